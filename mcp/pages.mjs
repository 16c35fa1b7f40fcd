// @ts-check
/**
 * `read_page`: a doc's Markdown twin (`src/plugins/llms-txt`, the page's route plus `.md`), whole or one section, with
 * its title, address and last-updated date. The date is the one the page shows under its body, read from the built
 * HTML (`<time itemprop=dateModified>`); neither the twin nor the sitemap holds it. Old addresses lead where the site
 * sends them (the build's `address-map.json`), and an address that is no page gets the three closest pages.
 */
import {addressTarget, baseSpelling} from '../src/plugins/legacy-redirects/addressLookup.mjs';
import {cutPoint, decodeCursor, encodeCursor, InputError} from './output.mjs';
import {editDistance} from './search.mjs';
import {recordsModule} from './siteModules.mjs';
import {readJson} from './source.mjs';

/** @typedef {import('./source.mjs').Source} Source */
/** @typedef {import('./search.mjs').DocsSearch} DocsSearch */
/** @typedef {import('../src/plugins/local-search/shared/records').SearchRecord} SearchRecord */

/** The most characters of a page's Markdown in one answer of `read_page`; the rest is behind the cursor. */
export const PAGE_CAP = 20_000;

/**
 * A heading's text as words alone, for matching a twin's Markdown heading with the index's plain-text one.
 * @param {string} text
 */
const headingKey = (text) =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The headings of a Markdown text outside code blocks: level, text and the offset of the line.
 * @param {string} markdown
 */
export function markdownHeadings(markdown) {
  /** @type {{level: number, text: string, start: number}[]} */
  const headings = [];
  let fence = '';
  let offset = 0;
  for (const line of markdown.split('\n')) {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1];
    if (marker && (!fence || marker.startsWith(fence))) fence = fence ? '' : marker;
    else if (!fence) {
      const heading = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
      if (heading) headings.push({level: heading[1].length, text: heading[2], start: offset});
    }
    offset += line.length + 1;
  }
  return headings;
}

/**
 * The part of `markdown` under the heading `anchor` names, down to the next heading of its level or above. The
 * index's record for the anchor gives the heading's text and level (custom ids included); failing that, the anchor
 * the site would give each heading.
 * @param {string} markdown
 * @param {readonly SearchRecord[]} records the page's records, in page order
 * @param {string} anchor
 * @returns {{text: string, heading: string} | undefined}
 */
