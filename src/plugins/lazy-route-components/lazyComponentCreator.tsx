/**
 * Docusaurus' `ComponentCreator`, called for each route of the route table when main.js starts, creates a
 * react-loadable component per route: some 360 here, of which a page renders four or five. The creator made here
 * returns a light component for each route, and creates the react-loadable one when the route is first preloaded or
 * rendered.
 */
import type {ComponentType, ReactNode} from 'react';

/** A route component as Docusaurus' router and `preload` use it: rendered with the route's props, and able to preload its code. */
export type RouteComponent = ComponentType<Record<string, unknown>> & {preload: () => Promise<unknown>};

export function lazyComponentCreator(
  create: (path: string, hash: string) => RouteComponent,
): (path: string, hash: string) => RouteComponent {
  return function ComponentCreator(path, hash) {
    let created: RouteComponent | undefined;
    const routeComponent = () => (created ??= create(path, hash));
    function Route(props: Record<string, unknown>): ReactNode {
      const Component = routeComponent();
      return <Component {...props} />;
    }
    Route.preload = () => routeComponent().preload();
    return Route;
  };
}
