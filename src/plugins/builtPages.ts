/** Reads the built HTML of a route, for plugins that work on the output after the production build. */
import fs from 'node:fs/promises';
import path from 'node:path';

/** The HTML file of a route: `route.html` (trailingSlash false) or `route/index.html`, or undefined. */
export async function readBuiltPage(outDir: string, route: string): Promise<string | undefined> {
  const relative = route.replace(/^\//, '');
  for (const candidate of relative === '' ? ['index.html'] : [`${relative}.html`, path.join(relative, 'index.html')]) {
    try {
      return await fs.readFile(path.join(outDir, candidate), 'utf8');
    } catch {
      // try the next candidate
    }
  }
  return undefined;
}
