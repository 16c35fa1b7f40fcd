import {mkdtempSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {writeTwinsInWorker} from '../../src/plugins/llms-txt/writeTwinsInWorker';

const built = (body: string) =>
  `<html><body><article><div class="theme-doc-markdown markdown">${body}</div></article></body></html>`;

describe('writeTwinsInWorker', () => {
  let outDir = '';
  afterEach(() => rmSync(outDir, {recursive: true, force: true}));

  function buildWith(pages: Record<string, string>) {
    outDir = mkdtempSync(path.join(os.tmpdir(), 'twins-'));
    for (const [file, body] of Object.entries(pages)) writeFileSync(path.join(outDir, file), built(body));
  }

  it('writes each twin beside its page in a worker thread and returns them by permalink', async () => {
    buildWith({'fees.html': '<h1>Fees</h1><p>See <a href="/gas">gas</a>.</p>', 'gas.html': '<h1>Gas</h1>'});
    const docs = [
      {permalink: '/fees', source: '@site/docs/fees.md'},
      {permalink: '/gas', source: '@site/docs/gas.md'},
    ];
    const twins = await writeTwinsInWorker(outDir, docs, 'https://docs.celo.org');
    expect([...twins.keys()]).toEqual(['/fees', '/gas']);
    expect(twins.get('/fees')).toBe('# Fees\n\nSee [gas](/gas.md).\n');
    expect(readFileSync(path.join(outDir, 'fees.md'), 'utf8')).toBe(twins.get('/fees'));
  });

  it('fails the build with the source file when a page renders an admonition as text', async () => {
    buildWith({'broken.html': '<p>:::note</p><p>Text.</p>'});
    await expect(
      writeTwinsInWorker(outDir, [{permalink: '/broken', source: '@site/docs/broken.md'}], 'https://docs.celo.org'),
    ).rejects.toThrow('@site/docs/broken.md renders ":::note" as text');
  });

  it('fails with the route when a doc has no built body', async () => {
    buildWith({});
    await expect(
      writeTwinsInWorker(outDir, [{permalink: '/missing', source: '@site/docs/missing.md'}], 'https://docs.celo.org'),
    ).rejects.toThrow('no built doc body for /missing');
  });
});
