import {render, screen} from '@testing-library/react';
import {afterEach, describe, expect, it, vi} from 'vitest';
import KeepServerHtml from '@site/src/components/KeepServerHtml';
import {setIsBrowser} from '../stubs/useIsBrowser';

afterEach(() => {
  setIsBrowser(true);
  vi.unstubAllEnvs();
  vi.resetModules();
});

const formatted = vi.fn((date: string) => `formatted ${date}`);
function PostDate({date}: {date: string}) {
  return <time dateTime={date}>{formatted(date)}</time>;
}

/** Server HTML in the document, hydrated as a first visit does. */
function hydrate(Keep: typeof KeepServerHtml) {
  setIsBrowser(false);
  const container = document.createElement('div');
  container.innerHTML = '<div><time datetime="2025-09-30">September 30, 2025</time></div>';
  document.body.append(container);
  render(
    <Keep>
      <PostDate date="2025-09-30" />
    </Keep>,
    {container, hydrate: true},
  );
}

describe('KeepServerHtml', () => {
  it('keeps the server’s HTML on a first visit, without rendering its children', () => {
    formatted.mockClear();
    hydrate(KeepServerHtml);
    expect(screen.getByText('September 30, 2025').getAttribute('datetime')).toBe('2025-09-30');
    expect(formatted).not.toHaveBeenCalled();
  });

  it('renders its children after a client-side navigation', () => {
    render(
      <KeepServerHtml>
        <PostDate date="2025-08-13" />
      </KeepServerHtml>,
    );
    expect(screen.getByText('formatted 2025-08-13').tagName).toBe('TIME');
  });

  it('renders its children in `npm start`, where the app renders without server HTML', async () => {
    vi.stubEnv('HYDRATE_CLIENT_ENTRY', 'false');
    vi.resetModules();
    const {default: KeepInDevelopment} = await import('@site/src/components/KeepServerHtml');
    // The fresh module graph has its own stand-in for useIsBrowser: the first render, as in a hydration.
    (await import('../stubs/useIsBrowser')).setIsBrowser(false);
    render(
      <KeepInDevelopment>
        <PostDate date="2025-03-26" />
      </KeepInDevelopment>,
    );
    expect(screen.getByText('formatted 2025-03-26').tagName).toBe('TIME');
  });
});
