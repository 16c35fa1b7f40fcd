// Wraps the desktop blog sidebar so it hydrates apart from the page, and not at all on a phone, which replaces it.
import type {ComponentProps, ReactNode} from 'react';
import Desktop from '@theme-original/BlogSidebar/Desktop';
import HydrateApart from '@site/src/components/HydrateApart';

export default function DesktopWrapper(props: ComponentProps<typeof Desktop>): ReactNode {
  return (
    <HydrateApart>
      <Desktop {...props} />
    </HydrateApart>
  );
}
