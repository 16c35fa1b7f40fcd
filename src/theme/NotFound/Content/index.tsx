// Wraps the not-found text to suggest, below it, the pages most like the missing address.
import {lazy, Suspense, type ComponentProps, type ReactNode} from 'react';
import NotFoundContent from '@theme-original/NotFound/Content';

// Every doc page imports this component, for an address under the docs that has no page: the suggestions' code loads
// only when one is shown. The server render waits for it, so the 404 page's HTML has the suggestions.
const PageSuggestions = lazy(() => import('@site/src/components/PageSuggestions'));

export default function NotFoundContentWrapper(props: ComponentProps<typeof NotFoundContent>): ReactNode {
  return (
    <>
      <NotFoundContent {...props} />
      <Suspense fallback={null}>
        <PageSuggestions />
      </Suspense>
    </>
  );
}
