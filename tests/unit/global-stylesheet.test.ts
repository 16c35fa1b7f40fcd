import {describe, expect, it} from 'vitest';
import {globalStylesheetTest} from '@site/src/plugins/global-stylesheet';

describe('the global stylesheet', () => {
  const test = globalStylesheetTest();

  it('leaves out DocSearch’s modal stylesheet, on any platform', () => {
    expect(test.test('/site/node_modules/@docsearch/css/dist/style.css')).toBe(false);
    expect(test.test('C:\\site\\node_modules\\@docsearch\\css\\dist\\style.css')).toBe(false);
  });

  it('leaves out the styles of pages and of the components only pages render', () => {
    for (const resource of [
      '/site/src/pages/showcase.module.css',
      '/site/src/components/HomePage/styles.module.css',
      'C:\\site\\src\\components\\NetworkSwitch\\styles.module.css',
      '/site/src/components/ShowcaseCard/styles.module.css',
      '/site/node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchPage/styles.module.css',
      '/site/node_modules/@docusaurus/theme-live-codeblock/lib/theme/Playground/Header/styles.module.css',
    ]) {
      expect(test.test(resource), resource).toBe(false);
    }
  });

  it('keeps the shell’s stylesheets: Infima, the theme, the site’s own, the search button and shell components', () => {
    for (const resource of [
      '/site/node_modules/@docsearch/css/dist/button.css',
      '/site/node_modules/infima/dist/css/default/default.css',
      '/site/node_modules/@docusaurus/theme-classic/lib/theme/Navbar/Layout/styles.module.css',
      '/site/src/css/custom.css',
      '/site/src/components/CopyButton/styles.module.css',
      'C:\\site\\src\\components\\PageSuggestions\\styles.module.css',
      '/site/src/plugins/code-on-demand/client/liveCodeBlock.css',
      '/site/node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchBar/styles.css',
    ]) {
      expect(test.test(resource), resource).toBe(true);
    }
  });
});
