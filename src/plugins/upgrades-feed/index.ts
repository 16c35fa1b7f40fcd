/**
 * Publishes the upgrade record for operators: writes /upgrades.ics and /upgrades.atom after the build, and
 * hands the build date to the pages, whose upgrade components choose tense and status from it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {upgrades} from '../../data/upgrades';
import {upgradesAtom, upgradesIcs} from './feeds';
import type {BuildDateData} from './useBuildDate';

export default function upgradesFeedPlugin(context: LoadContext): Plugin {
  return {
    name: 'upgrades-feed',
    async contentLoaded({actions}) {
      const data: BuildDateData = {builtAt: new Date().toISOString()};
      actions.setGlobalData(data);
    },
    async postBuild({outDir}) {
      const siteUrl = context.siteConfig.url.replace(/\/$/, '');
      await fs.writeFile(path.join(outDir, 'upgrades.ics'), upgradesIcs(upgrades, siteUrl));
      await fs.writeFile(path.join(outDir, 'upgrades.atom'), upgradesAtom(upgrades, siteUrl));
    },
  };
}
