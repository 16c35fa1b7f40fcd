/**
 * The anchor of the comparison: a stock Docusaurus 3.10.2 site, the `classic` template of create-docusaurus in
 * TypeScript (whose `future.v4` turns Faster on), with as many generated doc pages as the site has. The template
 * comes from the npm package; its node_modules is the site's own install, which holds every package it needs at the
 * same versions, so nothing else is fetched and both sites build with the same Docusaurus.
 */
import {mkdirSync, readdirSync, symlinkSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {run} from './run.mjs';
import {SCALE_FOLDER, scalePages} from './scale-pages.mjs';

const CREATE_DOCUSAURUS = 'create-docusaurus@3.10.2';

/**
 * Creates the stock site in `parentDir`/stock with `docPages` generated doc pages under docs/, and builds it.
 * @param {string} parentDir
 * @param {string} nodeModules the site's installed node_modules
 * @param {number} docPages
 * @returns {{buildDir: string, docRoute: string}}
 */
export function buildStockSite(parentDir, nodeModules, docPages) {
  const siteDir = path.join(parentDir, 'stock');
  run('npx', ['--yes', CREATE_DOCUSAURUS, 'stock', 'classic', '--typescript', '--skip-install'], {cwd: parentDir});
  symlinkSync(nodeModules, path.join(siteDir, 'node_modules'), 'dir');
  const {pages} = scalePages(docPages);
  for (const page of pages) {
    const file = path.join(siteDir, 'docs', `${page.id}.md`);
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, page.markdown);
  }
  run('npx', ['docusaurus', 'build'], {cwd: siteDir});
  return {buildDir: path.join(siteDir, 'build'), docRoute: `/docs/${pages[0].id}`};
}

/**
 * The route of the first generated doc page in a stock build made earlier: its number's width follows the doc count
 * the build was made for, which may not be the site's count now.
 * @param {string} buildDir
 */
export function stockDocRoute(buildDir) {
  const part = path.join(buildDir, 'docs', SCALE_FOLDER, 'part-01');
  const [first] = readdirSync(part).sort();
  if (!first) throw new Error(`bench: ${part} holds no generated doc page; is ${buildDir} a stock build of the bench?`);
  return `/docs/${SCALE_FOLDER}/part-01/${first}`;
}
