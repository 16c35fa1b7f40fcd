/** Reads a list of paths: one a line, optionally followed by a tab and a note; `#` starts a comment line. */
import {readFileSync} from 'node:fs';

/** The lists of old paths, relative to the site: the addresses of earlier sites and this site's own pages. */
export const LEGACY_LIST = 'tests/legacy-urls.txt';
export const SERVED_LIST = 'src/data/served-paths.txt';
/** Every path docs.celo.org served, reconstructed from the public history of its sources (see ./README.md). */
export const HISTORY_LIST = 'tests/legacy-history.tsv';

export function readPathList(file: string): string[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split('\t')[0].trim());
}
