// The test ids the second build is made with (`npm run build:integrations`), shared with the specs that check it.
// None of them is a real account; every request to these services is intercepted by the tests.
export const integrationsTestEnv = {
  ALGOLIA_APP_ID: 'TESTAPPID',
  ALGOLIA_API_KEY: 'test-search-only-key',
  ALGOLIA_INDEX_NAME: 'celo-docs-test',
  AI_ASSISTANT_KEY: 'test-assistant-key',
  GA_TRACKING_ID: 'G-TEST12345',
  GTM_CONTAINER_ID: 'GTM-TEST123',
  HUBSPOT_PORTAL_ID: '1234567',
  E2E_TEST_HOOKS: '1',
};
