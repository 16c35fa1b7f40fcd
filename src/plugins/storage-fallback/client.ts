/**
 * When the browser refuses local storage (strict privacy settings, some embedded views), reading
 * `window.localStorage` throws, and DocSearch's modal reads it without a guard. This module, loaded before the app
 * renders, then makes it absent, so every feature keeps working without persistence, and says so once.
 */
export const STORAGE_WARNING =
  'Browser storage is not available, so settings such as the color mode and recent searches are not kept.';

function storageWorks(): boolean {
  try {
    const probe = '__celo_docs_storage_probe__';
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

export function installStorageFallback(): void {
  if (storageWorks()) return;
  // Absent rather than throwing: every reader (Docusaurus, DocSearch, the color-mode script) checks for it first.
  Object.defineProperty(window, 'localStorage', {configurable: true, value: null});
  console.warn(STORAGE_WARNING);
}

if (typeof window !== 'undefined') installStorageFallback();
