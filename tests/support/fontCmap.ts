/** The code points a font file maps to glyphs (its `cmap`), read with HarfBuzz, the engine that subset the fonts. */
import subsetFont from 'subset-font';

/** `font` may be woff2: subset-font unpacks it, keeping every glyph, since HarfBuzz reads TrueType only. */
export async function codePointsOf(font: Buffer): Promise<Set<number>> {
  // Imported when used: harfbuzzjs is an ES module with a top-level await, which Playwright's CommonJS cannot require.
  const {Blob, Face} = await import('harfbuzzjs');
  const trueType = await subsetFont(font, '', {keepAllGlyphs: true, targetFormat: 'sfnt'});
  return new Set(new Face(new Blob(trueType)).collectUnicodes());
}
