/**
 * Which characters each KaTeX font face draws in some KaTeX HTML. The face of a piece of text is worked out from
 * KaTeX's own stylesheet as a browser does it: the font rules matching an element (the most specific, then the last)
 * or else its parent's font; then, of the `@font-face`s of the first family that has any, the one closest in style and
 * weight. Characters a face has no glyph for stay in its list: subsetting drops them, and the browser falls back to
 * another font exactly as it does with KaTeX's full fonts.
 */
import type {Element} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {selectAll} from 'hast-util-select';

export interface FontFace {
  family: string;
  style: string;
  weight: number;
  /** The face's woff2 file as the stylesheet names it (`fonts/KaTeX_Main-Regular.woff2`). */
  file: string;
}

interface Font {
  families: string[];
  style: string;
  weight: number;
}

interface FontRule {
  selector: string;
  specificity: number;
  font: Partial<Font>;
  /** The text a `::before` or `::after` rule generates, with the digits a `counter()` can show. */
  generated: string;
}

/** Characters by face file; KaTeX's faces only, in the order met. */
export type GlyphsByFont = Map<string, Set<string>>;

const declarationsOf = (body: string): Map<string, string> =>
  new Map(
    body
      .split(';')
      .filter((declaration) => declaration.includes(':'))
      .map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim()];
      }),
  );

const familiesOf = (list: string): string[] => list.split(',').map((name) => name.trim().replace(/^["']|["']$/g, ''));
const weightOf = (value: string): number => (value === 'bold' ? 700 : value === 'normal' ? 400 : Number(value));

/** The `@font-face` rules of a stylesheet. */
export function fontFacesOf(css: string): FontFace[] {
  return [...css.matchAll(/@font-face\{([^}]*)\}/g)].map(([rule, body]) => {
    const declarations = declarationsOf(body);
    const file = /url\(([^)]+\.woff2)\)/.exec(declarations.get('src') ?? '')?.[1];
    if (!file) throw new Error(`katex-stylesheet: an @font-face of katex.min.css has no woff2 file: ${rule}`);
    return {
      family: familiesOf(declarations.get('font-family') ?? '')[0],
      style: declarations.get('font-style') ?? 'normal',
      weight: weightOf(declarations.get('font-weight') ?? 'normal'),
      file,
    };
  });
}

/** `font: normal 1.21em KaTeX_Main,Times New Roman,serif`: the shorthand also resets style and weight. */
function shorthandFont(value: string): Partial<Font> {
  const tokens = value.split(/\s+/);
  const size = tokens.findIndex((token) => /^[\d.]/.test(token));
  const before = tokens.slice(0, size);
  return {
    families: familiesOf(tokens.slice(size + 1).join(' ')),
    style: before.find((token) => token === 'italic' || token === 'oblique') ?? 'normal',
    weight: weightOf(before.find((token) => /^(bold|\d+)$/.test(token)) ?? 'normal'),
  };
}

function fontOf(declarations: Map<string, string>): Partial<Font> {
  const font = declarations.has('font') ? shorthandFont(declarations.get('font') ?? '') : {};
  const family = declarations.get('font-family');
  const style = declarations.get('font-style');
  const weight = declarations.get('font-weight');
  return {
    ...font,
    ...(family && {families: familiesOf(family)}),
    ...(style && {style}),
    ...(weight && {weight: weightOf(weight)}),
  };
}

const PSEUDO_ELEMENT = /::?(before|after)$/;

/** Classes and element names weigh as in CSS; a selector with anything else is refused rather than misjudged. */
function specificityOf(selector: string): number {
  if (/[#[:*]/.test(selector)) {
    throw new Error(`katex-stylesheet: cannot rank the selector "${selector}" of a font rule in katex.min.css`);
  }
  const classes = selector.match(/\.[\w-]+/g)?.length ?? 0;
  const elements = selector.match(/(^|[\s>+~])[a-z][\w-]*/gi)?.length ?? 0;
  return classes * 1000 + elements;
}

/** The rules of a stylesheet that choose a font or generate text, in source order. */
export function fontRulesOf(css: string): FontRule[] {
  const rules: FontRule[] = [];
  for (const [, selectors, body] of css.replace(/@font-face\{[^}]*\}/g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)) {
    const declarations = declarationsOf(body);
    const font = fontOf(declarations);
    const content = declarations.get('content') ?? '';
    const generated =
      [...content.matchAll(/"([^"]*)"/g)].map(([, text]) => text).join('') +
      (content.includes('counter(') ? '0123456789' : '');
    for (const selector of selectors.split(',').map((part) => part.trim())) {
      const pseudo = PSEUDO_ELEMENT.test(selector);
      if (pseudo ? !generated : Object.keys(font).length === 0) continue;
      const element = selector.replace(PSEUDO_ELEMENT, '');
      rules.push({
        selector: element,
        specificity: specificityOf(element),
        font: pseudo ? {} : font,
        generated: pseudo ? generated : '',
      });
    }
  }
  return rules;
}

/** CSS font matching, for faces of weight 400 and 700 in a normal and an italic style. */
export function faceFor(font: Font, faces: FontFace[]): FontFace | undefined {
  const family = font.families.find((name) => faces.some((face) => face.family === name));
  const candidates = faces.filter((face) => face.family === family);
  const styles =
    font.style === 'normal' ? ['normal', 'oblique', 'italic'] : [font.style, 'italic', 'oblique', 'normal'];
  const style = styles.find((name) => candidates.some((face) => face.style === name));
  const distance = (weight: number) =>
    font.weight <= 500
      ? weight <= font.weight
        ? font.weight - weight
        : 1000 + weight
      : weight >= font.weight
        ? weight - font.weight
        : 1000 + font.weight - weight;
  return candidates
    .filter((face) => face.style === style)
    .sort((first, second) => distance(first.weight) - distance(second.weight))[0];
}

const INITIAL_FONT: Font = {families: ['serif'], style: 'normal', weight: 400};

function add(glyphs: GlyphsByFont, face: FontFace | undefined, text: string): void {
  if (!face || !text) return;
  const characters = glyphs.get(face.file) ?? new Set<string>();
  for (const character of text) characters.add(character);
  glyphs.set(face.file, characters);
}

/**
 * The characters each KaTeX face draws in `html`, read from every `.katex` element except its MathML copy, which the
 * browser draws with its own math font (KaTeX's stylesheet only hides it). `.katex` sets the whole font, so nothing
 * outside it counts.
 */
export function glyphsByFont(html: string, css: string): GlyphsByFont {
  const tree = fromHtml(html, {fragment: true});
  const faces = fontFacesOf(css);
  const matching = new Map<Element, FontRule[]>();
  for (const rule of fontRulesOf(css)) {
    for (const element of selectAll(rule.selector, tree)) {
      matching.set(element, [...(matching.get(element) ?? []), rule]);
    }
  }
  const glyphs: GlyphsByFont = new Map();
  const visit = (element: Element, inherited: Font) => {
    if ((element.properties.className as string[] | undefined)?.includes('katex-mathml')) return;
    const rules = (matching.get(element) ?? []).sort((first, second) => first.specificity - second.specificity);
    const font = rules.reduce<Font>((current, rule) => ({...current, ...rule.font}), inherited);
    const face = faceFor(font, faces);
    for (const rule of rules) add(glyphs, face, rule.generated);
    for (const child of element.children) {
      if (child.type === 'text') add(glyphs, face, child.value);
      else if (child.type === 'element') visit(child, font);
    }
  };
  for (const katex of selectAll('.katex', tree)) visit(katex, INITIAL_FONT);
  return glyphs;
}
