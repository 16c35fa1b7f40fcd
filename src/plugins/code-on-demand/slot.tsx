import type {ComponentType, ReactNode} from 'react';

export const SLOT_CLASS = 'code-on-demand';

/** The element an on-demand component renders in, the same on the server and in the browser. */
export function Slot({children}: {children: ReactNode}): ReactNode {
  return <div className={SLOT_CLASS}>{children}</div>;
}

/** `Component` rendered in the slot: the server's side of an on-demand component. */
export function inSlot<Props extends object>(Component: ComponentType<Props>): ComponentType<Props> {
  return function Slotted(props: Props): ReactNode {
    return (
      <Slot>
        <Component {...props} />
      </Slot>
    );
  };
}
