import type {Config} from '@docusaurus/types';

/**
 * How strict a build is: every broken link, anchor, markdown link or image fails it. Shared by
 * docusaurus.config.ts and the fault-injection fixture (tests/faults/fixture), so the suite proves the
 * site's own settings. `scripts/build.mjs` also fails on any warning, so a duplicate route fails too.
 */
export const strictness = {
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'warn',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
} as const satisfies Partial<Config>;
