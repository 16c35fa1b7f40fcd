// Reads a `_redirects` file (the format Netlify and Cloudflare Pages read) and answers with its first matching line,
// as Cloudflare Pages does: `/old /new 301`, or `/old/* /new/:splat 301` for a folder. The tests read the build's file with it.

/** @typedef {{from: string, splat: boolean, to: string, status: number}} RedirectLine */

/** @param {string} text @returns {RedirectLine[]} */
export function parseRedirectsFile(text) {
  const lines = [];
  for (const [index, line] of text.split('\n').entries()) {
    const fields = line.trim().split(/\s+/);
    if (!fields[0] || fields[0].startsWith('#')) continue;
    const [from, to, status = '302'] = fields;
    if (!to || !/^30[1278]$/.test(status)) {
      throw new Error(`_redirects line ${index + 1}: expected "<from> <to> <301|302|307|308>", got "${line}"`);
    }
    const splat = from.endsWith('/*');
    lines.push({from: splat ? from.slice(0, -1) : from, splat, to, status: Number(status)});
  }
  return lines;
}

/** The redirect for `pathname` (as requested, still percent-encoded), or undefined. */
/** @param {RedirectLine[]} lines @param {string} pathname @returns {{location: string, status: number} | undefined} */
export function redirectFor(lines, pathname) {
  for (const line of lines) {
    if (!line.splat && line.from === pathname) return {location: line.to, status: line.status};
    if (line.splat && pathname.startsWith(line.from) && pathname.length > line.from.length) {
      return {location: line.to.replace(':splat', pathname.slice(line.from.length)), status: line.status};
    }
  }
  return undefined;
}
