/**
 * Writes the local index: a page and heading file, with the heading index built here once, the full-text index as
 * MiniSearch term postings split into shards by term range, and the section text in small files for snippets. A
 * search fetches the shards of its terms and the text of the hits it shows, never the whole index.
 */
import {createHash} from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import {promisify} from 'node:util';
import {gzip} from 'node:zlib';
import MiniSearch from 'minisearch';
import {packHeadings} from '../shared/headingIndex';
import {MANIFEST_PATH, packIndex, type SearchManifest, type SearchRecord, type TermShard} from '../shared/records';
import {indexTerms, processTerm} from '../shared/tokenize';

/**
 * Raw JSON bytes a term shard grows to before the next one starts: about 1 KB once compressed. A query fetches a
 * shard per term, so small shards keep the bytes a query waits for small.
 */
export const SHARD_BYTES = 4_000;

type Posting = Record<string, Record<string, number>>;

/** The postings of every term of the section texts, in term order, and how many terms each section has. */
export function contentPostings(records: readonly SearchRecord[]): {postings: TermShard; termCounts: number[]} {
  const miniSearch = new MiniSearch<{id: number; content: string}>({
    fields: ['content'],
    tokenize: indexTerms,
    processTerm,
  });
  miniSearch.addAll(records.map((record, id) => ({id, content: record.content ?? ''})));
  const {index, fieldLength} = miniSearch.toJSON() as unknown as {
    index: [string, Posting][];
    fieldLength: Record<string, number[]>;
  };
  const postings = index
    .map(([term, fields]) => {
      const row: (string | number)[] = [term];
      let previous = 0;
      for (const [id, frequency] of Object.entries(fields['0'] ?? {})
        .map(([id, frequency]) => [Number(id), frequency])
        .sort((a, b) => a[0] - b[0])) {
        row.push(id - previous, frequency);
        previous = id;
      }
      return row;
    })
    .sort((a, b) => ((a[0] as string) < (b[0] as string) ? -1 : 1));
  return {postings, termCounts: records.map((_, id) => fieldLength[id]?.[0] ?? 0)};
}

/** Consecutive runs of `items` whose summed `size` stays under `limit`. */
export function runs<T>(items: readonly T[], size: (item: T) => number, limit: number): T[][] {
  const result: T[][] = [];
  let used = Infinity;
  for (const item of items) {
    const itemSize = size(item);
    const last = result[result.length - 1];
    if (!last || used + itemSize > limit) {
      result.push([item]);
      used = itemSize;
    } else {
      last.push(item);
      used += itemSize;
    }
  }
  return result;
}

const hashOf = (body: string) => createHash('sha256').update(body).digest('hex').slice(0, 12);

/** Every file of the index, by site path, the manifest included: written after a build, served in development. */
export function indexFiles(records: readonly SearchRecord[]): {manifest: SearchManifest; files: Map<string, string>} {
  const files = new Map<string, string>();
  const add = (folder: string, body: string) => {
    const file = `/search/${folder}${hashOf(body)}.json`;
    files.set(file, body);
    return file;
  };
  // One folder per version of a set of files, so that they can be named by number and cached for ever.
  const addNumbered = (name: string, bodies: {body: string}[]) => {
    const folder = `/search/${name}/${hashOf(bodies.map(({body}) => body).join('\n'))}/`;
    bodies.forEach(({body}, n) => files.set(`${folder}${n}.json`, body));
    return folder;
  };
  const {postings, termCounts} = contentPostings(records);
  const index = add('index.', JSON.stringify({...packIndex(records, termCounts), headings: packHeadings(records)}));
  const shards = runs(postings, (row) => JSON.stringify(row).length, SHARD_BYTES).map((shard) => ({
    first: shard[0][0] as string,
    body: JSON.stringify(shard),
  }));
  const manifest: SearchManifest = {
    index,
    records: records.length,
    terms: {folder: addNumbered('terms', shards), first: shards.map((shard) => shard.first)},
    texts: {
      folder: addNumbered(
        'text',
        records.map((record) => ({body: JSON.stringify(record.content ?? '')})),
      ),
    },
  };
  files.set(`/${MANIFEST_PATH}`, JSON.stringify(manifest));
  return {manifest, files};
}

const gzipAsync = promisify(gzip);

export interface WriteOptions {
  /**
   * Also write each file gzipped beside it (`N.json.gz`), for hosts that serve a precompressed sibling (nginx's
   * `gzip_static`, scripts/serve-static.mjs): a search then waits for no compression of the files it fetches.
   */
  precompress?: boolean;
}

export async function writeIndex(
  outDir: string,
  records: readonly SearchRecord[],
  {precompress = false}: WriteOptions = {},
): Promise<SearchManifest> {
  const {manifest, files} = indexFiles(records);
  for (const folder of new Set([...files.keys()].map((file) => path.dirname(file)))) {
    await fs.mkdir(path.join(outDir, folder), {recursive: true});
  }
  await Promise.all(
    [...files].map(async ([file, body]) => {
      await fs.writeFile(path.join(outDir, file), body);
      if (precompress) await fs.writeFile(path.join(outDir, `${file}.gz`), await gzipAsync(body, {level: 9}));
    }),
  );
  return manifest;
}
