// Inline in every page's <head>, before the app's scripts: a search shortcut (Ctrl/Cmd+K, or "/" outside a form
// field) pressed before the page has hydrated is kept in `window.earlySearchShortcut`, and the search bar presses it
// again once it listens (src/theme/SearchBar/earlyShortcut.ts). The same keys as DocSearch's own listener.
(function () {
  var early = {pressed: null, stop: stop};
  function typing(target) {
    return !!target && (target.isContentEditable || /^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(target.tagName));
  }
  function record(event) {
    var key = (event.key || '').toLowerCase();
    var shortcut = (key === 'k' && (event.metaKey || event.ctrlKey)) || (key === '/' && !typing(event.target));
    if (!shortcut) return;
    event.preventDefault();
    early.pressed = {key: event.key, code: event.code, ctrlKey: event.ctrlKey, metaKey: event.metaKey};
  }
  function stop() {
    document.removeEventListener('keydown', record, true);
  }
  window.earlySearchShortcut = early;
  document.addEventListener('keydown', record, true);
})();
