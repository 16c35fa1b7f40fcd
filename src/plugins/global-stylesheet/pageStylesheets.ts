/**
 * Links into each built page the stylesheets of the components it renders. The CSS of page-only components stays
 * with their chunks (./index.ts), which Docusaurus loads in the browser with the chunk's code but does not link from
 * the HTML. A page's server-rendered HTML names the classes it needs: a chunk's stylesheet is linked where the HTML
 * uses a class that stylesheet defines and the global one does not.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export interface PageStylesheet {
  /** The site path the page links, as the chunk loader looks it up: `/assets/css/<name>.css`. */
  href: string;
  /** The classes only this stylesheet defines. */
  classes: ReadonlySet<string>;
}

const STYLESHEET_LINK = /<link\b[^>]*\brel=["']?stylesheet["']?[^>]*>/gi;
const CLASS_ATTRIBUTE = /\sclass=(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))/gi;

/** The class names a stylesheet's selectors mention (in strings and urls too, which only adds harmless extras). */
export function classesOf(css: string): Set<string> {
  return new Set([...css.matchAll(/\.(-?[A-Za-z_][\w-]*)/g)].map((match) => match[1]));
}

/** The stylesheets a page links, in order, by `href`. */
export function linkedStylesheets(html: string): string[] {
  return [...html.matchAll(STYLESHEET_LINK)].map(([tag]) => /\bhref=["']?([^"'\s>]+)/.exec(tag)?.[1] ?? '');
}

/** The classes of the elements of an HTML page. */
export function classesUsed(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (match[1] ?? match[2] ?? match[3]).split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

/** `html` with a link to each of `stylesheets` it uses and does not link yet, after its last stylesheet link. */
export function withPageStylesheets(html: string, stylesheets: readonly PageStylesheet[]): string {
  const linked = new Set(linkedStylesheets(html));
  const used = classesUsed(html);
  const links = stylesheets
    .filter(({href, classes}) => !linked.has(href) && [...classes].some((name) => used.has(name)))
    .map(({href}) => `<link rel=stylesheet href=${href}>`)
    .join('');
  if (!links) return html;
  const lastLink = [...html.matchAll(STYLESHEET_LINK)].at(-1);
  const at = lastLink ? lastLink.index + lastLink[0].length : html.indexOf('</head>');
  if (at < 0) throw new Error('global-stylesheet: a built page has neither a stylesheet link nor a </head>');
  return html.slice(0, at) + links + html.slice(at);
}

/**
 * The stylesheets of the chunks in `assets/css/` of the build in `outDir`, each with the classes it defines that
 * `globalCss`, the stylesheet every page links (at `globalLinks`), does not.
 */
export function chunkStylesheets(outDir: string, globalLinks: readonly string[], globalCss: string): PageStylesheet[] {
  const globalClasses = classesOf(globalCss);
  return readdirSync(path.join(outDir, 'assets', 'css'))
    .filter((name) => name.endsWith('.css'))
    .map((name) => `/assets/css/${name}`)
    .filter((href) => !globalLinks.includes(href))
    .sort()
    .map((href) => ({
      href,
      classes: new Set(
        [...classesOf(readFileSync(path.join(outDir, href), 'utf8'))].filter((name) => !globalClasses.has(name)),
      ),
    }));
}
