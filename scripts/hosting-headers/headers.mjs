// The response headers a static host should send for the built site, as a `_headers` file and as nginx directives.

export const IMMUTABLE_PATHS = ['/assets/*', '/search/index.*', '/search/terms/*', '/search/text/*'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

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

/** For hosts that read `_headers` (Netlify, Cloudflare Pages); the scripts/serve-static.mjs test server reads it too. */
/** @param {string} csp */
export function headersFile(csp) {
  /** @type {(pattern: string, headers: [string, string][]) => string} */
  const block = (pattern, headers) => [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  return `${[
    block('/*', securityHeaders(csp)),
    ...IMMUTABLE_PATHS.map((pattern) => block(pattern, [['Cache-Control', IMMUTABLE]])),
  ].join('\n')}\n`;
}

/** The same headers for nginx: `include` it inside the site's `server` block. */
/** @param {string} csp */
export function nginxSnippet(csp) {
  /** @type {(headers: [string, string][], indent: string) => string} */
  const addHeaders = (headers, indent) =>
    headers.map(([name, value]) => `${indent}add_header ${name} "${value}" always;`).join('\n');
  const immutable = IMMUTABLE_PATHS.map((pattern) => pattern.replace(/\*$/, '').replace('.', '\\.'));
  return `${[
    '# Written by the build (scripts/hosting-headers); include it in the server block.',
    addHeaders(securityHeaders(csp), ''),
    `location ~ ^(${immutable.join('|')}) {`,
    addHeaders([...securityHeaders(csp), ['Cache-Control', IMMUTABLE]], '  '),
    '}',
  ].join('\n')}\n`;
}
