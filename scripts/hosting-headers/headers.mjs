// The response headers a static host should send for the built site, as a `_headers` file and as nginx directives.

export const IMMUTABLE_PATHS = ['/assets/*', '/search/index.*', '/search/terms/*', '/search/text/*'];
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Set by the map in nginx-redirects.conf (src/plugins/legacy-redirects/hostFiles.ts names it too). */
const NGINX_REDIRECT_VARIABLE = '$celo_docs_redirect';

/**
 * The policies of the site: `strict` for every page, and a policy of its own for each route in `pages` that needs
 * more: 'unsafe-eval' for a live code block, the RPC origins in `connect-src` for a Try-it form.
 * @typedef {{strict: string, pages: {route: string, csp: string}[]}} Policies
 */

/** @param {string} csp @returns {[string, string][]} */
export function securityHeaders(csp) {
  return [
    ['Content-Security-Policy', csp],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
  ];
}

/**
 * For hosts that read `_headers` (Netlify, Cloudflare Pages); the scripts/serve-static.mjs test server reads it too.
 * A page's own rule comes after `/*`: where rules set the same header, the later one wins.
 * @param {Policies} policies
 */
export function headersFile({strict, pages}) {
  /** @type {(pattern: string, headers: [string, string][]) => string} */
  const block = (pattern, headers) => [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block('/*', securityHeaders(strict)),
    ...pages.map(({route, csp}) => block(route, [['Content-Security-Policy', csp]])),
    ...IMMUTABLE_PATHS.map((pattern) => block(pattern, [['Cache-Control', IMMUTABLE]])),
  ].join('\n')}\n`;
}

/** @param {string} text */
const nginxString = (text) => text.replace(/[\\"$]/g, '\\$&');

/**
 * The same headers for nginx: `include` it inside the site's `server` block. A `location` with its own `add_header`
 * drops the server's, so each one repeats them all.
 * @param {Policies} policies
 */
export function nginxSnippet({strict, pages}) {
  /** @type {(headers: [string, string][], indent: string) => string} */
  const addHeaders = (headers, indent) =>
    headers.map(([name, value]) => `${indent}add_header ${name} "${value}" always;`).join('\n');
  const immutable = IMMUTABLE_PATHS.map((pattern) => pattern.replace(/\*$/, '').replace('.', '\\.'));
  return `${[
    '# Written by the build (scripts/hosting-headers); include it in the server block.',
    addHeaders(securityHeaders(strict), ''),
    `location ~ ^(${immutable.join('|')}) {`,
    addHeaders([...securityHeaders(strict), ['Cache-Control', IMMUTABLE]], '  '),
    // The search index files have gzipped siblings (src/plugins/local-search/build/writeIndex.ts): sent as they are.
    '  gzip_static on;',
    '}',
    '# Old addresses and other spellings: nginx-redirects.conf, included in the http block, maps each to its page.',
    '# The Location stays a path, whatever Host header the request carried.',
    'absolute_redirect off;',
    `if (${NGINX_REDIRECT_VARIABLE}) {`,
    `  return 301 ${NGINX_REDIRECT_VARIABLE}$is_args$args;`,
    '}',
    ...pages.flatMap(({route, csp}) => [
      `location = "${nginxString(route)}" {`,
      addHeaders(securityHeaders(csp), '  '),
      '  try_files $uri.html $uri/index.html =404;',
      '}',
    ]),
  ].join('\n')}\n`;
}
