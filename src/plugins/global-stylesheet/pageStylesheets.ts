/**
 * Puts into each built page the stylesheets of the components it renders. The CSS of page-only components stays with
 * their chunks (./index.ts), which Docusaurus loads in the browser with the chunk's code but does not link from the
 * HTML. A page's server-rendered HTML names the classes it needs: a chunk's stylesheet goes where the HTML uses a
 * class that stylesheet defines and the global one does not. It goes inline, as a `<style data-href>`: a second
 * render-blocking request would cost a page a round trip before its first paint (300 ms in Lighthouse's simulation)
 * for a few hundred bytes, and the chunk loader, which looks for `data-href`, does not fetch it again.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

export interface PageStylesheet {
  /** The site path the page links, as the chunk loader looks it up: `/assets/css/<name>.css`. */
  href: string;
  /** The classes only this stylesheet defines. */
  classes: ReadonlySet<string>;
  css: string;
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

/** The stylesheets a page carries inline, by the `data-href` the chunk loader knows them by. */
export function inlinedStylesheets(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*\bdata-href=["']?([^"'\s>]+)/gi)].map((match) => match[1]);
}

/** The classes of the elements of an HTML page. */
export function classesUsed(html: string): Set<string> {
  const used = new Set<string>();
  for (const match of html.matchAll(CLASS_ATTRIBUTE)) {
    for (const name of (match[1] ?? match[2] ?? match[3]).split(/\s+/)) if (name) used.add(name);
  }
  return used;
}

/**
 * The fewest of `stylesheets` that define every class of `used` any of them defines. A component small enough to
 * stay in each page's own chunk has its CSS in each of those chunks' stylesheets: one of them is enough.
 */
function stylesheetsFor(used: ReadonlySet<string>, stylesheets: readonly PageStylesheet[]): PageStylesheet[] {
  const uses = new Map(stylesheets.map((sheet) => [sheet, [...sheet.classes].filter((name) => used.has(name))]));
  const covered = new Set<string>();
  const chosen = new Set<PageStylesheet>();
  for (const sheet of [...stylesheets].sort((a, b) => uses.get(b)!.length - uses.get(a)!.length)) {
    const classes = uses.get(sheet)!;
    if (classes.every((name) => covered.has(name))) continue;
    classes.forEach((name) => covered.add(name));
    chosen.add(sheet);
  }
  return stylesheets.filter((sheet) => chosen.has(sheet));
}

function inlineStyle(href: string, css: string): string {
  if (/<\/style/i.test(css)) throw new Error(`global-stylesheet: ${href} holds "</style" and cannot go inline`);
  return `<style data-href=${href}>${css}</style>`;
}

/**
 * `html` with each stylesheet it needs of `stylesheets` and does not carry yet inline, after its last link. A
 * stylesheet the page uses but does not need, because those it carries define all of its classes (the same component
 * in another page's chunk), is marked loaded with an empty `<style data-href>`: the page's own chunk may be the one
 * that holds it, and its loader would otherwise fetch it again.
 */
export function withPageStylesheets(html: string, stylesheets: readonly PageStylesheet[]): string {
  const carried = new Set([...linkedStylesheets(html), ...inlinedStylesheets(html)]);
  const used = classesUsed(html);
  const needed = stylesheetsFor(used, stylesheets);
  const defined = new Set(needed.flatMap((sheet) => [...sheet.classes]));
  const duplicates = stylesheets.filter(
    (sheet) =>
      !needed.includes(sheet) &&
      [...sheet.classes].some((name) => used.has(name)) &&
      [...sheet.classes].every((name) => defined.has(name)),
  );
  const styles = [
    ...needed.filter(({href}) => !carried.has(href)).map(({href, css}) => inlineStyle(href, css)),
    ...duplicates.filter(({href}) => !carried.has(href)).map(({href}) => inlineStyle(href, '')),
  ].join('');
  if (!styles) return html;
  const lastLink = [...html.matchAll(STYLESHEET_LINK)].at(-1);
  const at = lastLink ? lastLink.index + lastLink[0].length : html.indexOf('</head>');
  if (at < 0) throw new Error('global-stylesheet: a built page has neither a stylesheet link nor a </head>');
  return html.slice(0, at) + styles + html.slice(at);
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
    .map((href) => {
      const css = readFileSync(path.join(outDir, href), 'utf8');
      return {href, css, classes: new Set([...classesOf(css)].filter((name) => !globalClasses.has(name)))};
    });
}
