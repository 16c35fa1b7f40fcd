import {mkdtemp, mkdir, readFile, rm, writeFile} from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Chunk} from 'webpack';
import {afterAll, describe, expect, it, vi} from 'vitest';
import {loadBuiltEngine, loadEngine} from '../../support/builtIndex';
import {answer} from '@site/src/plugins/local-search/client/searchClient';
import localSearchPlugin, {canBeSplit, SEARCH_WORKER_CHUNK} from '@site/src/plugins/local-search';
import {sourcePages, writeDevIndex} from '@site/src/plugins/local-search/build/devIndex';
import {markdownText, sourceRecords} from '@site/src/plugins/local-search/build/sourceRecords';
import {indexFiles} from '@site/src/plugins/local-search/build/writeIndex';
import {cliTopics} from '@site/src/data/cli';
import {contracts} from '@site/src/data/contracts';
import {networks} from '@site/src/data/networks';

const options = {defaultSection: 'Docs', sections: {'/cel2': 'Layer 2'}};

const faq = `---
title: Celo L2 FAQ
description: Answers.
---
import Tabs from '@theme/Tabs';

# Celo L2 FAQ

Answers for **operators** of [nodes](/cel2/operators).

## Flags {#node-flags}

Point \`--rollup.sequencerhttp\` at the sequencer.

\`\`\`bash
docker compose up
\`\`\`

:::tip
<Tabs>Restart after changing flags.</Tabs>
:::
`;

const allContent = {
  'docusaurus-plugin-content-docs': {
    default: {
      loadedVersions: [
        {versionName: 'current', docs: [{permalink: '/cel2/faq', title: 'Celo L2 FAQ', source: '@site/docs/faq.md'}]},
      ],
    },
  },
  'docusaurus-plugin-content-blog': {default: {blogPosts: []}},
};

