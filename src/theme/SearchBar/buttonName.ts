/**
 * The search button's accessible name is its visible text, "Search". DocSearch names it "Search (Meta+k)" with
 * aria-label, which WCAG 2.5.3 (Label in Name) fails: the label must hold the text shown, key caps included. So the
 * label goes and the button is named by its content. The key caps, which the button also announces as its key
 * shortcut, are hidden from assistive technology. On phones, where DocSearch hides the text, buttonName.css keeps it
 * for screen readers only, so the button stays named.
 */
import {useEffect} from 'react';
import './buttonName.css';

function nameByContent(button: HTMLButtonElement) {
  if (button.hasAttribute('aria-label')) button.removeAttribute('aria-label');
  const keys = button.querySelector('.DocSearch-Button-Keys');
  if (keys && keys.getAttribute('aria-hidden') !== 'true') keys.setAttribute('aria-hidden', 'true');
}

/** Keeps the navbar's search button named by its text, also after DocSearch renders it again. */
export function useSearchButtonNamedByText() {
  useEffect(() => {
    const button = document.querySelector<HTMLButtonElement>('.DocSearch-Button');
    if (!button) return undefined;
    nameByContent(button);
    const observer = new MutationObserver(() => nameByContent(button));
    observer.observe(button, {childList: true, subtree: true, attributeFilter: ['aria-label', 'aria-hidden']});
    return () => observer.disconnect();
  }, []);
}
