// @vitest-environment node
import {describe, expect, it} from 'vitest';
import type {GlobalPluginData, GlobalVersion} from '@docusaurus/plugin-content-docs/client';
import {getActiveDocContext} from '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js';
import {activeDocContext} from '@site/src/theme/NavbarItem/DocsVersionDropdownNavbarItem/activeDoc';

function version(name: string, path: string, docs: [string, string][]): GlobalVersion {
  return {
    name,
    label: name,
    isLast: name === 'current',
    path,
    mainDocId: docs[0][0],
    docs: docs.map(([id, docPath]) => ({id, path: docPath})),
    draftIds: [],
  };
}

/** Docs at the site root, as this site serves them, and an archived version under /l1. */
const data: GlobalPluginData = {
  path: '/',
  breadcrumbs: true,
  versions: [
    version('current', '/', [
      ['general/index', '/general'],
      ['network/index', '/network'],
      ['cel2/operators/overview', '/cel2/operators/overview'],
      ['welcome', '/'],
    ]),
    version('l1', '/l1', [
      ['general/index', '/l1/general'],
      ['validator/index', '/l1/validator'],
    ]),
  ],
};

const PATHS = [
  '/',
  '/general',
  '/general/',
  '/General',
  '/network',
  '/cel2/operators/overview',
  '/cel2/operators',
  '/showcase',
  '/blog/alfajores-sunset',
  '/l1',
  '/l1/general',
  '/l1/validator/',
  '/l1/nothing-here',
  '/l1general',
];

describe('the versions dropdown’s active doc', () => {
  it.each(PATHS)('finds for %s what the theme’s route matching finds', (pathname) => {
    expect(activeDocContext(data, pathname)).toEqual(getActiveDocContext(data, pathname));
  });

  it('links a doc to the same doc in every version that has it', () => {
    const context = activeDocContext(data, '/l1/general');
    expect(context.activeVersion?.name).toBe('l1');
    expect(
      Object.fromEntries(Object.entries(context.alternateDocVersions).map(([name, doc]) => [name, doc.path])),
    ).toEqual({
      current: '/general',
      l1: '/l1/general',
    });
  });
});
