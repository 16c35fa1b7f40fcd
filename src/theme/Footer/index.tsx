// Wraps the footer, below the fold on every page, so it hydrates apart from the rest of the page, and does not render
// again when the page it is laid out in does: it takes no props.
import {memo, type ComponentProps, type ReactNode} from 'react';
import Footer from '@theme-original/Footer';
import HydrateApart from '@site/src/components/HydrateApart';

function FooterWrapper(props: ComponentProps<typeof Footer>): ReactNode {
  return (
    <HydrateApart>
      <Footer {...props} />
    </HydrateApart>
  );
}

export default memo(FooterWrapper);
