// Where an address leads, from the address map the build writes (`address-map.json`): read by scripts/serve-static.mjs
// and by the not-found page, which forwards on the client what the host did not redirect. Plain JavaScript, so the
// test server runs it without a compile step; src/plugins/legacy-redirects/addressMap.ts writes the map.

/**
 * @typedef {object} AddressMap
 * @property {Record<string, string>} exact Lower-case base spelling of every page and every known old address → the
 *   page it leads to.
 * @property {[string, string, string, boolean][]} folders Folder rules, longest first: [lower-case folder, the
 *   section page for any other path below it, the folder its pages moved to or "" when they are gone, whether the rule
 *   was carried below a moved or copied folder rather than written].
 * @property {Record<string, string>} [moves] Old address as it was written → the page that covers it now, for the
 *   not-found page's "this page used to live at" suggestion.
 * @property {Record<string, string>} [titles] Page → its title.
 * @property {Record<string, string>} [outlines] Every page → the words of its headings, for the not-found page's
 *   matcher (pathMatch.mjs).
 */

const MAX_DEPTH = 4;

/**
 * The spelling every host serves a page at: doubled slashes merged, and a trailing slash, `/index`, `/index.html` or
 * `.html` removed. `/protocol/pos/index/` and `//protocol/pos.html` are both `/protocol/pos`.
 * @param {string} pathname
 */
export function baseSpelling(pathname) {
  let base = pathname.replace(/\/{2,}/g, '/');
  for (let previous = ''; previous !== base;) {
    previous = base;
    base = base.replace(/\/+$/, '').replace(/(?:\/index(?:\.html?)?|\.html?)$/i, '');
  }
  return base || '/';
}

/**
 * The page `pathname` (decoded) leads to: a page or an old address under any spelling, else the folder rule that
 * holds it, whose moved pages are found by name, then by the nearest folder above them that is a page, and whose other
 * paths go to the section page, as does the folder's own address. Undefined when nothing covers it.
 * @param {AddressMap} map
 * @param {string} pathname
 * @returns {string | undefined}
 */
export function addressTarget(map, pathname) {
  return lookup(map, baseSpelling(pathname).toLowerCase(), 0);
}

/** @param {AddressMap} map @param {string} key @param {number} depth @returns {string | undefined} */
function lookup(map, key, depth) {
  if (Object.hasOwn(map.exact, key)) return map.exact[key];
  const own = map.folders.find(([from]) => key === from);
  if (own) return own[1];
  const folder = map.folders.find(([from]) => key.startsWith(`${from}/`));
  if (!folder) return undefined;
  const [from, , movedTo] = folder;
  if (!movedTo || depth >= MAX_DEPTH) return undefined;
  // The page the rest of the path names under the folder's new name.
  return lookup(map, movedTo.toLowerCase() + key.slice(from.length), depth + 1);
}

/**
 * The page to send the reader to instead of `pathname`, or undefined when `pathname` is already how the page is
 * written (or nothing covers it). Doubled slashes always redirect, even to the same page.
 * @param {AddressMap} map
 * @param {string} pathname
 */
export function redirectTarget(map, pathname) {
  const target = addressTarget(map, pathname);
  return target !== undefined && target !== pathname ? target : undefined;
}
