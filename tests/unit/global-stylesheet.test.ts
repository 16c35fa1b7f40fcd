import {describe, expect, it} from 'vitest';
import {globalStylesheetTest} from '@site/src/plugins/global-stylesheet';

describe('the global stylesheet', () => {
  const test = globalStylesheetTest();

  it('leaves out DocSearch’s modal stylesheet, on any platform', () => {
    expect(test.test('/site/node_modules/@docsearch/css/dist/style.css')).toBe(false);
    expect(test.test('C:\\site\\node_modules\\@docsearch\\css\\dist\\style.css')).toBe(false);
  });

  it('keeps every other stylesheet, the search button’s included', () => {
    for (const resource of [
      '/site/node_modules/@docsearch/css/dist/button.css',
      '/site/node_modules/@docsearch/css/dist/_variables.css',
      '/site/node_modules/infima/dist/css/default/default.css',
      '/site/src/css/custom.css',
      '/site/src/components/HomePage/styles.module.css',
      '/site/src/components/CopyButton/styles.module.css',
      '/site/src/components/NetworkSwitch/styles.module.css',
      '/site/src/components/ShowcaseCard/styles.module.css',
      '/site/node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchPage/styles.module.css',
      '/site/node_modules/@docusaurus/theme-search-algolia/lib/theme/SearchBar/styles.css',
    ]) {
      expect(test.test(resource), resource).toBe(true);
    }
  });
});
