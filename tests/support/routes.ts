/** Reads tests/routes.txt: every route the site serves and the sidebar it sits in. */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import sidebars from '../../sidebars';

export interface RouteEntry {
  route: string;
  /** A sidebar id, `none` for a doc in no sidebar, or `-` for a page outside the docs. */
  sidebar: string;
}

export const routes: RouteEntry[] = readFileSync(path.join(__dirname, '..', 'routes.txt'), 'utf8')
  .split('\n')
  .map((line) => line.replace(/#.*/, '').trim())
  .filter(Boolean)
  .map((line) => {
    const [route, sidebar] = line.split(/\s+/);
    return {route, sidebar};
  });

/** The route a doc id is served at with `routeBasePath: '/'`. */
export function docRoute(docId: string): string {
  return `/${docId.replace(/(^|\/)index$/, '')}`;
}

/** Each sidebar's first link, which identifies the sidebar a page shows. */
export const sidebarEntryRoutes: Record<string, string> = Object.fromEntries(
  Object.entries(sidebars).map(([id, items]) => {
    const first = items[0];
    const docId = typeof first === 'string' ? first : 'id' in first && typeof first.id === 'string' ? first.id : '';
    return [id, docRoute(docId)];
  }),
);
