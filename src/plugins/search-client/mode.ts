/** Whether this build searches Algolia rather than its own index, as `customFields.searchMode` in the site config says. */
import siteConfig from '@generated/docusaurus.config';

export const algoliaMode = siteConfig.customFields?.searchMode === 'algolia';
