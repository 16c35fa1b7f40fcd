// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {classUsage, withoutUnusedRules} from '../../src/plugins/global-stylesheet/unusedRules';

const used = classUsage([
  '<div class="pills pills__item markdown">',
  'className:"button button--primary",c="alert--"+type',
]);
const infima = (rules: string) => `@layer docusaurus.core{.x{a:b}}@layer docusaurus.infima{${rules}}.own_Ab12{c:d}`;

describe('unused CSS rules', () => {
  it('counts a class as used when a page or script names it, or names the prefix it is joined to', () => {
    expect(['pills', 'button--primary', 'alert--danger'].map(used)).toEqual([true, true, true]);
    expect(['pills--block', 'button--danger', 'badge', 'pill'].map(used)).toEqual([false, false, false, false]);
  });

  it('judges each selector of a list, split at top-level commas only', () => {
    const css = infima(':is(.a,.b) .pills,.badge[title="x,y"],e{a:b}');
    expect(withoutUnusedRules(css, 'docusaurus.infima', used)).toBe(infima(':is(.a,.b) .pills,e{a:b}'));
  });

  it("drops Infima's rules and selectors for unused classes, inside @media too, and nothing of other layers", () => {
    const css = infima(
      ':root{--ifm-x:1px}.pills{display:flex}.pills--block{x:y}.badge,.button--primary:hover{z:1}' +
        '@media (min-width:1px){.badge{q:r}.pills__item{s:t}}@keyframes spin{to{transform:none}}a{color:red}',
    );
    expect(withoutUnusedRules(css, 'docusaurus.infima', used)).toBe(
      infima(
        ':root{--ifm-x:1px}.pills{display:flex}.button--primary:hover{z:1}' +
          '@media (min-width:1px){.pills__item{s:t}}@keyframes spin{to{transform:none}}a{color:red}',
      ),
    );
  });

  it('keeps strings that hold braces or commas, and reads a selector without its comments', () => {
    const css = infima('.markdown:before{content:"}{,"}/* .badge{} */.pills{x:y}');
    expect(withoutUnusedRules(css, 'docusaurus.infima', used)).toBe(
      infima('.markdown:before{content:"}{,"}.pills{x:y}'),
    );
  });

  it('keeps a selector whose unused class is only inside :not(), :is() or :where()', () => {
    const css = infima(
      '.pills:not(.badge):not(:hover){a:b}.pills:is(.badge,.markdown){c:d}:where(.badge) .markdown{e:f}.pills.badge{g:h}',
    );
    expect(withoutUnusedRules(css, 'docusaurus.infima', used)).toBe(
      infima('.pills:not(.badge):not(:hover){a:b}.pills:is(.badge,.markdown){c:d}:where(.badge) .markdown{e:f}'),
    );
  });

  it('drops a grouping rule left empty', () => {
    const css = infima('.markdown{a:b}@media print{.badge{c:d}}');
    expect(withoutUnusedRules(css, 'docusaurus.infima', used)).toBe(infima('.markdown{a:b}'));
  });
});
