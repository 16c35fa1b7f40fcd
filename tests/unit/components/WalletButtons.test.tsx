import {afterEach, describe, expect, it, vi} from 'vitest';
import {fireEvent, render, screen} from '@testing-library/react';
import AddNetworkButton from '@site/src/components/AddNetworkButton';
import AddTokenButton from '@site/src/components/AddTokenButton';
import {NO_WALLET_MESSAGE} from '@site/src/components/WalletButton';

type Request = {method: string; params?: unknown};

/** Installs a fake EIP-1193 wallet that records requests and answers with `respond`. */
function installWallet(respond: (request: Request) => unknown = () => null) {
  const requests: Request[] = [];
  const ethereum = {
    request: vi.fn(async (request: Request) => {
      requests.push(request);
      return respond(request);
    }),
  };
  Object.assign(window, {ethereum});
  return requests;
}

afterEach(() => {
  delete (window as {ethereum?: unknown}).ethereum;
});

describe('<AddNetworkButton>', () => {
  it('adds the network with EIP-3085, then switches to it', async () => {
    const requests = installWallet();
    render(<AddNetworkButton network="celo-sepolia" />);
    fireEvent.click(screen.getByRole('button', {name: 'Add Celo Sepolia to your wallet'}));
    expect(await screen.findByText('Celo Sepolia is added to your wallet and selected.')).toBeTruthy();
    expect(requests).toEqual([
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

  it('says plainly that there is no wallet', () => {
    render(<AddNetworkButton network="mainnet" />);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.getByRole('status').textContent).toBe(NO_WALLET_MESSAGE);
  });

  it('says so when the reader rejects the request', async () => {
    installWallet(() => {
      throw Object.assign(new Error('User rejected the request.'), {code: 4001});
    });
    render(<AddNetworkButton network="mainnet" />);
    fireEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('You rejected the request in your wallet.')).toBeTruthy();
  });

  it('fails the page for an unknown network', () => {
    expect(() => render(<AddNetworkButton network="celo" />)).toThrow(/unknown network "celo"/);
  });
});

describe('<AddTokenButton>', () => {
  it('switches to the network, then watches the token with EIP-747', async () => {
    const requests = installWallet((request) => (request.method === 'wallet_watchAsset' ? true : null));
    render(<AddTokenButton token="USDC" network="mainnet" />);
    fireEvent.click(screen.getByRole('button', {name: 'Add USDC to your wallet'}));
    expect(await screen.findByText('USDC on Celo Mainnet is now in your wallet.')).toBeTruthy();
    expect(requests).toEqual([
      {method: 'wallet_switchEthereumChain', params: [{chainId: '0xa4ec'}]},
      {
        method: 'wallet_watchAsset',
        params: {
          type: 'ERC20',
          options: {address: '0xcebA9300f2b948710d2653dD7B07f33A8B32118C', symbol: 'USDC', decimals: 6},
        },
      },
    ]);
  });

  it('adds the network first when the wallet does not know it', async () => {
    const requests = installWallet((request) => {
      if (request.method === 'wallet_switchEthereumChain' && requests.length === 1) {
        throw Object.assign(new Error('Unrecognized chain'), {code: 4902});
      }
      return true;
    });
    render(<AddTokenButton token="USDm" network="mainnet" />);
    fireEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('USDm on Celo Mainnet is now in your wallet.')).toBeTruthy();
    expect(requests.map((r) => r.method)).toEqual([
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_switchEthereumChain',
      'wallet_watchAsset',
    ]);
  });

  it('reports a declined token', async () => {
    installWallet((request) => (request.method === 'wallet_watchAsset' ? false : null));
    render(<AddTokenButton token="EURm" network="mainnet" />);
    fireEvent.click(screen.getByRole('button'));
    expect(await screen.findByText('You declined to add EURm in your wallet.')).toBeTruthy();
  });

  it('fails the page for a token the network does not have', () => {
    expect(() => render(<AddTokenButton token="BRLm" network="celo-sepolia" />)).toThrow(
      '<AddTokenButton token="BRLm" network="celo-sepolia">: unknown token "BRLm" on celo-sepolia. Use one of: CELO, USDm, EURm, cUSD, cEUR, USDC, USDT, WETH.',
    );
  });

  it('names the new id when a page uses a former token name', () => {
    expect(() => render(<AddTokenButton token="cUSD" network="mainnet" />)).toThrow(
      '<AddTokenButton token="cUSD" network="mainnet">: "cUSD" was renamed; use token="USDm".',
    );
  });
});
