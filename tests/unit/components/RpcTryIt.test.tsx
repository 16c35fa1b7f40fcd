import {afterEach, describe, expect, it, vi} from 'vitest';
import {fireEvent, render, screen, within} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import RpcTryIt from '@site/src/components/RpcTryIt';
import {sendRpc} from '@site/src/components/RpcTryIt/send';
import {tryItOrigins} from '@site/src/data/rpc/endpoints';
import {rpcRequest} from '@site/src/data/rpc/request';
import {choose} from '@site/src/plugins/network-samples/choice';

function answer(body: string, status = 200) {
  return vi.fn(async () => new Response(body, {status}));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('<RpcTryIt>', () => {
  it('renders its form on the server, prefilled, and lists exactly the public RPC origins for the CSP', () => {
    const html = renderToString(<RpcTryIt method="eth_getBalance" />);
    expect(html).toContain('<form');
    expect(html).toContain('value="0xEF4d55D6dE8e8d73232827Cd1e9b2F2dBb45bC80"');
    expect(html).toContain(`data-rpc-try-it="${tryItOrigins().join(' ')}"`);
    expect(tryItOrigins()).toEqual([
      'https://forno.celo-sepolia.celo-testnet.org',
      'https://forno.celo.org',
      'https://op.celo-sepolia.celo-testnet.org',
    ]);
  });

  it('explains invalid input next to the field and sends nothing', () => {
    const fetch = answer('{}');
    vi.stubGlobal('fetch', fetch);
    render(<RpcTryIt method="eth_getBalance" />);
    const address = screen.getByRole('textbox', {name: 'address (required)'});
    fireEvent.change(address, {target: {value: 'not an address'}});
    fireEvent.click(screen.getByRole('button', {name: 'Send eth_getBalance'}));
    expect(address.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('address: Enter an address: 0x and 40 hex digits.')).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the request and shows the response decoded', async () => {
    vi.stubGlobal('fetch', answer('{"jsonrpc":"2.0","id":1,"result":"0xde0b6b3a7640000"}'));
    render(<RpcTryIt method="eth_getBalance" />);
    fireEvent.click(screen.getByRole('button', {name: 'Send eth_getBalance'}));
    const table = await screen.findByRole('table');
    expect(within(table).getByText('1 CELO (1000000000 Gwei)')).toBeTruthy();
    expect(screen.getByText(/Answered in/)).toBeTruthy();
  });

  it('offers no send button where no public endpoint serves the method', () => {
    // Last in this file: the choice is kept for the rest of the module's life, as in a browser tab.
    choose('mainnet');
    render(<RpcTryIt method="optimism_syncStatus" />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(/Celo Mainnet has no public endpoint that serves/)).toBeTruthy();
  });
});

describe('sendRpc', () => {
  const request = rpcRequest('eth_blockNumber', []);
  const clock = () => {
    let now = 0;
    return () => (now += 5);
  };

  it('sorts every answer into what the form explains', async () => {
    const cases: [ReturnType<typeof vi.fn>, string][] = [
      [answer('{"jsonrpc":"2.0","id":1,"result":"0x1"}'), 'result'],
      [answer('{"jsonrpc":"2.0","id":1,"error":{"code":-32601,"message":"no"}}'), 'rpc-error'],
      [answer('slow down', 429), 'rate-limit'],
      [answer('bad gateway', 502), 'http'],
      [answer('<html>portal</html>'), 'malformed'],
      [answer('{"jsonrpc":"2.0","id":1}'), 'malformed'],
      [vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))), 'network'],
    ];
    for (const [fetch, kind] of cases) {
      vi.stubGlobal('fetch', fetch);
      const outcome = await sendRpc('https://forno.celo.org', request, clock());
      expect(outcome.kind).toBe(kind);
      expect(outcome.ms).toBe(5);
    }
  });
});
