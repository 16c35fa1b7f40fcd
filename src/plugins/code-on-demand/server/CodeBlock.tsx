// The server's highlighted code block: imported plainly, so every page's HTML holds its code (see ../index.ts).
import type {ComponentProps, ReactNode} from 'react';
import HighlightedCodeBlock from '@site/src/theme/CodeBlock/highlighted';
import {Slot} from '../slot';

export default function ServerCodeBlock(props: ComponentProps<typeof HighlightedCodeBlock>): ReactNode {
  return (
    <Slot>
      <HighlightedCodeBlock {...props} />
    </Slot>
  );
}
