import {describe, expect, it} from 'vitest';
import {
  classesOf,
  classesUsed,
  inlinedStylesheets,
  linkedStylesheets,
  withPageStylesheets,
} from '../../src/plugins/global-stylesheet/pageStylesheets';

const page = (body: string) =>
  `<html><head><link rel=stylesheet href=/assets/css/styles.1a.css /><script src=/assets/js/main.js defer></script>` +
  `</head><body>${body}</body></html>`;
const sheet = (href: string, classes: string[]) => ({
  href,
  classes: new Set(classes),
  css: classes.map((name) => `.${name}{color:red}`).join(''),
});
const statusCss = sheet('/assets/css/12.ab.css', ['status_Q1x-']);
const cardCss = sheet('/assets/css/34.cd.css', ['card_Zz90']);

describe('page stylesheets', () => {
  it('reads the classes a stylesheet defines and the classes a page uses, quoted or not', () => {
    expect(classesOf('.a_b1c2 .menu__link,.x:hover{color:red}@media (min-width:1px){.y-z{}}')).toEqual(
      new Set(['a_b1c2', 'menu__link', 'x', 'y-z']),
    );
    expect(classesUsed(`<div class="a b"><p class=c><i class='d  e'></i></p><a data-class=f>`)).toEqual(
      new Set(['a', 'b', 'c', 'd', 'e']),
    );
  });

  it('puts inline, after the global stylesheet, each stylesheet whose classes the page uses, and only those', () => {
    const html = withPageStylesheets(page('<span class="status_Q1x- badge">Live</span>'), [statusCss, cardCss]);
    expect(linkedStylesheets(html)).toEqual(['/assets/css/styles.1a.css']);
    expect(inlinedStylesheets(html)).toEqual(['/assets/css/12.ab.css']);
    expect(html).toContain(
      'styles.1a.css /><style data-href=/assets/css/12.ab.css>.status_Q1x-{color:red}</style><script',
    );
  });

  it('carries one stylesheet of several that hold the same component, the one that covers the most', () => {
    const pageChunkCss = sheet('/assets/css/56.ef.css', ['status_Q1x-', 'card_Zz90', 'own_Ab12']);
    const html = withPageStylesheets(page('<i class="status_Q1x- card_Zz90"></i><b class=own_Ab12></b>'), [
      statusCss,
      cardCss,
      pageChunkCss,
    ]);
    expect(inlinedStylesheets(html)).toEqual([
      '/assets/css/56.ef.css',
      '/assets/css/12.ab.css',
      '/assets/css/34.cd.css',
    ]);
    // The others hold the same component: empty, they only tell the chunk loader not to fetch them.
    expect(html).toContain(
      '<style data-href=/assets/css/12.ab.css></style><style data-href=/assets/css/34.cd.css></style>',
    );
  });

  it('leaves a page that uses none of them, or carries them already, as it was', () => {
    const plain = page('<p class=markdown>Text</p>');
    expect(withPageStylesheets(plain, [statusCss, cardCss])).toBe(plain);
    const carried = withPageStylesheets(page('<div class=card_Zz90></div>'), [cardCss]);
    expect(withPageStylesheets(carried, [cardCss])).toBe(carried);
  });

  it('does not read a class name in text or in another attribute as a use', () => {
    const html = page('<code>.status_Q1x-</code><div data-class=card_Zz90 title="class=card_Zz90"></div>');
    expect(withPageStylesheets(html, [statusCss, cardCss])).toBe(html);
  });

  it('refuses a stylesheet that would end its own style element', () => {
    const broken = {...cardCss, css: '.card_Zz90{content:"</style>"}'};
    expect(() => withPageStylesheets(page('<div class=card_Zz90></div>'), [broken])).toThrow(
      '/assets/css/34.cd.css holds "</style"',
    );
  });
});
