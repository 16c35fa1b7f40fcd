import type {ReactNode} from 'react';

export const SLOT_CLASS = 'code-on-demand';

/** The element an on-demand component renders in, the same on the server and in the browser. */
export function Slot({children}: {children: ReactNode}): ReactNode {
  return <div className={SLOT_CLASS}>{children}</div>;
}
