// A precompressed sibling of a file (`N.json.gz` beside `N.json`), served as nginx's gzip_static does.
import {statSync} from 'node:fs';

const SIBLINGS = [{encoding: 'gzip', suffix: '.gz'}];

/** The sibling to send for `file` when the client accepts its encoding and it is at least as new as the file. */
export function precompressedSibling(file, acceptEncoding) {
  for (const {encoding, suffix} of SIBLINGS) {
    if (!new RegExp(`\\b${encoding}\\b`).test(acceptEncoding)) continue;
    try {
      const sibling = statSync(`${file}${suffix}`);
      if (sibling.isFile() && sibling.mtimeMs >= statSync(file).mtimeMs) return {file: `${file}${suffix}`, encoding};
    } catch {
      // No sibling: the file is compressed on request.
    }
  }
  return undefined;
}
