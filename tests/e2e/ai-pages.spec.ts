import {expect, test} from '@playwright/test';
import {openHydrated} from '../support/page';
import {routes} from '../support/routes';

const docRoutes = routes.filter(({sidebar}) => sidebar !== '-').map(({route}) => route);

test('llms.txt lists every doc route with its description, linking to the Markdown twin', async ({page, request}) => {
  const index = await (await request.get('/llms.txt')).text();
  expect(index).toMatch(/^# Celo Documentation\n\n> /);
  for (const route of docRoutes) expect(index, route).toContain(`(https://docs.celo.org${route}.md): `);

  await page.goto('/developer/fee-currency');
  const description = await page.locator('meta[name="description"]').getAttribute('content');
  expect(index).toContain(`(https://docs.celo.org/developer/fee-currency.md): ${description}`);
});

test('every doc has a Markdown twin with the same title and section headings as the page', async ({page, request}) => {
  for (const route of ['/developer/fee-currency', '/network', '/cli/account', '/tutorials/create-erc20']) {
    const twin = await request.get(`${route}.md`);
    expect(twin.status(), route).toBe(200);
    expect(twin.headers()['content-type']).toContain('text/markdown');
    const markdown = await twin.text();
    await page.goto(route);
    const title = await page.locator('article h1').first().innerText();
    expect(markdown.startsWith(`# ${title}\n`), route).toBe(true);
    for (const heading of await page.locator('article .theme-doc-markdown h2').allInnerTexts()) {
      expect(markdown, `${route}: ${heading}`).toContain(`\n## ${heading.replace(/\u200b/g, '').trim()}\n`);
    }
  }
});

test('llms-full.txt holds every current doc in full', async ({request}) => {
  const full = await (await request.get('/llms-full.txt')).text();
  const twin = await (await request.get('/build/quickstart.md')).text();
  expect(full).toContain(twin);
  expect(full).toContain('Source: https://docs.celo.org/build/quickstart');
  expect(full).not.toContain('Source: https://docs.celo.org/l1/');
});

test('the "Copy page" button copies the page as Markdown', async ({page, context, request}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openHydrated(page, '/developer/fee-currency');
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await expect(page.getByRole('status').filter({hasText: 'Copied'})).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await (await request.get('/developer/fee-currency.md')).text());
});

/** The rows of every Markdown table in `markdown`, each cell as plain text with its parts (`<br>`) joined by " / ". */
function markdownTables(markdown: string): string[][][] {
  const tables: string[][][] = [];
  let current: string[][] | undefined;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      current = undefined;
      continue;
    }
    if (!current) tables.push((current = []));
    const cells = line
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((cell) => cell.trim());
    if (cells.every((cell) => /^-+$/.test(cell))) continue;
    current.push(
      cells.map((cell) =>
        cell
          .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
          .replace(/`|\*\*/g, '')
          .replace(/\\\|/g, '|')
          .split('<br>')
          .map((part) => part.trim())
          .join(' / '),
      ),
    );
  }
  return tables;
}

test('the twins of the address, network and CLI pages hold the same tables as the pages, cell by cell', async ({
  page,
  request,
}) => {
  for (const route of ['/contract-addresses', '/token-addresses', '/network', '/cli/account', '/cli/network']) {
    await page.goto(route);
    const htmlTables = await page.locator('article .theme-doc-markdown table').evaluateAll((tables) => {
      // Buttons (copy an address) are controls, not content; a twin leaves them out.
      for (const button of tables.flatMap((table) => Array.from(table.querySelectorAll('button')))) button.remove();
      return tables.map((table) =>
        Array.from(table.querySelectorAll('tr')).map((row) =>
          Array.from(row.querySelectorAll(':scope > th, :scope > td')).map((cell) =>
            (cell as HTMLElement).innerText
              .split('\n')
              .map((part) => part.replace(/\s+/g, ' ').trim())
              .filter(Boolean)
              .join(' / '),
          ),
        ),
      );
    });
    const twin = await (await request.get(`${route}.md`)).text();
    expect(htmlTables.length, `${route} has tables`).toBeGreaterThan(0);
    expect(markdownTables(twin), route).toEqual(htmlTables);
  }
});

test('links in a twin point at the Markdown twins of other docs', async ({request}) => {
  const twin = await (await request.get('/contract-addresses.md')).text();
  expect(twin).toContain('](/general/glossary.md#governance)');
  expect(twin).toContain('](/token-addresses.md)');
  expect(twin).not.toContain('](https://docs.celo.org/');
});
