/**
 * Runs `change` with CSS transitions off until the next frame has painted. A change of color mode changes the color
 * of every link, button and border on the page; with Infima's transitions each of them would animate (about 125
 * transitions on a doc page), each firing `transitionrun`, `transitionstart` and `transitionend` events that React's
 * root listener dispatches, and restyling the page frame after frame. Without them the page repaints once.
 */
const NO_TRANSITIONS = '*,*::before,*::after{transition:none!important}';

export function withoutTransitions(change: () => void): void {
  const style = document.createElement('style');
  style.textContent = NO_TRANSITIONS;
  document.head.appendChild(style);
  try {
    change();
  } finally {
    // A task queued from the frame's animation callbacks runs after that frame paints the new colors.
    requestAnimationFrame(() => setTimeout(() => style.remove(), 0));
  }
}
