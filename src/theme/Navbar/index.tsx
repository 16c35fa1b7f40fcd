// Wraps the navbar to load the AI documentation assistant, which the spec places in the navbar, and to keep it from
// rendering again with the page it is laid out in: it takes no props and follows the location and the color mode
// through their contexts. On the search page, the results' arrival rendered the whole layout again, and the navbar
// read the scroll position in the middle of it, forcing a layout of the new results (about 70 ms at 4x slowdown).
import {memo, type ComponentProps, type ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import AiAssistant from '@site/src/components/AiAssistant';

function NavbarWrapper(props: ComponentProps<typeof Navbar>): ReactNode {
  return (
    <>
      <Navbar {...props} />
      <AiAssistant />
    </>
  );
}

export default memo(NavbarWrapper);
