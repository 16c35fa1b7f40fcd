// The server's live code block: imported plainly, so the page's HTML holds its code (see ../index.ts).
import type {ComponentProps, ReactNode} from 'react';
import LiveCodeBlock from '@theme-original/LiveCodeBlock';
import {Slot} from '../slot';

export default function ServerLiveCodeBlock(props: ComponentProps<typeof LiveCodeBlock>): ReactNode {
  return (
    <Slot>
      <LiveCodeBlock {...props} />
    </Slot>
  );
}