describe('the development index', () => {
  const dirs: string[] = [];
  afterAll(() => Promise.all(dirs.map((dir) => rm(dir, {recursive: true, force: true}))));

  /** A site folder holding the FAQ as docs/faq.md, and an empty folder for the index. */
  async function siteWithFaq() {
    const siteDir = await mkdtemp(path.join(os.tmpdir(), 'dev-search-site-'));
    const outDir = await mkdtemp(path.join(os.tmpdir(), 'dev-search-out-'));
    dirs.push(siteDir, outDir);
    await mkdir(path.join(siteDir, 'docs'));
    await writeFile(path.join(siteDir, 'docs', 'faq.md'), faq);
    return {siteDir, outDir};
  }

  it('turns Markdown into text without code blocks, imports or markup', () => {
    const text = markdownText(faq.split('# Celo L2 FAQ')[1]);
    expect(text).toContain('Answers for operators of nodes.');
    expect(text).toContain('Restart after changing flags.');
    expect(text).not.toMatch(/docker compose|import|<Tabs>|\*\*/);
  });

  it('is written from the loaded docs sources and answers searches with the anchor of the section', async () => {
    const {siteDir, outDir} = await siteWithFaq();
    const pages = sourcePages(allContent);
    expect(pages).toEqual([
      {permalink: '/cel2/faq', title: 'Celo L2 FAQ', source: '@site/docs/faq.md', tag: 'docs-default-current'},
    ]);
    await writeDevIndex(outDir, siteDir, pages, options);
    expect(JSON.parse(await readFile(path.join(outDir, 'search', 'manifest.json'), 'utf8')).records).toBe(2);
    const {engine} = await loadBuiltEngine(outDir);
    // The page comes first, its matching section under it.
    const [page, hit] = (await answer(engine, {query: 'rollup.sequencerhttp'})).hits;
    expect(page.url).toBe('/cel2/faq');
    expect(hit.url).toBe('/cel2/faq#node-flags');
    expect(hit.hierarchy).toMatchObject({lvl0: 'Layer 2', lvl1: 'Celo L2 FAQ', lvl2: 'Flags'});
    expect(hit._snippetResult.content?.value).toContain('<mark>rollup.sequencerhttp</mark>');
  });

  it('holds the text that components render from src/data, in the section each component sits in', async () => {
    const markdown = [
      '# Mainnet',
      '## Parameters',
      '<NetworkTable network="mainnet" />',
      'The chain id is <NetworkValue network="mainnet" field="chainId" />.',
      '## Contracts',
      "<AddressTable kind='contracts' network='mainnet' />",
      '## Commands',
      '<CliReference topic="account" />',
    ].join('\n\n');
    const page = {permalink: '/network/mainnet', title: 'Mainnet', markdown, section: 'Networks', tag: 'default'};
    const content = (anchor: string) => sourceRecords(page).find((record) => record.url.endsWith(anchor))?.content;
    const contract = contracts.find((entry) => entry.network === 'mainnet')!;
    expect(content('#parameters')).toContain(networks.mainnet.rpcUrl);
    expect(content('#parameters')).toContain(`The chain id is ${networks.mainnet.chainId} .`);
    expect(content('#contracts')).toContain(contract.address);
    expect(content('#commands')).toContain(cliTopics.account.commands[0].id);

    const {files} = indexFiles(sourceRecords(page));
    const {engine} = await loadEngine((sitePath) => files.get(sitePath)!);
    const {hits} = await answer(engine, {query: contract.address});
    expect(hits.map((hit) => hit.url).slice(0, 2)).toEqual(['/network/mainnet', '/network/mainnet#contracts']);
    expect(() => sourceRecords({...page, markdown: '<NetworkTable network="moon" />'})).toThrow(/NetworkTable/);
  });

  it('is rewritten when the sources change', async () => {
    const {siteDir, outDir} = await siteWithFaq();
    await writeDevIndex(outDir, siteDir, sourcePages(allContent), options);
    await writeFile(path.join(siteDir, 'docs', 'faq.md'), faq.replace('operators', 'archivists'));
    await writeDevIndex(outDir, siteDir, sourcePages(allContent), options);
    const {engine} = await loadBuiltEngine(outDir);
    expect((await answer(engine, {query: 'archivists'})).nbHits).toBe(1);
    expect((await answer(engine, {query: 'operators'})).nbHits).toBe(0);
  });

  it('is served by the dev server at /search/, from the folder the plugin writes it to', async () => {
    const {siteDir, outDir: generatedFilesDir} = await siteWithFaq();
    vi.stubEnv('NODE_ENV', 'development');
    try {
      const plugin = localSearchPlugin({siteDir, generatedFilesDir} as LoadContext, options) as Required<Plugin>;
      await plugin.allContentLoaded({allContent, actions: {} as never});
      const config = plugin.configureWebpack({}, false, {} as never, undefined) as {
        devServer: {static: {directory: string; publicPath: string}[]};
      };
      const [served] = config.devServer.static;
      expect(served.publicPath).toBe('/');
      const manifest = JSON.parse(await readFile(path.join(served.directory, 'search', 'manifest.json'), 'utf8'));
      expect(manifest.records).toBe(2);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  it('adds to the production build only the rule that keeps the search worker in one file', () => {
    const plugin = localSearchPlugin(
      {siteDir: '.', generatedFilesDir: '.'} as LoadContext,
      options,
    ) as Required<Plugin>;
    expect(plugin.configureWebpack({}, false, {} as never, undefined)).toEqual({
      optimization: {splitChunks: {chunks: canBeSplit}},
    });
    expect(plugin.configureWebpack({}, true, {} as never, undefined)).toEqual({});
  });

  it('lets the bundler split on-demand chunks, but not the search worker or the chunks a page starts with', () => {
    const chunk = (name: string | undefined, initial: boolean) => ({name, canBeInitial: () => initial}) as Chunk;
    expect(canBeSplit(chunk(undefined, false))).toBe(true);
    expect(canBeSplit(chunk(SEARCH_WORKER_CHUNK, false))).toBe(false);
    expect(canBeSplit(chunk('main', true))).toBe(false);
  });
});
