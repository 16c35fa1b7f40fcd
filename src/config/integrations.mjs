// Third-party services, each switched on only by its id in the build environment; with none set, a page loads
// nothing from another host. Plain JavaScript because the build script (scripts/build.mjs) reads it too, to let
// the Content-Security-Policy allow exactly the hosts of the services switched on.
const env = process.env;

/**
 * @typedef {object} Integrations
 * @property {{key: string, scriptUrl: string} | undefined} [aiAssistant] The assistant's public key, from AI_ASSISTANT_KEY.
 * @property {string | undefined} [googleAnalytics] Google Analytics measurement id (G-…), from GA_TRACKING_ID.
 * @property {string | undefined} [googleTagManager] Google Tag Manager container id (GTM-…), from GTM_CONTAINER_ID.
 * @property {string | undefined} [marketingForms] HubSpot portal id for the marketing forms, from HUBSPOT_PORTAL_ID.
 * @property {string | undefined} [algoliaAppId] The hosted search app, from ALGOLIA_APP_ID (see src/config/search.ts).
 * @property {boolean} testHooks Adds /test-hooks/crash for the crash-page test; E2E_TEST_HOOKS=1, never in production.
 */

/** @type {Integrations} */
export const integrations = {
  aiAssistant: env.AI_ASSISTANT_KEY
    ? {key: env.AI_ASSISTANT_KEY, scriptUrl: 'https://widget.kapa.ai/kapa-widget.bundle.js'}
    : undefined,
  googleAnalytics: env.GA_TRACKING_ID || undefined,
  googleTagManager: env.GTM_CONTAINER_ID || undefined,
  marketingForms: env.HUBSPOT_PORTAL_ID || undefined,
  algoliaAppId: env.ALGOLIA_APP_ID || undefined,
  testHooks: env.E2E_TEST_HOOKS === '1',
};

/** @param {string} portalId */
export function marketingFormsScript(portalId) {
  return `https://js.hs-scripts.com/${portalId}.js`;
}

/** @typedef {Partial<Record<'script-src' | 'connect-src' | 'img-src' | 'frame-src' | 'font-src', string[]>>} CspSources */

const googleHosts = [
  'https://www.googletagmanager.com',
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
];
const hubspotHosts = [
  'https://*.hs-scripts.com',
  'https://*.hsforms.net',
  'https://*.hubspot.com',
  'https://*.hs-analytics.net',
];

/**
 * The extra hosts each CSP directive must allow for the services switched on.
 * @param {Integrations} active
 * @returns {CspSources[]}
 */
export function integrationCspSources(active) {
  /** @type {CspSources[]} */
  const sources = [];
  if (active.algoliaAppId) {
    sources.push({'connect-src': [`https://${active.algoliaAppId}-dsn.algolia.net`, 'https://*.algolianet.com']});
  }
  if (active.aiAssistant) {
    const kapa = ['https://*.kapa.ai'];
    sources.push({
      'script-src': [new URL(active.aiAssistant.scriptUrl).origin],
      'connect-src': kapa,
      'img-src': kapa,
      'font-src': kapa,
      'frame-src': [...kapa, 'https://*.hcaptcha.com'],
    });
  }
  if (active.googleAnalytics || active.googleTagManager) {
    sources.push({
      'script-src': ['https://www.googletagmanager.com'],
      'connect-src': googleHosts,
      'img-src': googleHosts,
      'frame-src': ['https://www.googletagmanager.com'],
    });
  }
  if (active.marketingForms) {
    sources.push({
      'script-src': hubspotHosts,
      'connect-src': hubspotHosts,
      'img-src': hubspotHosts,
      'frame-src': hubspotHosts,
    });
  }
  return sources;
}
