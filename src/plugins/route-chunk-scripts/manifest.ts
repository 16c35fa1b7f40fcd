/**
 * The client manifest (react-loadable-ssr-addon's) and the route registry (Docusaurus' `.docusaurus/registry.js`), and
 * the join of the two that lets Docusaurus find the scripts of the modules a page rendered.
 */

/** What react-loadable-ssr-addon writes: chunk ids by origin, and each chunk's files. */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, Record<string, unknown[]>>;
}

/** One entry of Docusaurus' registry: the chunk name a route module is split into, and the module's request. */
export interface RegistryEntry {
  chunkName: string;
  request: string;
}

/** An entry line of the registry: `"<key>": [() => import(/* webpackChunkName: "<chunk>" *\/ "<request>"), ...`. */
const ENTRY = /^\s*"[^"]+": \[\(\) => import\(\/\* webpackChunkName: "([^"]+)" \*\/ "((?:[^"\\]|\\.)+)"\)/gm;

/** The registry's entries, from the source Docusaurus generates; throws when none can be read from it. */
export function readRegistry(source: string, file: string): RegistryEntry[] {
  const entries = [...source.matchAll(ENTRY)].map(([, chunkName, request]) => ({
    chunkName,
    request: JSON.parse(`"${request}"`) as string,
  }));
  if (entries.length === 0 && source.includes('import(')) {
    throw new Error(
      `[route-chunk-scripts] no entry of ${file} matches the form \`"key": [() => import(/* webpackChunkName: "name" */ ` +
        '"request")`: Docusaurus changed how it writes the route registry; update ENTRY in ' +
        'src/plugins/route-chunk-scripts/manifest.ts.',
    );
  }
  return entries;
}

/**
 * The manifest with each route module's request as an origin of the chunks its chunk name stands for, and with only
 * scripts, no stylesheets, for chunks other than the entry's. Docusaurus asks the manifest for the requests
 * react-loadable reports while a page renders on the server and lists what it finds in the page's head; the manifest
 * the Rspack build writes knows chunks by name only, so without these origins no page listed its route's scripts. A
 * route's stylesheets are not listed: ../global-stylesheet puts those a page needs inline, where a linked one would
 * block its first paint.
 */
export function withModuleRequests(manifest: ClientManifest, registry: RegistryEntry[]): ClientManifest {
  const origins = {...manifest.origins};
  for (const {chunkName, request} of registry) {
    const chunks = manifest.origins[chunkName];
    if (chunks) origins[request] = [...new Set([...(origins[request] ?? []), ...chunks])];
  }
  const entryChunks = new Set(manifest.entrypoints.flatMap((entry) => manifest.origins[entry] ?? []));
  const assets = Object.fromEntries(
    Object.entries(manifest.assets).map(([chunk, files]) => [
      chunk,
      entryChunks.has(chunk) ? files : Object.fromEntries(Object.entries(files).filter(([kind]) => kind === 'js')),
    ]),
  );
  return {...manifest, origins, assets};
}
