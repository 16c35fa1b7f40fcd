/**
 * A component whose code loads when a page first renders it. React's `lazy` needs a Suspense boundary, and the
 * server outlines large boundaries into hidden blocks that a script reveals, which would hide code from readers
 * without JavaScript; so this keeps the server's HTML instead. While the code loads, a component that was
 * server-rendered keeps its HTML untouched, and one rendered after a client-side navigation shows `Fallback`.
 *
 * With `untilReached`, server-rendered HTML that already shows everything (highlighted code) stays as it is until
 * the reader reaches into it with a pointer, a touch or the keyboard, or until its props change (another network's
 * sample): only then does the code load. What the reader focused or pressed meanwhile is focused or pressed again in
 * the loaded component.
 */
import {useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode} from 'react';
import {useHydratedServerHtml} from '@site/src/components/KeepServerHtml';
import {Slot, slotAttributes, type SlotOptions} from '../slot';

export interface OnDemandOptions extends SlotOptions {
  untilReached?: boolean;
}

/** The events by which a reader reaches into a block. */
const REACHING = ['pointerenter', 'focusin', 'touchstart'] as const;

/** What the reader did to the server's HTML before the code loaded: which of its focusable elements they used. */
interface Carried {
  focused: number;
  pressed: number;
}

/** Whether two sets of props hold the same values, compared one level deep. */
function sameProps(a: object, b: object): boolean {
  const keysOfA = Object.keys(a);
  return (
    keysOfA.length === Object.keys(b).length &&
    keysOfA.every((key) => Object.is((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]))
  );
}

/** The elements of a block a reader can tab to or press: its buttons, and its code, which scrolls. */
const focusableElementsIn = (element: Element | null): HTMLElement[] =>
  Array.from(element?.querySelectorAll<HTMLElement>('button, [tabindex="0"]') ?? []);

/** Waits for the reader to reach into `element`; a button they press meanwhile is remembered in `carried`. */
function whenReached(element: HTMLElement, carried: Carried, onReach: () => void): () => void {
  const reach = () => {
    stop();
    onReach();
  };
  const press = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) carried.pressed = focusableElementsIn(element).indexOf(button);
    reach();
  };
  const stop = () => {
    for (const type of REACHING) element.removeEventListener(type, reach);
    element.removeEventListener('click', press);
  };
  for (const type of REACHING) element.addEventListener(type, reach, {passive: true});
  element.addEventListener('click', press);
  return stop;
}

export function onDemand<Props extends object>(
  load: () => Promise<{default: ComponentType<Props>}>,
  Fallback: ComponentType<Props>,
  {untilReached = false, ...slotOptions}: OnDemandOptions = {},
): ComponentType<Props> {
  let loaded: ComponentType<Props> | null = null;
  let pending: Promise<ComponentType<Props>> | null = null;
  const ensureLoaded = () => {
    pending ??= load().then(
      (module) => (loaded = module.default),
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  };

  return function OnDemand(props: Props): ReactNode {
    const hydrating = useHydratedServerHtml();
    const [Component, setComponent] = useState(() => (untilReached && hydrating ? null : loaded));
    const [serverProps] = useState(props);
    // The server's HTML shows the props it was rendered with; other props need the component.
    const serverHtmlShowsProps = hydrating && sameProps(serverProps, props);
    const serverHtml = useRef<HTMLDivElement>(null);
    const slot = useRef<HTMLDivElement>(null);
    const carried = useRef<Carried>({focused: -1, pressed: -1});

    useEffect(() => {
      if (Component) return undefined;
      let mounted = true;
      const show = () =>
        ensureLoaded()
          .then((component) => {
            if (!mounted) return;
            carried.current.focused = focusableElementsIn(serverHtml.current).indexOf(
              document.activeElement as HTMLElement,
            );
            setComponent(() => component);
          })
          .catch(() => undefined);
      if (untilReached && serverHtmlShowsProps && serverHtml.current) {
        const stopWaiting = whenReached(serverHtml.current, carried.current, show);
        return () => {
          mounted = false;
          stopWaiting();
        };
      }
      show();
      return () => {
        mounted = false;
      };
    }, [Component, serverHtmlShowsProps]);

    // In the commit that swaps the blocks, before paint, so focus never rests on the page body in between.
    useLayoutEffect(() => {
      if (!Component) return;
      const {focused, pressed} = carried.current;
      const focusable = focusableElementsIn(slot.current);
      if (focused >= 0) focusable[focused]?.focus();
      if (pressed >= 0) focusable[pressed]?.click();
      carried.current = {focused: -1, pressed: -1};
    }, [Component]);

    if (Component) {
      return (
        <Slot key="loaded" ref={slot} {...slotOptions}>
          <Component {...props} />
        </Slot>
      );
    }
    if (serverHtmlShowsProps) {
      return (
        <div
          key="server-html"
          ref={serverHtml}
          {...slotAttributes(slotOptions)}
          suppressHydrationWarning
          dangerouslySetInnerHTML={{__html: ''}}
        />
      );
    }
    return (
      <Slot key="fallback" {...slotOptions}>
        <Fallback {...props} />
      </Slot>
    );
  };
}
