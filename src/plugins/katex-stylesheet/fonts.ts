/**
 * Writes KaTeX's woff2 fonts beside the stylesheet: each subset to the characters the site's math draws with it
 * (HarfBuzz's subsetter, through subset-font), and a font no math uses as it is, since no page ever loads it. The
 * fonts of a stylesheet are kept in the build cache under its hash, which covers everything they are made from.
 */
import {cpSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import subsetFont from 'subset-font';
import {CACHE_DIR, type KatexStylesheet} from './stylesheet';

export async function subsetFonts(stylesheet: KatexStylesheet, targetDir: string): Promise<void> {
  mkdirSync(path.join(targetDir, 'fonts'), {recursive: true});
  for (const font of stylesheet.fonts) {
    const whole = readFileSync(path.join(stylesheet.distDir, font));
    const characters = stylesheet.glyphs.get(font);
    const written = characters === undefined ? whole : await subsetFont(whole, characters, {targetFormat: 'woff2'});
    writeFileSync(path.join(targetDir, font), written);
  }
}

export async function writeFonts(stylesheet: KatexStylesheet, targetDir: string): Promise<void> {
  const cached = path.join(CACHE_DIR, path.basename(path.dirname(stylesheet.href)));
  if (!existsSync(cached)) {
    const partial = `${cached}.partial`;
    await subsetFonts(stylesheet, partial);
    renameSync(partial, cached);
  }
  cpSync(cached, targetDir, {recursive: true});
}
