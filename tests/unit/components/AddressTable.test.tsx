import {describe, expect, it, vi} from 'vitest';
import {fireEvent, render, screen, within} from '@testing-library/react';
import AddressTable from '@site/src/components/AddressTable';

describe('<AddressTable>', () => {
  it('lists tokens with explorer links and fee-currency adapters', () => {
    render(<AddressTable kind="tokens" network="mainnet" />);
    const table = screen.getByRole('table', {name: 'Celo Mainnet token addresses'});
    const usdc = within(table).getByRole('row', {name: /^USDC/});
    const links = within(usdc)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      'https://celoscan.io/address/0xcebA9300f2b948710d2653dD7B07f33A8B32118C',
      'https://celoscan.io/address/0x2F25deB3848C207fc8E0c34035B3Ba7fC157602B',
    ]);
    const usdm = within(table).getByRole('row', {name: /^USDm/});
    expect(usdm.textContent).toContain('Same as the token');
    expect(usdm.textContent).toContain('formerly cUSD');
  });

  it('lists the Celo Sepolia tokens with their own addresses and adapters', () => {
    render(<AddressTable kind="tokens" network="celo-sepolia" />);
    const table = screen.getByRole('table', {name: 'Celo Sepolia token addresses'});
    const usdt = within(table).getByRole('row', {name: /^USDT/});
    expect(within(usdt).getByRole('button', {name: 'Copy the USDT fee adapter address'})).toBeTruthy();
    expect(usdt.textContent).toContain('0xe19447B12cb0d0220B2a501D8382be2f61CcF92a');
    const usdm = within(table).getByRole('row', {name: /^USDm/});
    expect(usdm.textContent).toContain('0xdE9e4C3ce781b4bA68120d6261cbad65ce0aB00b');
    expect(usdm.textContent).not.toContain('formerly');
    const cusd = within(table).getByRole('row', {name: /^cUSD/});
    expect(cusd.textContent).toContain('0xEF4d55D6dE8e8d73232827Cd1e9b2F2dBb45bC80');
  });

  it('copies an address to the clipboard and says so', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', {value: {writeText}, configurable: true});
    render(<AddressTable kind="contracts" network="mainnet" />);
    fireEvent.click(screen.getByRole('button', {name: 'Copy the Registry Celo Mainnet address'}));
    expect(writeText).toHaveBeenCalledWith('0x000000000000000000000000000000000000ce10');
    expect(await screen.findByText('Copied')).toBeTruthy();
  });

  it('tells the reader when copying fails', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: {writeText: vi.fn(async () => Promise.reject(new Error('denied')))},
      configurable: true,
    });
    render(<AddressTable kind="contracts" network="celo-sepolia" />);
    fireEvent.click(screen.getByRole('button', {name: 'Copy the Registry Celo Sepolia address'}));
    expect(await screen.findByText('Copy failed: select the text instead')).toBeTruthy();
  });

  it('fails the page for an unknown kind', () => {
    expect(() => render(<AddressTable kind="oracles" network="mainnet" />)).toThrow(/unknown kind "oracles"/);
  });
});
