/**
 * Fails the build when a showcase entry breaks a rule of src/data/validateShowcase.ts (an unknown tag, a
 * duplicate, an address that is not https…), naming the data file, the entry and the rule.
 */
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {ShowcaseInput} from '../../data/showcase';
import {validateShowcase} from '../../data/validateShowcase';

export interface ShowcaseCheckOptions {
  /** The data file the entries come from, relative to the site, named in the error. */
  file: string;
  /**
   * Returns the entries. A function keeps them out of the browser: the site config, plugin options included, ships
   * with every page as JSON, and a function is left out of it.
   */
  loadEntries: () => readonly ShowcaseInput[];
}

export default function showcaseCheckPlugin(_context: LoadContext, options: ShowcaseCheckOptions): Plugin {
  return {
    name: 'showcase-check',
    loadContent() {
      const problems = validateShowcase(options.loadEntries());
      if (problems.length > 0) {
        const list = problems.map((problem) => `  - ${problem}`).join('\n');
        throw new Error(
          `${options.file}: ${problems.length} showcase problem(s), see src/data/validateShowcase.ts:\n${list}`,
        );
      }
    },
  };
}
