// @vitest-environment node
import {mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {gzipSync} from 'node:zlib';
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

  it("serves a file's precompressed .gz sibling to a client that accepts gzip, and the file itself otherwise", async () => {
    const dir = tempFolder();
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>home</title>');
    writeFileSync(path.join(dir, 'shard.json'), '["compressed on request"]');
    writeFileSync(path.join(dir, 'shard.json.gz'), gzipSync('["precompressed"]'));
    const server = await serveBuild(dir, 4393);
    /** The raw response, undecoded, for an Accept-Encoding header. */
    const get = (acceptEncoding: string) =>
      new Promise<{encoding: string | undefined; body: Buffer}>((resolve, reject) => {
        http
          .get(`${server.origin}/shard.json`, {headers: {'Accept-Encoding': acceptEncoding}}, (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () =>
              resolve({encoding: response.headers['content-encoding'], body: Buffer.concat(chunks)}),
            );
          })
          .on('error', reject);
      });
    try {
      const gzipped = await get('gzip, deflate, br');
      expect(gzipped.encoding).toBe('gzip');
      expect(gzipped.body).toEqual(gzipSync('["precompressed"]'));
      const plain = await get('identity');
      expect(plain.encoding).toBeUndefined();
      expect(plain.body.toString()).toBe('["compressed on request"]');
    } finally {
      await server.close();
    }
  });

  it('rejects naming the folder when it holds no build', async () => {
    const dir = tempFolder();
    await expect(serveBuild(dir, 4392)).rejects.toThrow(new RegExp(`${dir}[\\s\\S]*has no index.html`));
  });
});
