/**
 * The doc and version a path shows, found by looking the path up rather than by matching it against every doc's
 * route: the theme's `useActiveDocContext` compiles and runs one route pattern per doc, on every render.
 */
import type {
  ActiveDocContext,
  GlobalDoc,
  GlobalPluginData,
  GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';

/** A path as routes match it: letter case and a trailing slash do not count. */
const normalized = (path: string) => path.toLowerCase().replace(/\/+$/, '') || '/';

const docsByPath = new WeakMap<GlobalVersion, Map<string, GlobalDoc>>();

function docAt(version: GlobalVersion, pathname: string): GlobalDoc | undefined {
  let byPath = docsByPath.get(version);
  if (!byPath) {
    byPath = new Map(version.docs.map((doc) => [normalized(doc.path), doc]));
    docsByPath.set(version, byPath);
  }
  return byPath.get(normalized(pathname));
}

/** Whether `pathname` is `base` or below it. */
function within(pathname: string, base: string): boolean {
  const path = normalized(pathname);
  const root = normalized(base);
  return root === '/' || path === root || path.startsWith(`${root}/`);
}

export function activeDocContext(data: GlobalPluginData, pathname: string): ActiveDocContext {
  // The deepest version path first: `/l1/…` belongs to the version at `/l1`, not to the one at `/`.
  const activeVersion = [...data.versions]
    .sort((a, b) => normalized(b.path).length - normalized(a.path).length)
    .find((version) => within(pathname, version.path));
  const activeDoc = activeVersion && docAt(activeVersion, pathname);
  const alternateDocVersions: ActiveDocContext['alternateDocVersions'] = {};
  if (activeDoc) {
    for (const version of data.versions) {
      const doc = version.docs.find((candidate) => candidate.id === activeDoc.id);
      if (doc) alternateDocVersions[version.name] = doc;
    }
  }
  return {activeVersion, activeDoc, alternateDocVersions};
}
