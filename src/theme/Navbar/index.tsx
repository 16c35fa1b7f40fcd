// Wraps the navbar to load the AI documentation assistant, which the spec places in the navbar.
import type {ComponentProps, ReactNode} from 'react';
import Navbar from '@theme-original/Navbar';
import AiAssistant from '@site/src/components/AiAssistant';

export default function NavbarWrapper(props: ComponentProps<typeof Navbar>): ReactNode {
  return (
    <>
      <Navbar {...props} />
      <AiAssistant />
    </>
  );
}
