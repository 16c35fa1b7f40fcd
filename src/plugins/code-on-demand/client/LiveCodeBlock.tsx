// The browser's live code block: its editor (react-live, sucrase) loads when a page first renders one (see ../index.ts).
import {onDemand} from './onDemand';
import PlainCodeBlock from './PlainCodeBlock';

export default onDemand(() => import('@theme-original/LiveCodeBlock'), PlainCodeBlock);
