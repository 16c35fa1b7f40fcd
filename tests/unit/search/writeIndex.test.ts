// @vitest-environment node
import {mkdtempSync, readFileSync, readdirSync, rmSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {gunzipSync} from 'node:zlib';
import {afterEach, describe, expect, it} from 'vitest';
import type {SearchRecord} from '@site/src/plugins/local-search/shared/records';
import {writeIndex} from '@site/src/plugins/local-search/build/writeIndex';

const records: SearchRecord[] = ['/network', '/developer/fee-currency'].map((url, id) => ({
  objectID: String(id),
  url,
  type: 'lvl1',
  hierarchy: {lvl0: 'Docs', lvl1: `Page ${id}`, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
  content: `Chain id and fee currency text of page ${id}.`,
  language: 'en',
  docusaurus_tag: 'docs-default-current',
}));

const folders: string[] = [];
function tempFolder() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'search-index-'));
  folders.push(dir);
  return dir;
}

/** Every file under `dir`, as paths relative to it. */
const filesUnder = (dir: string): string[] =>
  (readdirSync(dir, {recursive: true, withFileTypes: true}) as import('node:fs').Dirent[])
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

describe('writeIndex', () => {
  afterEach(() => {
    for (const dir of folders.splice(0)) rmSync(dir, {recursive: true, force: true});
  });

  it('writes a gzipped sibling of every index file when asked to precompress, for hosts that serve it as is', async () => {
    const outDir = tempFolder();
    await writeIndex(outDir, records, {precompress: true});
    const files = filesUnder(outDir);
    const json = files.filter((file) => file.endsWith('.json'));
    expect(json.length).toBeGreaterThan(3);
    expect(files.filter((file) => file.endsWith('.gz')).sort()).toEqual(json.map((file) => `${file}.gz`).sort());
    for (const file of json) {
      expect(gunzipSync(readFileSync(path.join(outDir, `${file}.gz`))).toString()).toBe(
        readFileSync(path.join(outDir, file), 'utf8'),
      );
    }
  });

  it('writes no compressed copies otherwise (the development index)', async () => {
    const outDir = tempFolder();
    await writeIndex(outDir, records);
    expect(filesUnder(outDir).filter((file) => !file.endsWith('.json'))).toEqual([]);
  });
});
