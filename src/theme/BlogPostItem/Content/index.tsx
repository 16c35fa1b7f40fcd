// Wraps a blog post's content so it hydrates apart from the page around it.
import type {ComponentProps, ReactNode} from 'react';
import Content from '@theme-original/BlogPostItem/Content';
import HydrateApart from '@site/src/components/HydrateApart';

export default function ContentWrapper(props: ComponentProps<typeof Content>): ReactNode {
  return (
    <HydrateApart>
      <Content {...props} />
    </HydrateApart>
  );
}
