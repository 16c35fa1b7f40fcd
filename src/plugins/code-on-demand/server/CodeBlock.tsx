// The server's highlighted code block: imported plainly, so every page's HTML holds its code (see ../index.ts).
import HighlightedCodeBlock from '@site/src/theme/CodeBlock/highlighted';
import {inSlot} from '../slot';

export default inSlot(HighlightedCodeBlock);
