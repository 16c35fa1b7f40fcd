import type {ComponentType, ReactNode, Ref} from 'react';
import {LIVE_SLOT_ATTRIBUTE} from './liveMarker.mjs';

export const SLOT_CLASS = 'code-on-demand';

export interface SlotOptions {
  /** The slot holds a live code block: marked for the build, which allows 'unsafe-eval' on the page. */
  live?: boolean;
}

/** The attributes of the element an on-demand component renders in, the same on the server and in the browser. */
export function slotAttributes({live = false}: SlotOptions = {}): {className: string; [LIVE_SLOT_ATTRIBUTE]?: ''} {
  return live ? {className: SLOT_CLASS, [LIVE_SLOT_ATTRIBUTE]: ''} : {className: SLOT_CLASS};
}

/** The element an on-demand component renders in. */
export function Slot({
  children,
  ref,
  ...options
}: SlotOptions & {children: ReactNode; ref?: Ref<HTMLDivElement>}): ReactNode {
  return (
    <div ref={ref} {...slotAttributes(options)}>
      {children}
    </div>
  );
}

/** `Component` rendered in the slot: the server's side of an on-demand component. */
export function inSlot<Props extends object>(
  Component: ComponentType<Props>,
  options: SlotOptions = {},
): ComponentType<Props> {
  return function Slotted(props: Props): ReactNode {
    return (
      <Slot {...options}>
        <Component {...props} />
      </Slot>
    );
  };
}
