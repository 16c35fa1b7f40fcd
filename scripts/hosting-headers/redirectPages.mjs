// Gives every client redirect page the same inline script, so the Content-Security-Policy needs one hash for all of
// them rather than one per target: with a thousand old addresses the policy would outgrow what nginx reads as one
// parameter (4 KB) and what Cloudflare Pages accepts on a `_headers` line. The script reads the target from the
// page's canonical link, which @docusaurus/plugin-client-redirects writes with the same URL as its own script.
const REDIRECT_SCRIPT =
  /<script>\s*window\.location\.href = '[^']*' \+ window\.location\.search \+ window\.location\.hash;\s*<\/script>/;
const SHARED_SCRIPT =
  "<script>window.location.href = document.querySelector('link[rel=\"canonical\"]').getAttribute('href') + " +
  'window.location.search + window.location.hash;</script>';

/** @param {string} html @returns {string} the page with the shared script, or unchanged when it is no redirect page */
export function shareRedirectScript(html) {
  if (!html.includes('http-equiv="refresh"') || !html.includes('rel="canonical"')) return html;
  return html.replace(REDIRECT_SCRIPT, SHARED_SCRIPT);
}
