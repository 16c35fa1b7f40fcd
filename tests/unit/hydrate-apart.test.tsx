import {readFileSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {Writable} from 'node:stream';
import {startTransition, useEffect, useState} from 'react';
import {hydrateRoot} from 'react-dom/client';
import {renderToPipeableStream, renderToString} from 'react-dom/server';
import {beforeAll, describe, expect, it, vi} from 'vitest';
import HydrateApart from '@site/src/components/HydrateApart';

const themeClassic = path.dirname(createRequire(import.meta.url).resolve('@docusaurus/theme-classic/package.json'));
const themeSource = (file: string) => readFileSync(path.join(themeClassic, 'lib/theme', file), 'utf8');

function Sidebar({events}: {events: string[]}) {
  events.push('sidebar rendered');
  return <nav>Sidebar links</nav>;
}

/** A layout as Docusaurus' theme writes it: the desktop part is rendered on the server and dropped on a phone. */
function Layout({onPhone, events}: {onPhone: boolean; events: string[]}) {
  const [windowSize, setWindowSize] = useState('ssr');
  useEffect(() => {
    events.push('page hydrated');
    // As theme-common's useWindowSize does (checked below): 'ssr' on hydration, the real size in an effect.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setWindowSize(onPhone ? 'mobile' : 'desktop');
  }, [onPhone, events]);
  return (
    <main>
      <p>Content</p>
      {windowSize !== 'mobile' && (
        <HydrateApart>
          <Sidebar events={events} />
        </HydrateApart>
      )}
    </main>
  );
}

/**
 * Hydrates the server HTML as Docusaurus' client entry does, with React's own scheduler (act() orders work otherwise);
 * returns the page and what rendered in the browser, in order.
 */
function hydrate(onPhone: boolean) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Layout onPhone={onPhone} events={[]} />);
  document.body.append(container);
  const events: string[] = [];
  startTransition(() => {
    hydrateRoot(container, <Layout onPhone={onPhone} events={events} />);
  });
  return {container, events};
}

beforeAll(() => {
  Reflect.set(globalThis, 'IS_REACT_ACT_ENVIRONMENT', false);
});

describe('HydrateApart', () => {
  it('keeps its content in place in the server HTML, even when large, inside an Activity boundary', async () => {
    const html = renderToString(<Layout onPhone={false} events={[]} />);
    expect(html).toContain('<!--&--><nav>Sidebar links</nav><!--/&-->');
    // Docusaurus renders pages with renderToPipeableStream, which moves large Suspense boundaries out of place.
    const longText = 'A sentence of the page. '.repeat(2000);
    const streamed = await new Promise<string>((resolve, reject) => {
      const chunks: string[] = [];
      const {pipe} = renderToPipeableStream(
        <main>
          <HydrateApart>
            <p>{longText}</p>
          </HydrateApart>
        </main>,
        {
          onError: reject,
          onAllReady: () =>
            pipe(
              new Writable({
                write: (chunk, _, done) => done(void chunks.push(String(chunk))),
                final: (done) => done(void resolve(chunks.join(''))),
              }),
            ),
        },
      );
    });
    expect(streamed).toBe(`<main><!--&--><p>${longText}</p><!--/&--></main>`);
  });

  it('hydrates its content on a desktop, where it stays, after the rest of the page', async () => {
    const {container, events} = hydrate(false);
    await vi.waitFor(() => expect(events).toContain('sidebar rendered'));
    expect(events[0]).toBe('page hydrated');
    expect(container.querySelector('nav')?.textContent).toBe('Sidebar links');
  });

  it('never renders in the browser a part the page drops before its turn, as on a phone', async () => {
    const {container, events} = hydrate(true);
    await vi.waitFor(() => expect(container.querySelector('nav')).toBeNull());
    expect(events).toEqual(['page hydrated']);
    expect(container.textContent).toBe('Content');
  });
});

describe("Docusaurus' theme, which the wrapped parts rely on", () => {
  it('starts every window size at "ssr" on hydration and sets the real one in an effect', () => {
    const hook = readFileSync(path.join(themeClassic, '../theme-common/lib/hooks/useWindowSize.js'), 'utf8');
    expect(hook).toMatch(/useState\(\(\) =>[\s\S]{0,200}'ssr'\)/);
    expect(hook).toMatch(/useEffect\(\(\) => \{[\s\S]*setWindowSize\(getWindowSize/);
  });

  it('renders the desktop sidebars and table of contents only at "desktop" or "ssr", and other parts on a phone', () => {
    expect(themeSource('DocSidebar/index.js')).toMatch(/windowSize === 'desktop' \|\| windowSize === 'ssr'/);
    expect(themeSource('DocSidebar/index.js')).toContain("import DocSidebarDesktop from '@theme/DocSidebar/Desktop'");
    expect(themeSource('DocItem/Layout/index.js')).toMatch(
      /\(windowSize === 'desktop' \|\| windowSize === 'ssr'\) \? \(\s*<DocItemTOCDesktop \/>/,
    );
    expect(themeSource('BlogSidebar/index.js')).toMatch(
      /if \(windowSize === 'mobile'\) \{\s*return <BlogSidebarMobile/,
    );
  });

  it('renders the footer and the doc\'s "Last updated" line through the components the site wraps', () => {
    expect(themeSource('EditMetaRow/index.js')).toContain("import LastUpdated from '@theme/LastUpdated'");
    expect(themeSource('Layout/index.js')).toContain("import Footer from '@theme/Footer'");
    expect(themeSource('DocItem/Layout/index.js')).toContain("import DocItemContent from '@theme/DocItem/Content'");
    expect(themeSource('BlogPostItem/index.js')).toContain(
      "import BlogPostItemContent from '@theme/BlogPostItem/Content'",
    );
  });
});
