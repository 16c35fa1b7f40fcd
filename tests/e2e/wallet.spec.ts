import {expect, test} from '@playwright/test';

declare global {
  interface Window {
    walletCalls: {method: string; params: unknown}[];
  }
}

test.describe('wallet buttons', () => {
  test('add the network with the exact EIP-3085 payload, then switch to it', async ({page}) => {
    await page.addInitScript(() => {
      window.walletCalls = [];
      Object.assign(window, {
        ethereum: {
          request: async ({method, params}: {method: string; params: unknown}) => {
            window.walletCalls.push({method, params});
            return null;
          },
        },
      });
    });
    await page.goto('/build/add-celo-testnet-to-metamask');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', {name: 'Add Celo Sepolia to your wallet'}).first().click();
    await expect(page.getByText('Celo Sepolia is added to your wallet and selected.').first()).toBeVisible();
    expect(await page.evaluate(() => window.walletCalls)).toEqual([
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0xaa044c',
            chainName: 'Celo Sepolia',
            nativeCurrency: {name: 'CELO', symbol: 'CELO', decimals: 18},
            rpcUrls: ['https://forno.celo-sepolia.celo-testnet.org'],
            blockExplorerUrls: ['https://celo-sepolia.blockscout.com'],
          },
        ],
      },
      {method: 'wallet_switchEthereumChain', params: [{chainId: '0xaa044c'}]},
    ]);
  });

  test('say plainly when there is no wallet', async ({page}) => {
    await page.goto('/build/add-celo-testnet-to-metamask');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', {name: 'Add Celo Sepolia to your wallet'}).first().click();
    await expect(page.getByText(/No browser wallet was found/).first()).toBeVisible();
  });

  test('copy an address from the address table', async ({page, context}) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/token-addresses');
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await page.getByRole('button', {name: 'Copy the USDm Celo Mainnet address'}).first().click();
    await expect(page.getByText('Copied').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      '0x765DE816845861e75A25fCA122bb6898B8B1282a',
    );
  });
});
