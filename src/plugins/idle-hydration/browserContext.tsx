/**
 * Replaces Docusaurus' browser context, which App renders around the whole site, so that the page hydrates in short
 * slices. Core's provider turns `isBrowser` true in an effect of the first hydration commit: an urgent update, and a
 * context change above a part of the page that has not hydrated yet makes React hydrate that part at once, in one long
 * task. Here everything under the provider is one boundary (HydrateApart) that React hydrates at idle priority, in
 * slices. `isBrowser` turns true in an effect of that boundary's commit, so that update, like the first updates of the
 * theme's own providers (color mode, window size, stored preferences) made in the same commit's effects, runs at idle
 * priority too, and the nested boundaries (content, footer, sidebars) hydrate in slices before it applies.
 */
import {
  createContext,
  useContext,
  useEffect,
  useState,
  type Dispatch,
  type ReactNode,
  type SetStateAction,
} from 'react';
import HydrateApart from '@site/src/components/HydrateApart';

export const Context = createContext(false);
/** Names the context in React's devtools, and lets a test find this module, not core's, in the built bundle. */
Context.displayName = 'IdleHydrationBrowserContext';

const SetIsBrowserContext = createContext<Dispatch<SetStateAction<boolean>>>(() => undefined);

/** Rendered last inside the boundary: its effect runs once everything before it has hydrated and committed. */
function MarkHydrated(): null {
  const setIsBrowser = useContext(SetIsBrowserContext);
  useEffect(() => setIsBrowser(true), [setIsBrowser]);
  return null;
}

export function BrowserContextProvider({children}: {children: ReactNode}): ReactNode {
  const [isBrowser, setIsBrowser] = useState(false);
  return (
    <SetIsBrowserContext value={setIsBrowser}>
      <Context value={isBrowser}>
        <HydrateApart>
          {children}
          <MarkHydrated />
        </HydrateApart>
      </Context>
    </SetIsBrowserContext>
  );
}
