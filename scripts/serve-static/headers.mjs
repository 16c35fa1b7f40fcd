// Reads a `_headers` file (the format Netlify and Cloudflare Pages read): a path pattern on its own line, then
// indented `Name: value` lines. `*` in a pattern matches any run of characters.

/** @returns {{pattern: RegExp, headers: [string, string][]}[]} */
export function parseHeadersFile(text) {
  const rules = [];
  for (const [index, line] of text.split('\n').entries()) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({pattern: patternToRegExp(line.trim()), headers: []});
      continue;
    }
    const separator = line.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || separator < 0) throw new Error(`_headers line ${index + 1}: expected "Name: value" under a path`);
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
  }
  return rules;
}

function patternToRegExp(pattern) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/**
 * The headers every rule matching `pathname` sets, in file order. Sent in that order, a later rule's header replaces
 * an earlier one of the same name, as on Netlify: a live page's policy replaces the site-wide one.
 */
export function headersFor(rules, pathname) {
  return rules.filter((rule) => rule.pattern.test(pathname)).flatMap((rule) => rule.headers);
}
