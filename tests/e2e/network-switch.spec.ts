import {expect, test, type Page} from '@playwright/test';
import {seriousViolations} from '../support/axe';
import {disableBrowserStorage, openHydrated, reloadHydrated, switchToLightMode} from '../support/page';

/** A guide whose samples are written with network placeholders. */
const GUIDE = '/developer/viem';

const sepolia = {
  viem: 'chain: celoSepolia,',
  chainId: 'chainId: 11142220,',
  ws: 'wss://forno.celo-sepolia.celo-testnet.org/ws',
};
const mainnet = {viem: 'chain: celo,', chainId: 'chainId: 42220,', ws: 'wss://forno.celo.org/ws'};

/** The samples written with network placeholders; a sample written for one network keeps it. */
const samples = (page: Page) => page.locator('article .theme-code-block.network-sample pre');
const networkOption = (page: Page, name: string) =>
  page.getByRole('radiogroup', {name: 'Network for code samples'}).getByRole('radio', {name});

async function allSampleText(page: Page): Promise<string> {
  return (await samples(page).allInnerTexts()).join('\n');
}

async function chooseMainnet(page: Page): Promise<void> {
  await networkOption(page, 'Celo Mainnet').check();
  await expect(networkOption(page, 'Celo Mainnet')).toBeChecked();
}

test.describe('network switch', () => {
  test('starts on Celo Sepolia, and switching rewrites every sample and what its copy button copies', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openHydrated(page, GUIDE);
    await expect(networkOption(page, 'Celo Sepolia')).toBeChecked();
    const before = await allSampleText(page);
    for (const value of Object.values(sepolia)) expect(before).toContain(value);

    await chooseMainnet(page);
    await expect.poll(() => allSampleText(page)).toContain(mainnet.ws);
    const after = await allSampleText(page);
    for (const value of Object.values(mainnet)) expect(after).toContain(value);
    for (const value of Object.values(sepolia)) expect(after).not.toContain(value);
    await expect(page.locator('article').getByText('{{network', {exact: false})).toHaveCount(0);

    const clientsBlock = page
      .locator('article .theme-code-block.network-sample')
      .filter({hasText: 'createPublicClient'})
      .first();
    await clientsBlock.hover();
    await clientsBlock.getByRole('button', {name: 'Copy code to clipboard'}).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain("import { celo } from 'viem/chains'");
  });

  test('"Copy page" copies the twin with the selected network', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openHydrated(page, GUIDE);
    await chooseMainnet(page);
    await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain('for Celo Mainnet (chain id 42220)');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain(mainnet.chainId);
    expect(copied).toContain(mainnet.ws);
    expect(copied).not.toContain(sepolia.chainId);
  });

  test('the choice is in the address and survives reload and navigation', async ({page}) => {
    await openHydrated(page, GUIDE);
    await chooseMainnet(page);
    await expect(page).toHaveURL(/\?network=mainnet$/);

    await reloadHydrated(page);
    await expect(networkOption(page, 'Celo Mainnet')).toBeChecked();
    await expect.poll(() => allSampleText(page)).toContain(mainnet.viem);

    await openHydrated(page, '/developer/tools');
    await page.locator(`article a[href="${GUIDE}"]`).first().click();
    await expect(networkOption(page, 'Celo Mainnet')).toBeChecked();
    await expect(page).toHaveURL(/\?network=mainnet$/);
    await expect.poll(() => allSampleText(page)).toContain(mainnet.viem);

    await page.locator('article a[href="/developer/fee-currency"]').first().click();
    await expect(page).toHaveURL(/\/developer\/fee-currency\?network=mainnet$/);
    await expect(networkOption(page, 'Celo Mainnet')).toBeChecked();
    await expect.poll(() => allSampleText(page)).toContain('celocli network:whitelist --node https://forno.celo.org');
  });

  test('a shared link with ?network= shows that network and becomes the choice', async ({page}) => {
    await openHydrated(page, `${GUIDE}?network=mainnet`);
    await expect(networkOption(page, 'Celo Mainnet')).toBeChecked();
    await expect.poll(() => allSampleText(page)).toContain(mainnet.chainId);
    await openHydrated(page, GUIDE);
    await expect(networkOption(page, 'Celo Mainnet')).toBeChecked();

    await openHydrated(page, `${GUIDE}?network=celo-sepolia`);
    await expect(networkOption(page, 'Celo Sepolia')).toBeChecked();
    await expect.poll(() => allSampleText(page)).toContain(sepolia.chainId);
  });

  test('another tab follows the choice', async ({context}) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await openHydrated(first, GUIDE);
    await openHydrated(second, GUIDE);
    await chooseMainnet(first);
    await expect(networkOption(second, 'Celo Mainnet')).toBeChecked();
    await expect.poll(() => allSampleText(second)).toContain(mainnet.viem);
  });

  test('works with the keyboard, stays in view, and axe finds nothing serious', async ({page}) => {
    await openHydrated(page, GUIDE);
    await networkOption(page, 'Celo Sepolia').focus();
    await page.keyboard.press('ArrowLeft');
    await expect(networkOption(page, 'Celo Mainnet')).toBeChecked();
    await expect(networkOption(page, 'Celo Mainnet')).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    await switchToLightMode(page);
    expect(await seriousViolations(page, {coloursOnly: true})).toEqual([]);

    await page.locator('article .theme-code-block').last().scrollIntoViewIfNeeded();
    await expect(page.getByRole('radiogroup', {name: 'Network for code samples'})).toBeInViewport();
  });

  test('with browser storage that throws, switching still works for the visit', async ({page}) => {
    await disableBrowserStorage(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await openHydrated(page, GUIDE);
    await chooseMainnet(page);
    await expect.poll(() => allSampleText(page)).toContain(mainnet.ws);
    await expect(page).toHaveURL(/\?network=mainnet$/);
    expect(errors).toEqual([]);
  });

  test('a converted wallet guide switches its sample, and the sample that lists both networks stays', async ({
    page,
  }) => {
    await openHydrated(page, '/developer/rainbowkit-celo');
    const app = page.locator('article .theme-code-block').filter({hasText: 'useSendTransaction'});
    const config = page.locator('article .theme-code-block').filter({hasText: 'chains: [celoSepolia, celo]'});
    await expect(app).toContainText('import { celoSepolia } from "wagmi/chains"');
    await expect(app).toContainText('0xdE9e4C3ce781b4bA68120d6261cbad65ce0aB00b');
    await expect(app).toContainText('On Celo Sepolia, pay the gas in USDm.');

    await chooseMainnet(page);
    await expect(app).toContainText('import { celo } from "wagmi/chains"');
    await expect(app).toContainText('0x765DE816845861e75A25fCA122bb6898B8B1282a');
    await expect(app).toContainText('chainId === celo.id');
    await expect(app).not.toContainText('0xdE9e4C3ce781b4bA68120d6261cbad65ce0aB00b');
    await expect(config).toContainText('chains: [celoSepolia, celo]');
  });

  test('a page without placeholders has no switch', async ({page}) => {
    await openHydrated(page, '/general');
    await expect(page.getByRole('radiogroup', {name: 'Network for code samples'})).toHaveCount(0);
  });
});

test.describe('network samples without JavaScript', () => {
  test.use({javaScriptEnabled: false});

  test('the HTML holds every sample for Celo Sepolia', async ({page}) => {
    await page.goto(`${GUIDE}?network=mainnet`);
    const text = await allSampleText(page);
    for (const value of Object.values(sepolia)) expect(text).toContain(value);
    expect(text).not.toContain('{{');
    await expect(networkOption(page, 'Celo Sepolia')).toBeChecked();
  });
});
