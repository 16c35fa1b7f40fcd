import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {readRegistry, withModuleRequests, type ClientManifest} from '@site/src/plugins/route-chunk-scripts/manifest';

const require = createRequire(import.meta.url);
const core = path.dirname(require.resolve('@docusaurus/core/package.json'));
const coreSource = (file: string) => readFileSync(path.join(core, 'lib', file), 'utf8');

const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {main: ['runtime', 'main'], 'general-content': ['shared', 'general-content'], '364': ['364']},
  assets: {
    runtime: {js: [{file: 'assets/js/runtime.js'}]},
    main: {js: [{file: 'assets/js/main.js'}], css: [{file: 'assets/css/styles.css'}]},
    shared: {js: [{file: 'assets/js/shared.js'}], css: [{file: 'assets/css/shared.css'}]},
    'general-content': {js: [{file: 'assets/js/general-content.js'}]},
  },
};

describe('route chunk scripts', () => {
  let generatedFilesDir = '';
  afterEach(() => rmSync(generatedFilesDir, {recursive: true, force: true}));

  it("reads each chunk name and request of the registry Docusaurus' own code generator writes", async () => {
    generatedFilesDir = mkdtempSync(path.join(os.tmpdir(), 'registry-'));
    const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
      generateRouteFiles: (args: {generatedFilesDir: string; routes: unknown[]}) => Promise<void>;
    };
    await generateRouteFiles({
      generatedFilesDir,
      routes: [{path: '/general', exact: true, component: '@theme/DocItem', modules: {content: '@site/docs/it"s.md'}}],
    });
    const file = path.join(generatedFilesDir, 'registry.js');
    const requests = readRegistry(readFileSync(file, 'utf8'), file).map(({request}) => request);
    expect(requests.sort()).toEqual(['@site/docs/it"s.md', '@theme/DocItem']);
  });

  it('fails, naming the registry and what to update, when the registry is written another way', () => {
    const source = 'export default {\n  "abc": [() => import("@theme/DocItem"), "@theme/DocItem"],\n};\n';
    expect(() => readRegistry(source, '.docusaurus/registry.js')).toThrow(
      /\.docusaurus\/registry\.js.*route-chunk-scripts\/manifest\.ts/s,
    );
  });

  it("adds each request as an origin of its chunk name's chunks, and keeps only scripts for a route's chunks", () => {
    const patched = withModuleRequests(manifest, [
      {chunkName: 'general-content', request: '@site/docs/general.md'},
      {chunkName: 'not-built', request: '@site/docs/draft.md'},
    ]);
    expect(patched.origins['@site/docs/general.md']).toEqual(['shared', 'general-content']);
    expect(patched.origins['@site/docs/draft.md']).toBeUndefined();
    expect(patched.assets.shared).toEqual({js: [{file: 'assets/js/shared.js'}]});
    expect(patched.assets.main).toEqual(manifest.assets.main);
  });

  it("lists in a page's HTML the manifest's files for the modules the page reported rendering", () => {
    const template = coreSource('ssg/ssgTemplate.js');
    expect(template).toMatch(/\[\.\.\.manifest\.entrypoints, \.\.\.Array\.from\(modules\)\]/);
    expect(template).toMatch(/getBundles\)\(manifest, modulesToBeLoaded\)/);
    expect(coreSource('client/serverEntry.js')).toMatch(/report=\{\(moduleName\) => modules\.add\(moduleName\)\}/);
    expect(coreSource('client/exports/ComponentCreator.js')).toMatch(/modules\.push\(chunkRegistry\[1\]\)/);
  });
});
