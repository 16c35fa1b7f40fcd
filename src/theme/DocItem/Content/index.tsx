// Wraps a doc's content to put the "Copy page" button (Markdown for AI tools) above it, and to hydrate it apart.
import type {ComponentProps, ReactNode} from 'react';
import Content from '@theme-original/DocItem/Content';
import CopyPageButton from '@site/src/components/CopyPageButton';
import HydrateApart from '@site/src/components/HydrateApart';

export default function ContentWrapper(props: ComponentProps<typeof Content>): ReactNode {
  return (
    <>
      <CopyPageButton />
      <HydrateApart>
        <Content {...props} />
      </HydrateApart>
    </>
  );
}
