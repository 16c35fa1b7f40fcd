import {act, fireEvent, render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {onDemand} from '@site/src/plugins/code-on-demand/client/onDemand';
import {setIsBrowser} from '../stubs/useIsBrowser';

interface Props {
  code: string;
}

function Highlighted({code}: Props) {
  return <pre data-testid="highlighted">{code}</pre>;
}

function Plain({code}: Props) {
  return <pre data-testid="plain">{code}</pre>;
}

/** A loader the test settles by hand, counting its calls. */
function controlledLoader() {
  const calls: {resolve: () => void; reject: (error: Error) => void}[] = [];
  const load = () =>
    new Promise<{default: typeof Highlighted}>((resolve, reject) => {
      calls.push({resolve: () => resolve({default: Highlighted}), reject});
    });
  return {load, calls};
}

afterEach(() => setIsBrowser(true));

const PlainBlock = onDemand(() => new Promise<{default: typeof Highlighted}>(() => undefined), Plain);

describe('onDemand', () => {
  it('after a client-side navigation shows the fallback, then the loaded component', async () => {
    const {load, calls} = controlledLoader();
    const CodeBlock = onDemand(load, Plain);
    render(<CodeBlock code="celocli network:whitelist" />);
    expect(screen.getByTestId('plain').textContent).toBe('celocli network:whitelist');
    calls[0].resolve();
    expect((await screen.findByTestId('highlighted')).textContent).toBe('celocli network:whitelist');
    expect(screen.queryByTestId('plain')).toBeNull();
  });

  it('loads the code once for every instance, and renders later instances at once', async () => {
    const {load, calls} = controlledLoader();
    const CodeBlock = onDemand(load, Plain);
    render(
      <>
        <CodeBlock code="first" />
        <CodeBlock code="second" />
      </>,
    );
    calls[0].resolve();
    expect(await screen.findAllByTestId('highlighted')).toHaveLength(2);
    render(<CodeBlock code="third" />);
    expect(screen.getByText('third').dataset.testid).toBe('highlighted');
    expect(calls).toHaveLength(1);
  });

  it('keeps the fallback when loading fails, and tries again for the next instance', async () => {
    const {load, calls} = controlledLoader();
    const CodeBlock = onDemand(load, Plain);
    const first = render(<CodeBlock code="offline" />);
    await act(async () => calls[0].reject(new Error('chunk failed')));
    expect(screen.getByTestId('plain').textContent).toBe('offline');
    first.unmount();

    render(<CodeBlock code="online" />);
    expect(calls).toHaveLength(2);
    calls[1].resolve();
    expect((await screen.findByTestId('highlighted')).textContent).toBe('online');
  });

  it('while hydrating keeps the server’s HTML until the code has loaded', async () => {
    setIsBrowser(false);
    const {load, calls} = controlledLoader();
    const CodeBlock = onDemand(load, Plain);
    const container = document.createElement('div');
    container.innerHTML = '<div class="code-on-demand"><pre data-testid="server">server-rendered code</pre></div>';
    document.body.append(container);
    render(<CodeBlock code="server-rendered code" />, {container, hydrate: true});
    expect(screen.getByTestId('server').textContent).toBe('server-rendered code');
    expect(screen.queryByTestId('plain')).toBeNull();
    calls[0].resolve();
    expect((await screen.findByTestId('highlighted')).textContent).toBe('server-rendered code');
    expect(screen.queryByTestId('server')).toBeNull();
  });

  it('marks the slot of a live block in every state, so the build can find the pages that have one', async () => {
    const {load, calls} = controlledLoader();
    const LiveBlock = onDemand(load, Plain, {live: true});
    const {container} = render(<LiveBlock code="render(<p>1 CELO</p>)" />);
    expect(container.querySelector('[data-live-codeblock] [data-testid="plain"]')).not.toBeNull();
    calls[0].resolve();
    await screen.findByTestId('highlighted');
    expect(container.querySelector('[data-live-codeblock] [data-testid="highlighted"]')).not.toBeNull();
    const {container: plain} = render(<PlainBlock code="x" />);
    expect(plain.querySelector('[data-live-codeblock]')).toBeNull();
  });

  describe('until the reader reaches into server-rendered HTML', () => {
    const copied = vi.fn();
    function WithButtons({code}: Props) {
      return (
        <div data-testid="highlighted">
          <pre>{code}</pre>
          <button type="button">Wrap</button>
          <button type="button" onClick={() => copied(code)}>
            Copy
          </button>
        </div>
      );
    }

    function hydrateServerHtml() {
      setIsBrowser(false);
      const load = vi.fn(() => Promise.resolve({default: WithButtons}));
      const CodeBlock = onDemand(load, Plain, {untilReached: true});
      const container = document.createElement('div');
      container.innerHTML =
        '<div class="code-on-demand"><pre data-testid="server">npm install viem</pre>' +
        '<button type="button">Wrap</button><button type="button">Copy</button></div>';
      document.body.append(container);
      render(<CodeBlock code="npm install viem" />, {container, hydrate: true});
      return {load, slot: container.querySelector('.code-on-demand')!};
    }

    afterEach(() => copied.mockReset());

    it('keeps the server’s HTML and loads nothing until a pointer enters it', async () => {
      const {load, slot} = hydrateServerHtml();
      await act(async () => undefined);
      expect(load).not.toHaveBeenCalled();
      expect(screen.getByTestId('server').textContent).toBe('npm install viem');
      fireEvent.pointerEnter(slot);
      expect(await screen.findByTestId('highlighted')).not.toBeNull();
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('presses again, in the loaded block, a button pressed before it loaded', async () => {
      hydrateServerHtml();
      fireEvent.click(screen.getByRole('button', {name: 'Copy'}));
      await screen.findByTestId('highlighted');
      expect(screen.queryByTestId('server')).toBeNull();
      expect(copied).toHaveBeenCalledTimes(1);
      expect(copied).toHaveBeenCalledWith('npm install viem');
    });

    it('renders new props at once, plain until the code has loaded, instead of the server’s HTML', async () => {
      setIsBrowser(false);
      const {load, calls} = controlledLoader();
      const CodeBlock = onDemand(load, Plain, {untilReached: true});
      const container = document.createElement('div');
      container.innerHTML = '<div class="code-on-demand"><pre data-testid="server">mainnet sample</pre></div>';
      document.body.append(container);
      const {rerender} = render(<CodeBlock code="mainnet sample" />, {container, hydrate: true});
      expect(calls).toHaveLength(0);
      rerender(<CodeBlock code="testnet sample" />);
      expect(screen.getByTestId('plain').textContent).toBe('testnet sample');
      calls[0].resolve();
      expect((await screen.findByTestId('highlighted')).textContent).toBe('testnet sample');
    });

    it('moves keyboard focus to the same button of the loaded block', async () => {
      hydrateServerHtml();
      const serverCopy = screen.getByRole('button', {name: 'Copy'});
      act(() => serverCopy.focus());
      await screen.findByTestId('highlighted');
      const copy = screen.getByRole('button', {name: 'Copy'});
      expect(copy).not.toBe(serverCopy);
      expect(document.activeElement).toBe(copy);
    });
  });
});
