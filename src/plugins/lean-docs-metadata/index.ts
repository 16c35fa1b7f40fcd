/**
 * The docs plugin with a leaner version metadata. Every doc page's first visit loads its version's metadata: all
 * sidebars, and the id, title, description and sidebar of every doc. Of the titles and descriptions only the theme's
 * `DocCard` reads one, the description, and no page of this site shows doc cards; yet they were most of it (17 of
 * 25 KB gzip). They are left out: each doc keeps its id and sidebar there (a doc card would show its label alone),
 * and each page keeps its own title and description in its own metadata (its meta tags, search, llms.txt).
 */
import docsPlugin, {validateOptions} from '@docusaurus/plugin-content-docs';
import type {PluginOptions} from '@docusaurus/plugin-content-docs';
import type {LoadContext, Plugin, RouteConfig} from '@docusaurus/types';

interface VersionDocProp {
  id: string;
  sidebar?: string;
}

/** The route, and the routes under it, with each doc of a version's metadata prop reduced to its id and sidebar. */
export function withLeanVersionDocs(route: RouteConfig): RouteConfig {
  const version = route.props?.version as {docs?: Record<string, VersionDocProp>} | undefined;
  return {
    ...route,
    ...(version?.docs && {
      props: {
        ...route.props,
        version: {
          ...version,
          docs: Object.fromEntries(Object.entries(version.docs).map(([key, {id, sidebar}]) => [key, {id, sidebar}])),
        },
      },
    }),
    ...(route.routes && {routes: route.routes.map(withLeanVersionDocs)}),
  };
}

export default async function leanDocsMetadataPlugin(
  context: LoadContext,
  options: PluginOptions,
): Promise<Plugin<unknown>> {
  const plugin = (await docsPlugin(context, options)) as Plugin<unknown>;
  return {
    ...plugin,
    async contentLoaded(args) {
      const addRoute = (route: RouteConfig) => args.actions.addRoute(withLeanVersionDocs(route));
      await plugin.contentLoaded?.({...args, actions: {...args.actions, addRoute}});
    },
  };
}

export {validateOptions};
