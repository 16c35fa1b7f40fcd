// After the production build: fails it when the stylesheet every page blocks on is over budget or inlines a font
// (./check.mjs). The global stylesheets are those the 404 page links: it has no math, code or page-specific part.
import fs from 'node:fs/promises';
import path from 'node:path';
import {globalStylesheetProblems} from './check.mjs';

/** @param {string} outDir @returns {Promise<string[]>} */
export async function checkGlobalStylesheet(outDir) {
  const html = await fs.readFile(path.join(outDir, '404.html'), 'utf8');
  const hrefs = [...html.matchAll(/<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/gi)]
    .map(([tag]) => /\bhref=["']?([^"'\s>]+)/.exec(tag)?.[1])
    .filter((href) => href !== undefined);
  const stylesheets = await Promise.all(
    hrefs.map(async (href) => ({name: href, css: await fs.readFile(path.join(outDir, href), 'utf8')})),
  );
  return globalStylesheetProblems(stylesheets);
}
