// Wraps the not-found text to forward old addresses the host did not redirect, and to suggest, below it, the page the
// address's history points to and the pages most like it.
import {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import NotFoundContent from '@theme-original/NotFound/Content';

// Every doc page imports this component, for an address under the docs that has no page: the suggestions' code loads
// only when one is shown. The server render waits for it, so the 404 page's HTML has the suggestions.
const PageSuggestions = lazy(() => import('@site/src/components/PageSuggestions'));
const AddressHistory = lazy(() => import('@site/src/components/AddressHistory'));

export default function NotFoundContentWrapper(props: ComponentProps<typeof NotFoundContent>): ReactNode {
  return (
    <>
      <NotFoundContent {...props} />
      <Suspense fallback={null}>
        <AddressHistory />
        <PageSuggestions />
      </Suspense>
    </>
  );
}
