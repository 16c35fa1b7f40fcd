/** The site's builds with Docusaurus Faster and without it (DOCUSAURUS_FASTER=false), and the ratio of their cold builds. */
import {measureBuilds} from './build.mjs';

export const withFaster = {...process.env, DOCUSAURUS_FASTER: 'true'};
const withoutFaster = {...process.env, DOCUSAURUS_FASTER: 'false'};

/** Cold and warm builds of the site in `dir` both ways; the Faster ones last, so build/ holds Faster's output. */
export function measureBuildsWithAndWithoutFaster(dir) {
  const slow = measureBuilds(dir, withoutFaster);
  const fast = measureBuilds(dir, withFaster);
  return {
    faster: fast,
    withoutFaster: slow,
    fasterColdRatio: Number((fast.cold.seconds / slow.cold.seconds).toFixed(2)),
  };
}
