// Wraps the not-found text to suggest, below it, the pages most like the missing address.
import type {ComponentProps, ReactNode} from 'react';
import NotFoundContent from '@theme-original/NotFound/Content';
import PageSuggestions from '@site/src/components/PageSuggestions';

export default function NotFoundContentWrapper(props: ComponentProps<typeof NotFoundContent>): ReactNode {
  return (
    <>
      <NotFoundContent {...props} />
      <PageSuggestions />
    </>
  );
}
