// The browser's code block: loaded with Prism when a page first renders one (see ../index.ts). The server's HTML of a
// static block is highlighted already, so such a block stays as it is until the reader reaches into it, for its
// buttons; a live block loads at once, as its editor and result need the code.
import type {ComponentProps, ReactNode} from 'react';
import type HighlightedCodeBlock from '@site/src/theme/CodeBlock/highlighted';
import {onDemand} from './onDemand';
import PlainCodeBlock from './PlainCodeBlock';

type Props = ComponentProps<typeof HighlightedCodeBlock> & {live?: boolean};

const load = () => import('@site/src/theme/CodeBlock/highlighted');
const StaticBlock = onDemand<Props>(load, PlainCodeBlock, {untilReached: true});
const LiveBlock = onDemand<Props>(load, PlainCodeBlock);

export default function CodeBlock(props: Props): ReactNode {
  return props.live ? <LiveBlock {...props} /> : <StaticBlock {...props} />;
}
