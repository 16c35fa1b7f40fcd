// @vitest-environment node
import type {RouteConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import {withLeanVersionDocs} from '../../src/plugins/lean-docs-metadata';

const doc = {id: 'general/index', title: 'What is Celo', description: 'A long description.', sidebar: 'generalSidebar'};

describe('lean-docs-metadata', () => {
  it("keeps only each doc's id and sidebar in a version's metadata, and everything else of the routes", () => {
    const route: RouteConfig = {
      path: '/',
      component: '@theme/DocsRoot',
      routes: [
        {
          path: '/',
          component: '@theme/DocVersionRoot',
          props: {version: {label: 'Next', docsSidebars: {generalSidebar: []}, docs: {[doc.id]: doc}}},
          routes: [{path: '/general', component: '@theme/DocItem', modules: {content: 'general.md'}}],
        },
      ],
    };
    expect(withLeanVersionDocs(route)).toEqual({
      ...route,
      routes: [
        {
          ...route.routes![0],
          props: {
            version: {
              label: 'Next',
              docsSidebars: {generalSidebar: []},
              docs: {[doc.id]: {id: doc.id, sidebar: 'generalSidebar'}},
            },
          },
        },
      ],
    });
  });
});
