import {expect, test} from '@playwright/test';

test.describe('network upgrade notices', () => {
  test('notices render dates and status from the upgrade record in the server HTML', async ({page}) => {
    await page.goto('/cel2/notices/pectra-upgrade');
    await expect(page.getByRole('heading', {level: 1})).toHaveText('Isthmus network upgrade notice');
    const schedule = page.getByRole('table', {name: /Isthmus activations/});
    await expect(schedule.getByRole('row', {name: /^Celo Mainnet/})).toContainText('9 July 2025, 15:00:00 UTC');
    await expect(schedule.getByRole('row', {name: /^Celo Mainnet/})).toContainText('Activated');
    await expect(schedule.locator('[data-status="past"]')).toHaveText('Past');
  });

  test('notices link the upgrade calendar and feed, served as iCalendar and Atom', async ({page, request}) => {
    await page.goto('/cel2/notices/jovian');
    await expect(page.getByRole('link', {name: 'iCalendar file'})).toHaveAttribute('href', '/upgrades.ics');
    await expect(page.getByRole('link', {name: 'Atom feed'})).toHaveAttribute('href', '/upgrades.atom');

    const ics = await request.get('/upgrades.ics');
    expect(ics.headers()['content-type']).toContain('text/calendar');
    const calendar = await ics.text();
    expect(calendar.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(calendar).toContain('UID:jovian/mainnet@docs.celo.org');
    const isthmus = calendar.slice(calendar.indexOf('UID:isthmus/mainnet@'));
    expect(isthmus).toContain('DTSTART:20250709T150000Z');
    expect(isthmus).not.toMatch(/^DTSTAMP:20250709T150000Z/m);

    const atom = await request.get('/upgrades.atom');
    expect(atom.headers()['content-type']).toContain('application/atom+xml');
    expect(await atom.text()).toContain('<id>tag:docs.celo.org,2025:upgrades/jovian/mainnet</id>');
  });

  test('the milestones page lists every upgrade with a link to its notice', async ({page}) => {
    await page.goto('/learn/celo-milestones');
    const timeline = page.getByRole('table', {name: 'Network upgrades of the Celo layer 2'});
    await expect(timeline.getByRole('link', {name: 'Jello'})).toHaveAttribute('href', '/cel2/notices/jello');
    await expect(timeline.getByRole('row')).toHaveCount(11);
    await expect(timeline.getByRole('link', {name: 'L1 Fusaka'})).toHaveAttribute('href', '/cel2/notices/l1-fusaka');
  });

  test('pages outside the notices render upgrade dates from the record in the server HTML', async ({page}) => {
    await page.goto('/build');
    await expect(page.locator('main time[datetime="2025-03-26"]').first()).toHaveText('26 March 2025');
    await page.goto('/cel2/notices/l1-fusaka');
    const schedule = page.getByRole('table', {name: /L1 Fusaka activations/});
    await expect(schedule.getByRole('row', {name: /^Ethereum Sepolia \(Celo Sepolia\)/})).toContainText(
      '14 October 2025',
    );
  });
});

test('token addresses show the Celo Sepolia tokens with their fee adapters', async ({page}) => {
  await page.goto('/token-addresses');
  const table = page.getByRole('table', {name: 'Celo Sepolia token addresses'});
  await expect(table.getByRole('row', {name: /^USDT/})).toContainText('0xe19447B12cb0d0220B2a501D8382be2f61CcF92a');
  await expect(table.getByRole('row', {name: /^WETH/})).toContainText('0x2cE73DC897A3E10b3FF3F86470847c36ddB735cf');
  const mainnet = page.getByRole('table', {name: 'Celo Mainnet token addresses'});
  await expect(mainnet.getByRole('row', {name: /^USDm/})).toContainText('formerly cUSD');
});
