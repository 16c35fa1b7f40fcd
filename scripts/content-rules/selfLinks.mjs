// Rule: a page links to the site's own pages by route, never by the production address. This site is served at
// siteUrl (src/config/links.ts); an absolute link to it leaves a preview or local build, skips the broken-link check
// and the Markdown twins' link rewriting, and sends readers of other hosts to production. Celo's other documentation
// sources are cited by their repository (github.com/celo-org/docs), not by this host.
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const {siteUrl} = await loadFreshModule(path.join(root, 'src/config/links.ts'));
const SELF_LINK = new RegExp(`\\]\\(${siteUrl.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}(/[^)\\s]*)?\\)`);

export function checkSelfLinks({lines, report}) {
  lines.forEach((line, index) => {
    const match = SELF_LINK.exec(line);
    if (match) {
      report(
        index,
        'link',
        `links to ${siteUrl}${match[1] ?? ''}, this site's own address: link the route (${match[1] ?? '/'}), or cite celo-org/docs by its GitHub file`,
      );
    }
  });
}
