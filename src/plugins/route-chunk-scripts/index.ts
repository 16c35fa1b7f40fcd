/**
 * Route chunk scripts: every page's HTML lists the scripts of the route it shows, as Docusaurus means it to, so the
 * browser fetches them beside main.js. Without this, a page listed only the runtime and main.js (the manifest lookup
 * found nothing, see ./manifest.ts): the route's chunks were found only once main.js ran, fetched a round trip later,
 * and main.js's own task spent time creating their script elements.
 */
import {readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readRegistry, withModuleRequests, type ClientManifest} from './manifest';

/**
 * The file the client build's manifest plugin (react-loadable-ssr-addon) writes; none in `npm start`, whose client
 * build writes no manifest.
 */
function manifestFileOf(config: {plugins?: unknown[]}): string | undefined {
  for (const plugin of config.plugins ?? []) {
    const filename = (plugin as {options?: {filename?: unknown}} | null)?.options?.filename;
    if (plugin?.constructor.name === 'ReactLoadableSSRAddon' && typeof filename === 'string') return filename;
  }
  return undefined;
}

/** Adds the registry's module requests to the manifest in `manifestFile` (./manifest.ts). */
function addModuleRequests(manifestFile: string, registryFile: string): void {
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
  const registry = readRegistry(readFileSync(registryFile, 'utf8'), registryFile);
  writeFileSync(manifestFile, JSON.stringify(withModuleRequests(manifest, registry)));
}

export default function routeChunkScriptsPlugin(context: LoadContext): Plugin {
  return {
    name: 'route-chunk-scripts',
    configureWebpack(config, isServer) {
      const manifestFile = isServer ? undefined : manifestFileOf(config);
      if (!manifestFile) return {};
      const registryFile = path.join(context.generatedFilesDir, 'registry.js');
      return {
        plugins: [
          {
            // After the client build has emitted its files, the manifest among them.
            apply(compiler: {hooks: {afterEmit: {tap: (name: string, run: () => void) => void}}}) {
              compiler.hooks.afterEmit.tap('route-chunk-scripts', () => addModuleRequests(manifestFile, registryFile));
            },
          },
        ],
      };
    },
  };
}
