// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {globalStylesheetProblems, partOf, rulesOf} from '../../scripts/css-budget/check.mjs';

const FONT_DATA = 'd09GMgABAAAAA'.repeat(50);

describe('global stylesheet budget', () => {
  it('reads the rules of minified CSS, inside @media too, keeping braces in strings', () => {
    const css = '@import url(x.css);a{color:red}@media (min-width:1px){.menu__link{content:"{"}}.hero_Ab1-{x:y}';
    expect(rulesOf(css).map((rule) => rule.prelude)).toEqual(['a', '.menu__link', '.hero_Ab1-']);
  });

  it('names parts by font family, CSS module, library or Infima component', () => {
    expect(partOf({prelude: '@font-face', text: '@font-face{font-family:KaTeX_Main;src:url(a.woff2)}'})).toBe(
      '@font-face KaTeX_Main',
    );
    expect(partOf({prelude: '.heroBanner_qdFl .x', text: ''})).toBe('CSS module class .heroBanner');
    expect(partOf({prelude: '.DocSearch-Button:hover', text: ''})).toBe('DocSearch');
    expect(partOf({prelude: '.menu__link--active', text: ''})).toBe('menu');
    expect(partOf({prelude: ':root', text: ''})).toBe('element, :root and theme rules');
  });

  it('passes a small stylesheet with no inlined font, an inlined image allowed', () => {
    const css = ':root{--icon:url("data:image/svg+xml;utf8,<svg/>")}a{color:red}';
    expect(globalStylesheetProblems([{name: 'styles.css', css}])).toEqual([]);
  });

  it('fails on a font inlined as a data: URI, naming the stylesheet and the family', () => {
    const css = `@font-face{font-family:KaTeX_Main;src:url(data:font/woff2;base64,${FONT_DATA}) format("woff2")}`;
    expect(globalStylesheetProblems([{name: 'styles.css', css}])).toEqual([
      'styles.css inlines a font as a data: URI (KaTeX_Main): serve it as a file, from the page that uses it.',
    ]);
  });

  it('fails on an image inlined as a data: URI larger than a request, naming the stylesheet and the rule', () => {
    const icon = `data:image/svg+xml,%3Csvg viewBox='0 0 24 24'%3E${'%3Cpath d=\\"M0 0h24v24H0z\\"/%3E'.repeat(20)}`;
    const css = `:root{--small:url("data:image/svg+xml,<svg/>")}.header-github-link:before{mask:url("${icon}") center}`;
    expect(globalStylesheetProblems([{name: 'styles.css', css}])).toEqual([
      `styles.css inlines a ${icon.length}-byte image as a data: URI (in \`.header-github-link:before\`): serve it ` +
        "as a file from static/ (`url(/* webpackIgnore: true */ '/img/…')` keeps the bundler from inlining it again).",
    ]);
  });

  it('fails over budget, listing the largest parts first', () => {
    const css = `.DocSearch-Modal{${'padding:1px;'.repeat(40)}}.menu{margin:0}`;
    const [problem] = globalStylesheetProblems([{name: 'styles.css', css}], 10);
    expect(problem).toMatch(/^styles\.css: \d+\.\d KB gzip, over the 0 KB budget/);
    expect(problem.split('\n').slice(1)).toEqual([
      expect.stringMatching(/^ {2}DocSearch: /),
      expect.stringMatching(/^ {2}menu: /),
    ]);
  });
});
