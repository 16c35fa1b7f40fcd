// The browser's live code block: its editor (react-live, sucrase) loads when a page first renders one (see ../index.ts).
import type {ReactNode} from 'react';
import {LIVE_SLOT_ATTRIBUTE} from '../liveMarker.mjs';
import {onDemand} from './onDemand';
import PlainCodeBlock from './PlainCodeBlock';
import RunOnItsOwnPage from './RunOnItsOwnPage';
import './liveCodeBlock.css';

/** The code block's props as MDX passes them: the code as children, and the fence's metadata. */
type Props = {children?: ReactNode} & Record<string, unknown>;

const LiveEditor = onDemand<Props>(() => import('@theme-original/LiveCodeBlock'), PlainCodeBlock, {live: true});

let documentRunsLiveCode: boolean | undefined;

/**
 * Whether this document's Content-Security-Policy lets react-live evaluate code. The build allows it only on pages
 * served with a live block in their HTML, so the first live block rendered in a document decides: during hydration
 * the server's marked block is still in the DOM; after a client-side navigation from another page it is not.
 */
function runsLiveCode(): boolean {
  if (process.env.NODE_ENV !== 'production') return true;
  documentRunsLiveCode ??= document.querySelector(`[${LIVE_SLOT_ATTRIBUTE}]`) !== null;
  return documentRunsLiveCode;
}

export default function LiveCodeBlock(props: Props): ReactNode {
  return runsLiveCode() ? <LiveEditor {...props} /> : <RunOnItsOwnPage {...props} />;
}
