// @vitest-environment node
import {mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {afterAll, describe, expect, it} from 'vitest';
import {katexElementsOf, missingGlyphs} from '../../src/plugins/katex-stylesheet/check';
import {subsetFonts} from '../../src/plugins/katex-stylesheet/fonts';
import {faceFor, fontFacesOf, fontRulesOf, glyphsByFont} from '../../src/plugins/katex-stylesheet/glyphs';
import {markdownWithMath, mathInMarkdown} from '../../src/plugins/katex-stylesheet/sources';
import {katexStylesheet, renderedMath, woff2Only} from '../../src/plugins/katex-stylesheet/stylesheet';
import {codePointsOf} from '../support/fontCmap';

const DIST = path.dirname(require.resolve('katex/dist/katex.min.css'));
const CSS = woff2Only(readFileSync(path.join(DIST, 'katex.min.css'), 'utf8'));
const MAIN = 'fonts/KaTeX_Main-Regular.woff2';
const MATH = 'fonts/KaTeX_Math-Italic.woff2';

const charactersOf = (glyphs: Map<string, Set<string>>, font: string) => [...(glyphs.get(font) ?? [])].sort().join('');

describe('which KaTeX face draws which character', () => {
  const SAMPLE = renderedMath([
    {tex: String.raw`\sum_{i=1}^{n} \alpha x_i \leq \mathbf{B}`, display: true},
    {tex: String.raw`\texttt{gas}`, display: false},
  ]);

  it('sorts the characters of the rendered math by face, as KaTeX styles them', () => {
    const glyphs = glyphsByFont(SAMPLE, CSS);
    expect(charactersOf(glyphs, MATH)).toBe('inxα');
    expect(glyphs.get(MAIN)).toEqual(expect.objectContaining(new Set(['1', '=', '≤'])));
    expect(charactersOf(glyphs, 'fonts/KaTeX_Main-Bold.woff2')).toBe('B');
    expect(charactersOf(glyphs, 'fonts/KaTeX_Size2-Regular.woff2')).toBe('∑');
    expect(charactersOf(glyphs, 'fonts/KaTeX_Typewriter-Regular.woff2')).toBe('ags');
  });

  it('leaves out the MathML copy, which the browser draws with its own font', () => {
    const all = [...glyphsByFont(SAMPLE, CSS).values()].flatMap((characters) => [...characters]);
    expect(all).not.toContain('\\');
  });

  it("counts the text KaTeX's stylesheet generates, such as equation numbers", () => {
    const numbered = renderedMath([{tex: String.raw`\begin{equation}y\end{equation}`, display: true}]);
    expect(charactersOf(glyphsByFont(numbered, CSS), MAIN)).toContain('()0123456789');
  });

  it('matches a face by family, then style, then weight, as browsers do', () => {
    const faces = fontFacesOf(CSS);
    expect(faceFor({families: ['KaTeX_Math'], style: 'normal', weight: 400}, faces)?.file).toBe(MATH);
    expect(faceFor({families: ['KaTeX_Main'], style: 'italic', weight: 700}, faces)?.file).toBe(
      'fonts/KaTeX_Main-BoldItalic.woff2',
    );
    expect(faceFor({families: ['Times New Roman', 'serif'], style: 'normal', weight: 400}, faces)).toBeUndefined();
  });

  it('refuses a font rule whose selector it cannot rank', () => {
    expect(() => fontRulesOf('.katex [data-x]{font-family:KaTeX_Main}')).toThrow(/\.katex \[data-x\]/);
  });
});

describe('the math of a Markdown or MDX file', () => {
  it('finds inline, display and fenced math, also inside a one-line JSX element', () => {
    const text = [
      '---',
      'description: Costs $5',
      '---',
      'Inline $a^2$ and `$not math$`.',
      '',
      '$$',
      'b = c',
      '$$',
      '',
      '```bash',
      'echo $HOME $PATH',
      '```',
      '',
      '```math',
      'd',
      '```',
      '',
      '<Note>Then $e$ holds.</Note>',
    ].join('\n');
    expect(mathInMarkdown(text)).toEqual([
      {tex: 'a^2', display: false},
      {tex: 'b = c', display: true},
      {tex: 'd', display: true},
      {tex: 'e', display: false},
    ]);
  });

  it('reads only the files with a $ outside code', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'katex-sources-'));
    try {
      mkdirSync(path.join(dir, 'guide'));
      writeFileSync(path.join(dir, 'guide/shell.md'), 'Run `echo $HOME`:\n\n```sh\nexport A=$B\n```\n');
      writeFileSync(path.join(dir, 'guide/fees.mdx'), 'The fee is $f$.\n');
      writeFileSync(path.join(dir, 'notes.txt'), '$g$');
      expect(markdownWithMath([dir])).toEqual(['The fee is $f$.\n']);
    } finally {
      rmSync(dir, {recursive: true, force: true});
    }
  });
});

