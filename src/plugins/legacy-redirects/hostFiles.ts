/** Writes the host redirect table in the two formats the site's hosts read, both answering 301. */
import type {HostRule} from './rules';

const HEADER = '# Written by the build from src/data/redirects.ts (src/plugins/legacy-redirects); do not edit.';

/** Netlify and Cloudflare Pages: exact lines first, then folders as splats (`/old/*`), the first match wins. */
export function redirectsFile(rules: readonly HostRule[]): string {
  const lines = rules.map(({from, to, folder}) => {
    if (!folder) return `${from} ${to} 301`;
    return `${from}/* ${folder === 'moved' ? `${to}/:splat` : to} 301`;
  });
  return `${[HEADER, ...lines].join('\n')}\n`;
}

/** The variable nginx-redirects.conf sets; scripts/hosting-headers/headers.mjs answers it with a 301. */
export const NGINX_VARIABLE = '$celo_docs_redirect';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const quote = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/**
 * nginx: a `map` for the `http` block. Its exact keys match without regard to case, as nginx compares them; a line
 * that only changes the case of a page (`/learn/celo-coin-summary` → `/learn/CELO-coin-summary`) is a case-sensitive
 * regex instead, or the page itself would match it. Folders are case-insensitive regexes, longest first. nginx
 * matches `$uri` decoded, so keys are decoded too.
 */
export function nginxRedirectMap(rules: readonly HostRule[]): string {
  const seen = new Set<string>();
  const exact: string[] = [];
  const caseOnly: string[] = [];
  for (const {from, to} of rules.filter((rule) => !rule.folder)) {
    const key = decodeURI(from);
    if (key.toLowerCase() === to.toLowerCase()) {
      caseOnly.push(`  ${quote(`~^${escapeRegExp(key)}$`)} ${quote(to)};`);
    } else if (!seen.has(key.toLowerCase())) {
      seen.add(key.toLowerCase());
      exact.push(`  ${quote(key)} ${quote(to)};`);
    }
  }
  const folders = rules
    .filter((rule) => rule.folder)
    .map(({from, to, folder}) => {
      const pattern = `~*^${escapeRegExp(decodeURI(from))}/(?<celo_docs_rest>.+)$`;
      return `  ${quote(pattern)} ${quote(folder === 'moved' ? `${to}/$celo_docs_rest` : to)};`;
    });
  return `${[
    HEADER,
    '# Include it in the http block; nginx-headers.conf, in the server block, answers 301 when it matches.',
    '# Long paths and a thousand keys need larger map hash tables than nginx sizes by default.',
    'map_hash_bucket_size 256;',
    'map_hash_max_size 8192;',
    `map $uri ${NGINX_VARIABLE} {`,
    '  default "";',
    ...exact,
    ...caseOnly,
    ...folders,
    '}',
  ].join('\n')}\n`;
}
