/**
 * A component whose code loads when a page first renders it. React's `lazy` needs a Suspense boundary, and the
 * server outlines large boundaries into hidden blocks that a script reveals, which would hide code from readers
 * without JavaScript; so this keeps the server's HTML instead. While the code loads, a component that was
 * server-rendered keeps its HTML untouched, and one rendered after a client-side navigation shows `Fallback`.
 */
import {useEffect, useState, type ComponentType, type ReactNode} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {Slot, slotAttributes, type SlotOptions} from '../slot';

export function onDemand<Props extends object>(
  load: () => Promise<{default: ComponentType<Props>}>,
  Fallback: ComponentType<Props>,
  slotOptions: SlotOptions = {},
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
    const isBrowser = useIsBrowser();
    const [hydrating] = useState(() => !isBrowser);
    const [Component, setComponent] = useState(() => loaded);
    useEffect(() => {
      if (Component) return undefined;
      let mounted = true;
      ensureLoaded()
        .then((component) => mounted && setComponent(() => component))
        .catch(() => undefined);
      return () => {
        mounted = false;
      };
    }, [Component]);
    if (Component) {
      return (
        <Slot key="loaded" {...slotOptions}>
          <Component {...props} />
        </Slot>
      );
    }
    if (hydrating) {
      return (
        <div
          key="server-html"
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
