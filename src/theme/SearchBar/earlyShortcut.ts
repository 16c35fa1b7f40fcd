/**
 * Presses again, once the search bar listens, a search shortcut the reader pressed before the page hydrated, which
 * the inline script of `src/plugins/early-search-shortcut` kept. DocSearch listens for its shortcuts on `window`, in
 * an effect of the search bar: this runs in an effect of the wrapper, which React runs after its children's.
 */
import {useEffect} from 'react';

interface EarlySearchShortcut {
  pressed: Pick<KeyboardEventInit, 'key' | 'code' | 'ctrlKey' | 'metaKey'> | null;
  stop: () => void;
}

declare global {
  interface Window {
    earlySearchShortcut?: EarlySearchShortcut;
  }
}

export function useEarlySearchShortcut() {
  useEffect(() => {
    const early = window.earlySearchShortcut;
    if (!early) return;
    early.stop();
    const {pressed} = early;
    early.pressed = null;
    if (pressed)
      document.body.dispatchEvent(new KeyboardEvent('keydown', {...pressed, bubbles: true, cancelable: true}));
  }, []);
}
