/**
 * Scale run: the site plus ten times as many generated doc pages, built cold and compared with the normal cold
 * build. It writes into the benchmark's clone only, and leaves that clone's build/ as the scaled site: run it last.
 */
import {mkdirSync, readdirSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {measureColdBuild} from './build.mjs';
import {withFaster} from './faster.mjs';
import {SCALE_FOLDER, scalePages} from './scale-pages.mjs';

const SCALE_FACTOR = 10;
const DOC_FOLDERS = ['docs', 'versioned_docs', 'tutorials'];

function countMarkdown(dir) {
  return readdirSync(dir, {withFileTypes: true, recursive: true}).filter(
    (entry) => entry.isFile() && /\.mdx?$/.test(entry.name),
  ).length;
}

/** Doc pages of the site in `siteDir`: the Markdown files of every docs instance and version. */
export function countDocPages(siteDir) {
  return DOC_FOLDERS.reduce((total, folder) => total + countMarkdown(path.join(siteDir, folder)), 0);
}

/** Writes the pages under docs/ and wraps sidebars.ts so the site's sidebars and the generated ones are both used. */
function addPages(siteDir, count) {
  const {pages, sidebars} = scalePages(count);
  for (const page of pages) {
    const file = path.join(siteDir, 'docs', `${page.id}.md`);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, page.markdown);
  }
  renameSync(path.join(siteDir, 'sidebars.ts'), path.join(siteDir, 'sidebars.site.ts'));
  writeFileSync(path.join(siteDir, `sidebars.${SCALE_FOLDER}.json`), JSON.stringify(sidebars));
  writeFileSync(
    path.join(siteDir, 'sidebars.ts'),
    [
      "import site from './sidebars.site';",
      `import scale from './sidebars.${SCALE_FOLDER}.json';`,
      '',
      'export default {...site, ...scale};',
      '',
    ].join('\n'),
  );
}

const ratio = (value, base) => Number((value / base).toFixed(2));

/** Cold build of the scaled site, and its growth over `normalCold`, the cold build of the same site without the pages. */
export function measureScale(siteDir, normalCold) {
  const docPages = countDocPages(siteDir);
  const generatedPages = SCALE_FACTOR * docPages;
  addPages(siteDir, generatedPages);
  const build = measureColdBuild(siteDir, withFaster);
  return {
    docPages,
    generatedPages,
    ...build,
    timeGrowth: ratio(build.seconds, normalCold.seconds),
    memoryGrowth: ratio(build.peakMemoryMiB, normalCold.peakMemoryMiB),
  };
}
