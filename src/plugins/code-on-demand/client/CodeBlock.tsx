// The browser's code block: loaded with Prism when a page first renders one (see ../index.ts).
import {onDemand} from './onDemand';
import PlainCodeBlock from './PlainCodeBlock';

export default onDemand(() => import('@site/src/theme/CodeBlock/highlighted'), PlainCodeBlock);
