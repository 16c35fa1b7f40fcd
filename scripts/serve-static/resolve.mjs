// Maps a URL path to a file of the build the way static hosts with clean URLs do.
import {statSync} from 'node:fs';
import path from 'node:path';

function isFile(candidate) {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
}

/** The file to serve for `pathname`, or undefined for a 404. Never leaves `root`. */
export function resolveFile(root, pathname) {
  const relative = path.normalize(pathname).replace(/^(\.\.(\/|$))+/, '');
  const base = path.join(root, relative);
  if (!base.startsWith(root)) return undefined;
  const candidates = pathname.endsWith('/')
    ? [path.join(base, 'index.html')]
    : [base, `${base}.html`, path.join(base, 'index.html')];
  return candidates.find(isFile);
}
