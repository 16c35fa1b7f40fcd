/**
 * Puts `recordShortcut.js` inline at the top of every page, so that a search shortcut pressed in the second or two
 * before the page hydrates opens the modal once it can, instead of being lost. Inline, so it runs before any bundle
 * is fetched; the build hashes it into the Content-Security-Policy like every inline script
 * (scripts/hosting-headers).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

/** The script without its comment lines and indentation: it is in every page's HTML. */
export function recordShortcutScript(): string {
  return readFileSync(path.join(__dirname, 'recordShortcut.js'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('//'))
    .join('');
}

export default function earlySearchShortcutPlugin(): Plugin {
  const script = recordShortcutScript();
  return {
    name: 'early-search-shortcut',
    injectHtmlTags() {
      return {headTags: [{tagName: 'script', innerHTML: script}]};
    },
  };
}
