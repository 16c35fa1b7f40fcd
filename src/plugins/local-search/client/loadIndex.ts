/**
 * The local index on the page's own thread, for when the search worker cannot run: fetched once, the first time a
 * search needs it.
 */
import siteConfig from '@generated/docusaurus.config';
import {indexOpener} from './openIndex';

// The ranking library loads with the index, not with the page: most visits never search.
export const loadLocalSearch = indexOpener(siteConfig.url, () => import('./engine'));
