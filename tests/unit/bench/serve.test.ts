// @vitest-environment node
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {serveBuild} from '../../../scripts/bench/serve.mjs';

const folders: string[] = [];

function tempFolder() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-serve-'));
  folders.push(dir);
  return dir;
}

describe('serveBuild', () => {
  afterEach(() => {
    for (const dir of folders.splice(0)) rmSync(dir, {recursive: true, force: true});
  });

  it('resolves once serve-static answers, and closes it', async () => {
    const dir = tempFolder();
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title>');
    const server = await serveBuild(dir, 4391);
    try {
      const response = await fetch(`${server.origin}/`);
      expect(await response.text()).toContain('<title>home</title>');
    } finally {
      await server.close();
    }
    await expect(fetch(`${server.origin}/`)).rejects.toThrow();
  });

  it('rejects naming the folder when it holds no build', async () => {
    const dir = tempFolder();
    await expect(serveBuild(dir, 4392)).rejects.toThrow(new RegExp(`${dir}[\\s\\S]*has no index.html`));
  });
});
