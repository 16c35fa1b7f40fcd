// Wraps the phone menu so it renders when the reader first reaches for it, not hidden on every page a phone loads.
import {useEffect, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

/** The navbar's menu button (`@theme/Navbar/MobileSidebar/Toggle`). */
const MENU_BUTTON = '.navbar__toggle';
/** A reader reaching for the menu button: a finger or pointer going down on it, or the focus arriving on it. */
const REACHING_EVENTS = ['pointerdown', 'focusin'] as const;

/**
 * Whether the menu has been reached for: from the first pointer press on or focus of the menu button, which come
 * before its click, so that the menu is in place to slide in when the click opens it; or once it is open.
 */
function useReachedFor(shown: boolean): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (reached) return undefined;
    const onReach = (event: Event) => {
      if (event.target instanceof Element && event.target.closest(MENU_BUTTON)) setReached(true);
    };
    for (const type of REACHING_EVENTS) document.addEventListener(type, onReach, true);
    return () => {
      for (const type of REACHING_EVENTS) document.removeEventListener(type, onReach, true);
    };
  }, [reached]);
  return reached || shown;
}

/**
 * On a phone Docusaurus renders the whole menu (the navbar's items and the page's sidebar) just after hydration, hidden
 * off screen until the menu button opens it. This renders it from the moment the reader reaches for that button.
 */
export default function MobileSidebarWrapper(): ReactNode {
  const {shown} = useNavbarMobileSidebar();
  return useReachedFor(shown) ? <MobileSidebar /> : null;
}
