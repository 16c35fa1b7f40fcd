/** Writes the address map in the two formats the site's hosts read, both answering 301 with a path of the site. */
import {exactEntries, type AddressMap} from './addressMap';

const HEADER = '# Written by the build from src/data/redirects.ts (src/plugins/legacy-redirects); do not edit.';

/** Cloudflare Pages reads at most this many exact lines of `_redirects`. */
export const REDIRECTS_LIMIT = 2000;

/**
 * Netlify and Cloudflare Pages: exact lines only (every old address as it was written, its lower-case spelling, then
 * as many names of moved pages as the limit leaves room for). Both hosts drop a trailing slash and `.html`
 * themselves; an address with no line reaches the not-found page, which forwards it (AddressHistory). No folder gets
 * a splat line: one would send every unknown child to the folder's section, past the page its words mean.
 */
export function redirectsFile(map: Required<AddressMap>): string {
  const exact = new Map<string, string>();
  const add = (from: string, to: string) => {
    if (from === to || exact.has(from) || exact.size >= REDIRECTS_LIMIT) return;
    exact.set(from, to);
  };
  for (const [from, to] of Object.entries(map.moves)) add(encodeURI(from), to);
  for (const [from, to] of Object.entries(map.exact)) add(encodeURI(from), to);
  for (const [from, to] of exactEntries(map)) add(encodeURI(from), to);
  return `${[HEADER, ...[...exact].map(([from, to]) => `${from} ${to} 301`)].join('\n')}\n`;
}

/** The variable nginx-redirects.conf sets; scripts/hosting-headers/headers.mjs answers it with a 301. */
export const NGINX_VARIABLE = '$celo_docs_redirect';

const quote = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/**
 * nginx: maps for the `http` block. `$uri` (decoded, slashes merged) loses a trailing slash, `/index`, `.html`; the
 * base is looked up among the exact keys, which nginx compares without regard to case, then among the folders. The
 * redirect is that target unless it is the address as asked and the request had no doubled slash. Every value that
 * reaches `Location` is a page of the build, never a part of the request.
 */
export function nginxRedirectMap(map: AddressMap): string {
  const exact = [...exactEntries(map)].map(([from, to]) => `  ${quote(from)} ${quote(to)};`);
  return `${[
    HEADER,
    '# Include it in the http block; nginx-headers.conf, in the server block, answers 301 when it matches.',
    '# Long paths and a thousand keys need larger map hash tables than nginx sizes by default.',
    'map_hash_bucket_size 256;',
    'map_hash_max_size 16384;',
    'map $uri $celo_docs_base {',
    '  "~*^(?<celo_docs_base_path>/.*?)(?:/index\\.html?|/index|\\.html?)?/*$" $celo_docs_base_path;',
    '  default $uri;',
    '}',
    'map $request_uri $celo_docs_doubled_slash {',
    '  "~^[^?]*//" 1;',
    '  default 0;',
    '}',
    'map $celo_docs_base $celo_docs_target {',
    '  default "";',
    ...exact,
    '}',
    `map "$celo_docs_target|$uri|$celo_docs_doubled_slash" ${NGINX_VARIABLE} {`,
    '  default "";',
    '  "~^\\|" "";',
    '  "~^([^|]+)\\|\\1\\|0\\z" "";',
    '  "~^(?<celo_docs_redirect_to>[^|]+)\\|" $celo_docs_redirect_to;',
    '}',
  ].join('\n')}\n`;
}
