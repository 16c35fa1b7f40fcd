import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {createContext, startTransition, useContext, useEffect, useState, type ReactNode} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {renderToString} from 'react-dom/server';
import {beforeAll, describe, expect, it, vi} from 'vitest';
import HydrateApart from '@site/src/components/HydrateApart';
import idleHydrationPlugin, {coreBrowserContext} from '@site/src/plugins/idle-hydration';
import {BrowserContextProvider, Context as BrowserContext} from '@site/src/plugins/idle-hydration/browserContext';
import {takeCommitPriorities} from './react-commit-priorities';

const require = createRequire(import.meta.url);
const coreClient = path.join(path.dirname(require.resolve('@docusaurus/core/package.json')), 'lib/client');
const coreSource = (file: string) => readFileSync(path.join(coreClient, file), 'utf8');

/** React's scheduler priorities, as its development build reports each commit. */
const ImmediatePriority = 1;
const UserBlockingPriority = 2;

/** Core's provider as `lib/client/browserContext.js` writes it (checked below). */
function CoreBrowserContextProvider({children}: {children: ReactNode}) {
  const [isBrowser, setIsBrowser] = useState(false);
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setIsBrowser(true), []);
  return <BrowserContext value={isBrowser}>{children}</BrowserContext>;
}

/** A theme provider that sets its real value in an effect, as the color mode and the window size do. */
const ColorMode = createContext('light');
function ColorModeProvider({children}: {children: ReactNode}) {
  const [colorMode, setColorMode] = useState('light');
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setColorMode('dark'), []);
  return <ColorMode value={colorMode}>{children}</ColorMode>;
}

function Article({seen}: {seen: string[]}) {
  const isBrowser = useContext(BrowserContext);
  seen.push(`${isBrowser ? 'browser' : 'hydrating'} ${useContext(ColorMode)}`);
  return <article>{isBrowser ? 'Interactive article' : 'Article'}</article>;
}

/**
 * Server-renders and hydrates a page the way Docusaurus' App and theme build one: the browser context around
 * everything, a theme provider, and a part of the page that hydrates apart. Returns what that part saw each time it
 * rendered in the browser, the priority of each commit, and whether the server's HTML was hydrated, not replaced.
 */
async function hydratePage(Provider: (props: {children: ReactNode}) => ReactNode) {
  const page = (seen: string[]) => (
    <Provider>
      <ColorModeProvider>
        <nav>Navbar</nav>
        <HydrateApart>
          <Article seen={seen} />
        </HydrateApart>
      </ColorModeProvider>
    </Provider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page([]));
  document.body.append(container);
  const serverArticle = container.querySelector('article');
  const seen: string[] = [];
  takeCommitPriorities();
  startTransition(() => {
    hydrateRoot(container, page(seen));
  });
  await vi.waitFor(() => expect(container.querySelector('article')?.textContent).toBe('Interactive article'));
  container.remove();
  return {
    priorities: takeCommitPriorities(),
    seen,
    keptServerHtml: container.querySelector('article') === serverArticle,
  };
}

beforeAll(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
});

describe('idle hydration', () => {
  it('hydrates the page without an urgent commit, so no part of it hydrates in one long task', async () => {
    const {priorities, seen, keptServerHtml} = await hydratePage(BrowserContextProvider);
    expect(priorities.length).toBeGreaterThan(1);
    expect(priorities).not.toContain(ImmediatePriority);
    expect(priorities).not.toContain(UserBlockingPriority);
    // Each part hydrates with what the server rendered, then updates once the page is in the browser.
    expect(seen[0]).toBe('hydrating light');
    expect(seen.at(-1)).toBe('browser dark');
    expect(keptServerHtml).toBe(true);
  });

  it("detects the urgent commit core's browser context causes, which the site's version removes", async () => {
    const {priorities, keptServerHtml} = await hydratePage(CoreBrowserContextProvider);
    expect(priorities).toContain(ImmediatePriority);
    expect(keptServerHtml).toBe(true);
  });

  it('renders everything under the provider inside one boundary in the server HTML', () => {
    expect(renderToString(<BrowserContextProvider>{<main>Page</main>}</BrowserContextProvider>)).toBe(
      '<!--&--><main>Page</main><!--/&-->',
    );
  });
});

describe("Docusaurus' browser context, which the plugin replaces", () => {
  it('is the module the plugin aliases, and core imports it by that path', () => {
    const plugin = idleHydrationPlugin();
    const config = plugin.configureWebpack?.({} as never, false, {} as never, {} as never);
    expect(config).toMatchObject({resolve: {alias: {[coreBrowserContext]: expect.stringContaining('idle-hydration')}}});
    expect(require.resolve(coreBrowserContext)).toBe(path.join(coreClient, 'browserContext.js'));
    expect(coreSource('App.js')).toContain("import { BrowserContextProvider } from './browserContext';");
    expect(coreSource('exports/useIsBrowser.js')).toContain("import { Context } from '../browserContext';");
  });

  it('exports the names the site exports, and turns isBrowser true in an effect after the first commit', () => {
    const source = coreSource('browserContext.js');
    const exported = [...source.matchAll(/export (?:const|function) (\w+)/g)].map((match) => match[1]).sort();
    expect(exported).toEqual(['BrowserContextProvider', 'Context']);
    expect(source).toMatch(/useState\(false\);\s*useEffect\(\(\) => \{\s*setIsBrowser\(true\);\s*\}, \[\]\);/);
  });
});