describe('the subset fonts', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'katex-fonts-'));
  afterAll(() => rmSync(outDir, {recursive: true, force: true}));

  it('hold every character collected from the math and drop the glyphs it does not use', async () => {
    const glyphs = glyphsByFont(renderedMath([{tex: String.raw`x \leq 1`, display: false}]), CSS);
    const stylesheet = {
      href: '/assets/katex/test/katex.min.css',
      css: CSS,
      fonts: [MAIN, MATH, 'fonts/KaTeX_AMS-Regular.woff2'],
      glyphs: new Map([...glyphs].map(([font, characters]) => [font, [...characters].join('')])),
      distDir: DIST,
    };
    await subsetFonts(stylesheet, outDir);

    const main = await codePointsOf(readFileSync(path.join(outDir, MAIN)));
    const math = await codePointsOf(readFileSync(path.join(outDir, MATH)));
    for (const character of '≤1') expect(main.has(character.codePointAt(0) ?? 0), character).toBe(true);
    expect(math.has('x'.codePointAt(0) ?? 0)).toBe(true);
    const whole = await codePointsOf(readFileSync(path.join(DIST, MAIN)));
    expect(whole.has('Z'.codePointAt(0) ?? 0)).toBe(true);
    expect(main.has('Z'.codePointAt(0) ?? 0)).toBe(false);
    expect(readFileSync(path.join(outDir, MAIN)).length).toBeLessThan(readFileSync(path.join(DIST, MAIN)).length / 2);
    // A face no math uses is served whole, so no page can lose a glyph to the subset.
    expect(readFileSync(path.join(outDir, 'fonts/KaTeX_AMS-Regular.woff2'))).toEqual(
      readFileSync(path.join(DIST, 'fonts/KaTeX_AMS-Regular.woff2')),
    );
  });

  it('are checked against each built page: a character the subset lacks is named with its page', () => {
    const stylesheet = {...katexStylesheet([]), glyphs: new Map([[MATH, 'x']])};
    const page = `<article>${renderedMath([{tex: 'x+y', display: false}])}</article>`;
    expect(missingGlyphs('/math', page, stylesheet)).toEqual([
      `/math: ${MATH} lacks "y" (U+0079)`,
      `/math: ${MAIN} lacks "+" (U+002B)`,
    ]);
    expect(
      missingGlyphs('/math', page, {
        ...stylesheet,
        glyphs: new Map([
          [MATH, 'xy'],
          [MAIN, '+'],
        ]),
      }),
    ).toEqual([]);
  });

  it('are checked against the KaTeX cut out of a minified page, whole and nothing else', () => {
    const inline = renderedMath([{tex: 'x^2', display: false}]);
    const display = renderedMath([{tex: String.raw`\sum y`, display: true}]);
    const minified = (html: string) => html.replace(/class="([\w-]+)"/g, 'class=$1');
    const page = `<p>Let <span class=note>${minified(inline)}</span> be.</p><div>${minified(display)}</div><span>z</span>`;
    expect(katexElementsOf(page)).toBe(
      minified(inline) + minified(display).replace(/^<span class=katex-display>|<\/span>$/g, ''),
    );
  });

  it('give the stylesheet a new URL when the subset changes', () => {
    const archived = katexStylesheet(['versioned_docs']);
    expect(archived.glyphs.get(MATH)).toMatch(/σ/);
    expect(katexStylesheet([]).href).not.toBe(archived.href);
    expect(katexStylesheet(['versioned_docs']).href).toBe(archived.href);
  });
});
