/**
 * Search settings. With ALGOLIA_APP_ID, ALGOLIA_API_KEY and ALGOLIA_INDEX_NAME set at build time the site
 * searches that hosted index; otherwise it builds and searches its own index (src/plugins/local-search).
 */
import type {LocalSearchOptions} from '../plugins/local-search';
import {siteUrl} from './links';

const {ALGOLIA_APP_ID, ALGOLIA_API_KEY, ALGOLIA_INDEX_NAME} = process.env;

export const searchMode: 'algolia' | 'local' =
  ALGOLIA_APP_ID && ALGOLIA_API_KEY && ALGOLIA_INDEX_NAME ? 'algolia' : 'local';

export const algoliaConfig = {
  appId: ALGOLIA_APP_ID ?? 'local',
  apiKey: ALGOLIA_API_KEY ?? 'local',
  indexName: ALGOLIA_INDEX_NAME ?? 'celo-docs',
  contextualSearch: true,
  searchPagePath: 'search',
  // A hit on another site opens there instead of inside this one.
  externalUrlRegex: `^https?://(?!${new URL(siteUrl).host.replace(/\./g, '\\.')}(/|$))`,
  // Old index entries under /docs/ land on today's routes at the site root.
  replaceSearchResultPathname: {from: '/docs/', to: '/'},
  searchParameters: {},
  insights: false,
};

export const localSearchOptions: LocalSearchOptions = {
  defaultSection: 'Documentation',
  sections: {
    '/general': 'What is Celo',
    '/welcome': 'What is Celo',
    '/overview': 'What is Celo',
    '/key-concepts': 'What is Celo',
    '/learn': 'Learn',
    '/build': 'Build',
    '/network': 'Networks',
    '/developer': 'Tooling',
    '/integration': 'Integration',
    '/contract-addresses': 'Tooling',
    '/token-addresses': 'Tooling',
    '/cel2': 'Layer 2',
    '/protocol': 'Protocol',
    '/validator': 'Validators',
    '/holder': 'Holders',
    '/wallet': 'Wallets',
    '/cli': 'CLI',
    '/community': 'Community',
    '/tutorials': 'Tutorials',
    '/blog': 'Blog',
    '/l1': 'L1 archive',
  },
};
