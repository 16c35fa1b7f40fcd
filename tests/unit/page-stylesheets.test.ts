import {describe, expect, it} from 'vitest';
import {
  classesOf,
  classesUsed,
  linkedStylesheets,
  withPageStylesheets,
} from '../../src/plugins/global-stylesheet/pageStylesheets';

const page = (body: string) =>
  `<html><head><link rel=stylesheet href=/assets/css/styles.1a.css /><script src=/assets/js/main.js defer></script>` +
  `</head><body>${body}</body></html>`;
const statusCss = {href: '/assets/css/12.ab.css', classes: new Set(['status_Q1x-'])};
const cardCss = {href: '/assets/css/34.cd.css', classes: new Set(['card_Zz90'])};

describe('page stylesheets', () => {
  it('reads the classes a stylesheet defines and the classes a page uses, quoted or not', () => {
    expect(classesOf('.a_b1c2 .menu__link,.x:hover{color:red}@media (min-width:1px){.y-z{}}')).toEqual(
      new Set(['a_b1c2', 'menu__link', 'x', 'y-z']),
    );
    expect(classesUsed(`<div class="a b"><p class=c><i class='d  e'></i></p><a data-class=f>`)).toEqual(
      new Set(['a', 'b', 'c', 'd', 'e']),
    );
  });

  it('links after the global stylesheet each stylesheet whose classes the page uses, and only those', () => {
    const html = withPageStylesheets(page('<span class="status_Q1x- badge">Live</span>'), [statusCss, cardCss]);
    expect(linkedStylesheets(html)).toEqual(['/assets/css/styles.1a.css', '/assets/css/12.ab.css']);
    expect(html).toContain('styles.1a.css /><link rel=stylesheet href=/assets/css/12.ab.css><script');
  });

  it('links one stylesheet of several that carry the same component, the one that covers the most', () => {
    const pageChunkCss = {href: '/assets/css/56.ef.css', classes: new Set(['status_Q1x-', 'card_Zz90', 'own_Ab12'])};
    const html = withPageStylesheets(page('<i class="status_Q1x- card_Zz90"></i><b class=own_Ab12></b>'), [
      statusCss,
      cardCss,
      pageChunkCss,
    ]);
    expect(linkedStylesheets(html)).toEqual(['/assets/css/styles.1a.css', '/assets/css/56.ef.css']);
  });

  it('leaves a page that uses none of them, or links them already, as it was', () => {
    const plain = page('<p class=markdown>Text</p>');
    expect(withPageStylesheets(plain, [statusCss, cardCss])).toBe(plain);
    const linked = withPageStylesheets(page('<div class=card_Zz90></div>'), [cardCss]);
    expect(withPageStylesheets(linked, [cardCss])).toBe(linked);
  });

  it('does not read a class name in text or in another attribute as a use', () => {
    const html = page('<code>.status_Q1x-</code><div data-class=card_Zz90 title="class=card_Zz90"></div>');
    expect(withPageStylesheets(html, [statusCss, cardCss])).toBe(html);
  });
});
