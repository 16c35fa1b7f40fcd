// The server's live code block: imported plainly, so the page's HTML holds its code (see ../index.ts).
import LiveCodeBlock from '@theme-original/LiveCodeBlock';
import {inSlot} from '../slot';

export default inSlot(LiveCodeBlock, {live: true});