export function sectionOf(markdown, records, anchor) {
  const {LEVELS, anchorOf} = recordsModule();
  const headings = markdownHeadings(markdown);
  /** @type {{level: number, text: string, start: number} | undefined} */
  let found;
  const index = records.findIndex((record) => record.url.split('#')[1] === anchor);
  if (index !== -1) {
    const record = records[index];
    const level = LEVELS.indexOf(
      /** @type {import('../src/plugins/local-search/shared/records').Level} */ (record.type),
    );
    const text = level > 1 ? record.hierarchy[LEVELS[level]] : null;
    if (text) {
      const key = headingKey(text);
      // The same heading may come more than once on a page: take the occurrence the record is.
      const occurrence = records
        .slice(0, index)
        .filter(
          (other) => other.type === record.type && headingKey(other.hierarchy[LEVELS[level]] ?? '') === key,
        ).length;
      found = headings.filter((heading) => heading.level === level && headingKey(heading.text) === key)[occurrence];
    }
  }
  found ??= headings.find((heading) => heading.level > 1 && anchorOf(heading.text.replace(/[`*]/g, '')) === anchor);
  if (!found) return undefined;
  const {level, start} = found;
  const end = headings.find((heading) => heading.start > start && heading.level <= level)?.start ?? markdown.length;
  return {text: markdown.slice(start, end).trimEnd() + '\n', heading: found.text};
}

/**
 * The date the page shows as last updated, from its HTML; undefined when it shows none.
 * @param {string | undefined} html
 */
export function lastUpdated(html) {
  const time = html && /<time\b[^>]*\bitemprop=["']?dateModified\b[^>]*>/i.exec(html)?.[0];
  return (time && /\bdatetime=["']?([^"'\s>]+)/i.exec(time)?.[1]) || undefined;
}

/** @param {string | undefined} html */
function description(html) {
  const meta = html && /<meta\b[^>]*\bname=["']?description["']?[^>]*>/i.exec(html)?.[0];
  const content = meta && /\bcontent=(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(meta);
  const text = content ? (content[1] ?? content[2] ?? content[3]) : undefined;
  return text
    ?.replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/**
 * @param {Source} source
 * @param {DocsSearch} search
 * @param {{productionUrl: string}} options the published site's address, accepted in URLs beside the source's own
 */
export function createPages(source, search, {productionUrl}) {
  /** @type {Promise<import('../src/plugins/legacy-redirects/addressLookup.mjs').AddressMap | undefined> | undefined} */
  let addressMap;
  const hosts = new Set([new URL(source.siteUrl).host, new URL(productionUrl).host]);

  /**
   * The path and anchor `input` names, or an error saying what is wrong with it.
   * @param {string} input
   */
  function parse(input) {
    let text = input.trim();
    if (/^[a-z][a-z0-9+.-]*:/i.test(text)) {
      let url;
      try {
        url = new URL(text);
      } catch {
        throw new InputError(
          `read_page: "${input}" is not a valid URL; pass a page's URL or its path, such as /developer/viem.`,
        );
      }
      if (!/^https?:$/.test(url.protocol) || !hosts.has(url.host)) {
        throw new InputError(
          `read_page reads the pages of ${[...hosts].join(' and ')} only; "${url.host || url.protocol}" is another site.`,
        );
      }
      text = url.pathname + url.hash;
    } else if (/^(?:[a-z0-9-]+\.)+[a-z]{2,}\//i.test(text) && hosts.has(text.split('/')[0])) {
      text = text.slice(text.indexOf('/'));
    }
    if (!text.startsWith('/')) text = `/${text}`;
    const [rawPath, ...rest] = text.split('#');
    let pathname = rawPath.split('?')[0];
    let anchor = rest.join('#');
    try {
      pathname = decodeURIComponent(pathname);
      anchor = decodeURIComponent(anchor);
    } catch {
      throw new InputError(`read_page: "${input}" has a malformed %-escape.`);
    }
    pathname = baseSpelling(pathname.replace(/\.md$/i, ''));
    return {pathname, anchor};
  }

  /**
   * Where the site sends `pathname`: itself, the page an old address moved to, or undefined when only a folder
   * rule covers it (a guess, left to the suggestions).
   * @param {string} pathname
   */
  async function canonical(pathname) {
    addressMap ??= readJson(source, '/address-map.json');
    let map;
    try {
      map = await addressMap;
    } catch (error) {
      addressMap = undefined;
      throw error;
    }
    if (!map) return pathname;
    const key = baseSpelling(pathname).toLowerCase();
    if (!Object.hasOwn(map.exact, key)) return pathname;
    return addressTarget(map, pathname) ?? pathname;
  }

  /** @param {string} path */
  const link = (path) => `${source.siteUrl}${path}`;

  /**
   * @param {string} pathname
   * @param {string} input
   * @param {string | undefined} html the page's HTML, when the site has one at that address
   */
  async function notAPage(pathname, input, html) {
    const pages = await search.pageList();
    const known = pages.get(pathname);
    const isDoc = (/** @type {string} */ path) => pages.get(path)?.tag.startsWith('docs-') ?? false;
    if (known || html !== undefined) {
      return new InputError(
        `${link(pathname)}${known ? ` ("${known.title}")` : ''} is a page of the site, but not a doc: blog posts and standalone pages have no Markdown version to read. Open it in a browser, or search_docs for the docs on its subject.`,
      );
    }
    const closest = await search.closestPages(pathname, isDoc);
    const list = closest.map(({path, title}) => `- ${title}: ${link(path)}`).join('\n');
    return new InputError(
      `No page at ${input.trim()}. The closest pages:\n${list}\nPass one of these to read_page, or use search_docs.`,
    );
  }

  /**
   * @param {{url_or_path: string, cursor?: string}} args
   * @returns {Promise<string>}
   */
  async function readPage({url_or_path: input, cursor}) {
    const {pathname, anchor} = parse(input);
    const route = await canonical(pathname);
    const twinPath = route === '/' ? undefined : `${route}.md`;
    const [twin, html] = await Promise.all([twinPath ? source.readText(twinPath) : undefined, source.readText(route)]);
    if (twin === undefined) throw await notAPage(route, input, html);
    const absolute = twin.replace(/\]\(\//g, `](${source.siteUrl}/`);
    const title = /^# (.*)$/m.exec(twin)?.[1] ?? route;
    const records = await search.sectionsOf(route);
    const section = anchor ? sectionOf(absolute, records, anchor) : undefined;
    if (anchor && !section) {
      const anchors = records.map((record) => record.url.split('#')[1]).filter(Boolean);
      const nearest = [...anchors]
        .sort((a, b) => editDistance(anchor, a) - editDistance(anchor, b))
        .slice(0, 3)
        .map((name) => `#${name}`);
      throw new InputError(
        `${link(route)} has no section #${anchor}. The closest: ${nearest.join(', ')}. Leave the anchor out to read the whole page.`,
      );
    }
    const body = section ? section.text : absolute;
    const key = `${route}#${anchor}`;
    const offset = decodeCursor('read_page', key, cursor);
    if (offset >= body.length) throw new InputError('read_page: the cursor is past the end of the page.');
    const end = cutPoint(body, offset, PAGE_CAP);
    const updated = lastUpdated(html);
    const summary = description(html);
    const header = [
      `Title: ${title}`,
      `URL: ${link(route)}${anchor ? `#${anchor}` : ''}`,
      ...(route !== pathname ? [`(${pathname} has moved here.)`] : []),
      ...(section ? [`Section: ${section.heading.replace(/[`*]/g, '')}`] : []),
      ...(updated ? [`Last updated: ${updated.slice(0, 10)}`] : []),
      ...(summary && !section ? [`Description: ${summary}`] : []),
      ...(offset > 0 || end < body.length ? [`Part: characters ${offset + 1}–${end} of ${body.length}`] : []),
      '',
      '---',
      '',
    ];
    const footer = [];
    if (end < body.length) {
      footer.push(
        '',
        '---',
        `More of this ${section ? 'section' : 'page'}: call read_page again with the same url_or_path and cursor "${encodeCursor('read_page', key, end)}".`,
      );
      if (!section) {
        const outline = records
          .filter((record) => record.type === 'lvl2')
          .map((record) => `#${record.url.split('#')[1]} (${record.hierarchy.lvl2})`);
        if (outline.length > 0)
          footer.push(`Or read one section, passing the URL with its anchor: ${outline.join(', ')}.`);
      }
    }
    return [...header, body.slice(offset, end).trimEnd(), ...footer].join('\n');
  }

  return {readPage};
}
