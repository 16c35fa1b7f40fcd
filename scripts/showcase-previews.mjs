#!/usr/bin/env node
// Draws one preview card per showcase entry into static/img/showcase/<slug>.webp (640×360, WebP).
// Run it after adding an entry: `npm run showcase:previews`. tests/unit/showcase.test.ts fails when one is missing.
import {mkdirSync, readdirSync, rmSync} from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import {loadFreshModule} from '@docusaurus/utils';

const root = path.resolve(import.meta.dirname, '..');
const outDir = path.join(root, 'static/img/showcase');
const {showcase, previewSlug, PREVIEW_SIZE} = await loadFreshModule(path.join(root, 'src/data/showcase.ts'));
const {tags} = await loadFreshModule(path.join(root, 'src/data/showcaseTags.ts'));

const escapeXml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Splits a description into lines of at most `width` characters. */
function wrap(text, width) {
  const lines = [''];
  for (const word of text.split(' ')) {
    const last = lines.length - 1;
    if ((lines[last] + ' ' + word).trim().length > width) lines.push(word);
    else lines[last] = (lines[last] + ' ' + word).trim();
  }
  return lines.slice(0, 3);
}

function card(entry) {
  const {width, height} = PREVIEW_SIZE;
  const nameSize = Math.min(48, Math.floor(880 / entry.name.length));
  const accent = tags[entry.tags.find((tag) => tag !== 'favorite' && tag !== 'popular') ?? entry.tags[0]].color;
  const description = wrap(entry.description, 44)
    .map((line, i) => `<text x="40" y="${238 + i * 30}" font-size="22" fill="#E6E3D5">${escapeXml(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <rect width="${width}" height="${height}" fill="#1E002B"/>
  <rect width="${width}" height="10" fill="${accent}"/>
  <circle cx="${width - 70}" cy="80" r="34" fill="none" stroke="#F6F4EF" stroke-width="10"/>
  <circle cx="${width - 56}" cy="66" r="14" fill="#FCFF52"/>
  <text x="40" y="150" font-family="DejaVu Sans, sans-serif" font-size="${nameSize}" font-weight="700" fill="#F6F4EF">${escapeXml(entry.name)}</text>
  <g font-family="DejaVu Sans, sans-serif">${description}</g>
</svg>`;
}

rmSync(outDir, {recursive: true, force: true});
mkdirSync(outDir, {recursive: true});
for (const entry of showcase) {
  await sharp(Buffer.from(card(entry)))
    .webp({quality: 70})
    .toFile(path.join(outDir, `${previewSlug(entry.name)}.webp`));
}
console.log(`showcase-previews: ${readdirSync(outDir).length} cards in ${path.relative(root, outDir)}`);
