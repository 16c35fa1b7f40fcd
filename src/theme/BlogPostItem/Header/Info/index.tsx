// Wraps a post's date and reading time so that a first visit keeps the server's text instead of formatting the date again.
import type {ComponentProps, ReactNode} from 'react';
import Info from '@theme-original/BlogPostItem/Header/Info';
import KeepServerHtml from '@site/src/components/KeepServerHtml';

export default function InfoWrapper(props: ComponentProps<typeof Info>): ReactNode {
  return (
    <KeepServerHtml>
      <Info {...props} />
    </KeepServerHtml>
  );
}
