// Rewrites every client redirect page that @docusaurus/plugin-client-redirects writes into a valid HTML document (a
// title, the script inside the head, a body with a link for readers without scripts or refresh) that shares one inline
// script with all the others, so the Content-Security-Policy needs one hash for them rather than one per target: with a
// thousand old addresses the policy would outgrow what nginx reads as one parameter (4 KB) and what Cloudflare Pages
// accepts on a `_headers` line. The script reads the target from the page's canonical link.
const REDIRECT_TARGET = /<link rel="canonical" href="([^"]*)"\s*\/?>/;
const SHARED_SCRIPT =
  "<script>window.location.href = document.querySelector('link[rel=\"canonical\"]').getAttribute('href') + " +
  'window.location.search + window.location.hash;</script>';

/** @param {string} text */
const escapeHtml = (text) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** @param {string} target the path the old address leads to */
export function redirectDocument(target) {
  const href = escapeHtml(target);
  return [
    '<!DOCTYPE html>',
    '<html lang="en">',
    '  <head>',
    '    <meta charset="UTF-8">',
    `    <title>Moved to ${href}</title>`,
    '    <meta name="robots" content="noindex">',
    `    <meta http-equiv="refresh" content="0; url=${href}">`,
    `    <link rel="canonical" href="${href}">`,
    `    ${SHARED_SCRIPT}`,
    '  </head>',
    '  <body>',
    `    <p>This page has moved to <a href="${href}">${href}</a>.</p>`,
    '  </body>',
    '</html>',
    '',
  ].join('\n');
}

/** @param {string} html @returns {string} the page as a valid redirect document, or unchanged when it is no redirect page */
export function shareRedirectScript(html) {
  if (!html.includes('http-equiv="refresh"')) return html;
  const target = REDIRECT_TARGET.exec(html)?.[1];
  if (target === undefined || html.includes('<body')) return html;
  return redirectDocument(target.replace(/&amp;/g, '&'));
}
