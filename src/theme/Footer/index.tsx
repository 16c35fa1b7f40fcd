// Wraps the footer, below the fold on every page, so it hydrates apart from the rest of the page.
import type {ComponentProps, ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import HydrateApart from '@site/src/components/HydrateApart';

export default function FooterWrapper(props: ComponentProps<typeof Footer>): ReactNode {
  return (
    <HydrateApart>
      <Footer {...props} />
    </HydrateApart>
  );
}
