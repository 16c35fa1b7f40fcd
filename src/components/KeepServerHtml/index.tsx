/**
 * Static parts of a page that cost main-thread time to render in the browser (the blog's dates need an
 * Intl.DateTimeFormat, about 16 ms on a phone-class CPU) keep the server's HTML when a first visit hydrates, and
 * render in the browser only after a client-side navigation, where there is no server HTML to keep.
 */
import {useState, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * Whether the client bundle hydrates server HTML: true in a production build, false in `npm start`, which renders the
 * app from nothing. Docusaurus defines `process.env.HYDRATE_CLIENT_ENTRY` in the client bundle only.
 */
const CLIENT_HYDRATES = String(process.env.HYDRATE_CLIENT_ENTRY) !== 'false';

/**
 * Whether a component's first render in the browser hydrated server HTML, for the whole life of the component: false
 * on the server, in `npm start` and for a component mounted by a client-side navigation.
 */
export function useHydratedServerHtml(): boolean {
  const isBrowser = useIsBrowser();
  const [hydrated] = useState(() => CLIENT_HYDRATES && !isBrowser && typeof document !== 'undefined');
  return hydrated;
}

/** `children` in a `div`, rendered on the server and after a client-side navigation; hydration keeps the server’s. */
export default function KeepServerHtml({children}: {children: ReactNode}): ReactNode {
  if (useHydratedServerHtml()) return <div suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
  return <div>{children}</div>;
}
