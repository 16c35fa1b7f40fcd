/** Writes robots.txt after the build: every page may be crawled, and the sitemap is named with the site's own URL. */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`;
}

export default function robotsTxtPlugin(context: LoadContext): Plugin {
  return {
    name: 'robots-txt',
    async postBuild({outDir}) {
      await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(context.siteConfig.url));
    },
  };
}
