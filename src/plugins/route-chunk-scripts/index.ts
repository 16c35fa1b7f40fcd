/**
 * Route chunk scripts: every page's HTML lists the scripts of the route it shows, as Docusaurus means it to, so the
 * browser fetches them beside main.js. Without this, a page listed only the runtime and main.js (the manifest lookup
 * found nothing, see ./manifest.ts): the route's chunks were found only once main.js ran, fetched a round trip later,
 * and main.js's own task spent time creating their script elements.
 */
import {readFileSync, writeFileSync, existsSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {readRegistry, withModuleRequests, type ClientManifest} from './manifest';

/** The client manifest and registry Docusaurus writes in its generated files directory. */
function addModuleRequests(generatedFilesDir: string): void {
  const manifestFile = path.join(generatedFilesDir, 'client-manifest.json');
  if (!existsSync(manifestFile)) return;
  const registryFile = path.join(generatedFilesDir, 'registry.js');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
  const registry = readRegistry(readFileSync(registryFile, 'utf8'), registryFile);
  writeFileSync(manifestFile, JSON.stringify(withModuleRequests(manifest, registry)));
}

export default function routeChunkScriptsPlugin(context: LoadContext): Plugin {
  return {
    name: 'route-chunk-scripts',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        plugins: [
          {
            // After the client build has emitted its files, the manifest among them.
            apply(compiler: {hooks: {afterEmit: {tap: (name: string, run: () => void) => void}}}) {
              compiler.hooks.afterEmit.tap('route-chunk-scripts', () => addModuleRequests(context.generatedFilesDir));
            },
          },
        ],
      };
    },
  };
}
