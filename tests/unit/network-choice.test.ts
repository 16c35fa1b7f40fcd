import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';

const realStorage = Object.getOwnPropertyDescriptor(window, 'localStorage')!;

/** A fresh copy of the store: it reads the address and storage once per page load. */
async function loadChoice(search = '') {
  window.history.replaceState(null, '', `/developer/viem${search}`);
  vi.resetModules();
  return import('@site/src/plugins/network-samples/choice');
}

beforeEach(() => window.localStorage.clear());
afterEach(() => Object.defineProperty(window, 'localStorage', realStorage));

describe('the network choice', () => {
  it('is nothing until the reader chooses, then is kept in local storage', async () => {
    const {getChoice, choose, STORAGE_KEY} = await loadChoice();
    expect(getChoice()).toBeNull();
    choose('mainnet');
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe('mainnet');
    expect((await loadChoice()).getChoice()).toBe('mainnet');
  });

  it('takes ?network= over storage and keeps it; ignores an unknown network', async () => {
    window.localStorage.setItem('docs.network', 'mainnet');
    expect((await loadChoice('?network=celo-sepolia')).getChoice()).toBe('celo-sepolia');
    expect(window.localStorage.getItem('docs.network')).toBe('celo-sepolia');
    expect((await loadChoice('?network=alfajores')).getChoice()).toBe('celo-sepolia');
  });

  it('works, for the visit, when storage throws', async () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new Error('denied');
      },
    });
    const {getChoice, choose} = await loadChoice();
    expect(getChoice()).toBeNull();
    choose('mainnet');
    expect(getChoice()).toBe('mainnet');
  });

  it('turns a twin into the chosen network with the page substitutions', async () => {
    const {choose, setPageSubstitutions, twinForChoice} = await loadChoice();
    setPageSubstitutions({
      mainnet: {lines: [['rpc: https://forno.celo-sepolia.celo-testnet.org', 'rpc: https://forno.celo.org']], code: []},
      'celo-sepolia': {lines: [], code: []},
    });
    const twin = '```yaml\nrpc: https://forno.celo-sepolia.celo-testnet.org\n```';
    expect(twinForChoice(twin)).toBe(twin);
    choose('mainnet');
    expect(twinForChoice(twin)).toBe('```yaml\nrpc: https://forno.celo.org\n```');
  });
});
