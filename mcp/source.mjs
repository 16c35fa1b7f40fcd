// @ts-check
/**
 * Where the server reads the site from: a local build folder, or the published site over HTTP. Both answer the same
 * site paths (`/search/manifest.json`, `/developer/viem.md`, `/network-facts.json`); a file the site does not have is
 * `undefined`, and a site that cannot be reached is a `SourceError` that says so.
 *
 * Over HTTP, the content-hashed files of the search index (`/search/index.<hash>.json`, `/search/terms/<hash>/…`,
 * `/search/text/<hash>/…`) never change under their names, so they are kept on disk under the user's cache folder
 * and fetched once. Every other file (the manifest that names them, the Markdown twins, the page HTML, the network
 * facts) is fetched fresh, and kept in memory for a few minutes.
 */
import {existsSync} from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {resolveFile} from '../scripts/serve-static/resolve.mjs';

/** A problem with the source itself (unreachable, timing out, answering errors), as opposed to a missing file. */
export class SourceError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'SourceError';
  }
}

/**
 * @typedef {object} Source
 * @property {'build' | 'site'} kind
 * @property {string} label how error messages name the source: a folder or an origin
 * @property {string} siteUrl the address links in answers start with, without a trailing slash
 * @property {(sitePath: string) => Promise<string | undefined>} readText a file by its site path; undefined when missing
 */

/** A file of the search index whose name holds its content hash: the same name always has the same content. */
const HASHED = /^\/search\/(?:index\.[0-9a-f]{6,}\.json|(?:terms|text)\/[0-9a-f]{6,}\/\d+\.json)$/;

/** How long a file that is not content-hashed is reused from memory before it is fetched again. */
const MEMORY_TTL_MS = 5 * 60_000;

/** @param {string} sitePath */
function checkedPath(sitePath) {
  if (!sitePath.startsWith('/') || sitePath.includes('\0')) throw new Error(`not a site path: ${sitePath}`);
  return sitePath;
}

/**
 * @param {string} dir a build folder (`build/`)
 * @param {string} siteUrl the address the build is published at, for the links in answers
 * @returns {Source}
 */
export function buildSource(dir, siteUrl) {
  const root = path.resolve(dir);
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new SourceError(`${root} is not a site build (it has no index.html); run \`npm run build\` first.`);
  }
  return {
    kind: 'build',
    label: root,
    siteUrl: siteUrl.replace(/\/$/, ''),
    async readText(sitePath) {
      const file = resolveFile(root, checkedPath(sitePath));
      if (!file) return undefined;
      return fs.readFile(file, 'utf8');
    },
  };
}

/** The user's cache folder, as each platform names it. */
export function userCacheDir() {
  if (process.env.XDG_CACHE_HOME) return process.env.XDG_CACHE_HOME;
  if (process.platform === 'darwin') return path.join(os.homedir(), 'Library', 'Caches');
  if (process.platform === 'win32') return process.env.LOCALAPPDATA ?? path.join(os.homedir(), 'AppData', 'Local');
  return path.join(os.homedir(), '.cache');
}

/**
 * @param {unknown} error
 * @returns {string}
 */
function networkReason(error) {
  const cause = /** @type {{cause?: {code?: string, message?: string}}} */ (error).cause;
  return cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
}

/**
 * @param {string} siteUrl the site's address, `https://docs.celo.org`
 * @param {{timeoutMs: number, cacheDir: string}} options
 * @returns {Source}
 */
export function siteSource(siteUrl, {timeoutMs, cacheDir}) {
  const origin = siteUrl.replace(/\/$/, '');
  const host = new URL(origin).host.replace(/[^a-z0-9.-]/gi, '_');
  const diskRoot = path.join(cacheDir, host);
  /** @type {Map<string, {at: number, text: Promise<string | undefined>}>} */
  const memory = new Map();
  const seconds = `${timeoutMs / 1000} s`;

  /** @param {string} sitePath */
  async function fetchText(sitePath) {
    const url = `${origin}${sitePath}`;
    let response;
    let text;
    try {
      // The signal covers the body too: a site that sends headers and then stalls times out as well.
      response = await fetch(url, {signal: AbortSignal.timeout(timeoutMs), headers: {accept: '*/*'}});
      if (response.status === 404 || response.status === 410) return undefined;
      text = await response.text();
    } catch (error) {
      if (/** @type {Error} */ (error).name === 'TimeoutError') {
        throw new SourceError(
          `${origin} did not answer within ${seconds} (asking for ${sitePath}). Check the connection, raise --timeout, or run the server on a local build with --build <dir>.`,
        );
      }
      throw new SourceError(
        `${origin} cannot be reached (${networkReason(error)}, asking for ${sitePath}). Check the address and the connection, or run the server on a local build with --build <dir>.`,
      );
    }
    if (!response.ok) throw new SourceError(`${url} answered HTTP ${response.status}.`);
    return text;
  }

  /** @param {string} sitePath */
  async function fromDisk(sitePath) {
    const file = path.join(diskRoot, sitePath);
    try {
      return await fs.readFile(file, 'utf8');
    } catch {
      const text = await fetchText(sitePath);
      if (text !== undefined) {
        await fs.mkdir(path.dirname(file), {recursive: true});
        // Written whole under another name first, so a second server reading the cache never sees half a file.
        const partial = `${file}.${process.pid}.partial`;
        await fs.writeFile(partial, text);
        await fs.rename(partial, file);
      }
      return text;
    }
  }

  return {
    kind: 'site',
    label: origin,
    siteUrl: origin,
    readText(sitePath) {
      checkedPath(sitePath);
      if (HASHED.test(sitePath)) return fromDisk(sitePath);
      const kept = memory.get(sitePath);
      if (kept && Date.now() - kept.at < MEMORY_TTL_MS) return kept.text;
      const text = fetchText(sitePath);
      memory.set(sitePath, {at: Date.now(), text});
      text.catch(() => memory.delete(sitePath));
      return text;
    },
  };
}

/**
 * A JSON file of the source; `undefined` when the file is missing.
 * @template T
 * @param {Source} source
 * @param {string} sitePath
 * @returns {Promise<T | undefined>}
 */
export async function readJson(source, sitePath) {
  const text = await source.readText(sitePath);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw new SourceError(`${source.label}${sitePath} is not JSON: is ${source.label} the Celo docs site?`);
  }
}
