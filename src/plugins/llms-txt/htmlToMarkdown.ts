/**
 * Turns the rendered body of a doc (`.theme-doc-markdown` in the built HTML) back into Markdown, so the Markdown
 * twin carries what the reader sees, tables drawn by components included, not the MDX source. The unified libraries
 * do the work (hast to mdast with rehype-remark, GFM tables and math out with remark-stringify); the handlers here
 * are the site's own rules: which blocks of its theme and components a twin keeps, and how.
 */
import type {Element, ElementContent, Text as HastText} from 'hast';
import {fromHtml} from 'hast-util-from-html';
import {defaultHandlers, defaultNodeHandlers, type Handle, type NodeHandle, type State} from 'hast-util-to-mdast';
import {select, selectAll} from 'hast-util-select';
import {toString} from 'hast-util-to-string';
import type {BlockContent, Paragraph, PhrasingContent, Root as MdastRoot, RootContent, TableCell, Text} from 'mdast';
import rehypeRemark from 'rehype-remark';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import remarkStringify from 'remark-stringify';
import {unified} from 'unified';
import {LIVE_SLOT_ATTRIBUTE} from '../code-on-demand/liveMarker.mjs';
import {networkNote} from '../network-samples/twinNote';
import {twinPath} from './twinPath';

interface Context {
  /** Absolute URLs for images and for links to pages without a twin, so the Markdown works outside the site. */
  siteUrl: string;
  /** The routes of the docs that have a Markdown twin: links to them point at the twin, as `/route.md`. */
  docRoutes: ReadonlySet<string>;
}

function absolute(url: string, {siteUrl}: Context): string {
  try {
    return new URL(url, siteUrl).href;
  } catch {
    return url;
  }
}

/**
 * Where a link in a twin points: a doc's twin as a root-relative `/route.md` (with the heading anchor kept), an
 * anchor on the same page as is, and anything else as an absolute URL.
 */
function linkTarget(href: string, context: Context): string {
  if (href.startsWith('#')) return href;
  let url: URL;
  try {
    url = new URL(href, context.siteUrl);
  } catch {
    return href;
  }
  const route = url.pathname.replace(/(.)\/$/, '$1');
  if (url.origin === new URL(context.siteUrl).origin && !url.search && context.docRoutes.has(route)) {
    return `${twinPath(route)}${url.hash}`;
  }
  return url.href;
}

/** The hast property name of the attribute that marks a live code block (`data-live-codeblock`). */
const LIVE_SLOT_PROPERTY = LIVE_SLOT_ATTRIBUTE.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function hasClass(node: Element, name: string): boolean {
  const classes = node.properties.className;
  return Array.isArray(classes) && classes.includes(name);
}

const text = (value: string): Text => ({type: 'text', value});
const strongParagraph = (children: PhrasingContent[]): Paragraph => ({
  type: 'paragraph',
  children: [{type: 'strong', children}],
});

/** Phrasing content with the white space at its two ends removed, as a table cell part or a title needs. */
function trimmed(nodes: PhrasingContent[]): PhrasingContent[] {
  const result = nodes.filter((node) => node.type !== 'break');
  const first = result[0];
  const last = result.at(-1);
  if (first?.type === 'text') result[0] = text(first.value.trimStart());
  if (last?.type === 'text') result[result.length - 1] = text((result.at(-1) as Text).value.trimEnd());
  return result.filter((node) => node.type !== 'text' || node.value);
}

/** The phrasing content of some hast nodes, trimmed. */
function phrasing(state: State, children: ElementContent[]): PhrasingContent[] {
  const wrapper: Element = {type: 'element', tagName: 'span', properties: {}, children};
  return trimmed(state.all(wrapper) as PhrasingContent[]);
}

/** A code block of the theme: its lines, its language and its title. */
function codeBlock(node: Element): RootContent {
  const language = /(?:^|\s)language-([\w-]+)/.exec(String((node.properties.className as string[]).join(' ')));
  const tokenLines = selectAll('.token-line', node);
  const lines = tokenLines.length > 0 ? tokenLines.map(toString) : [toString(select('pre', node) ?? node)];
  const title = select('[class*="codeBlockTitle"]', node);
  return {
    type: 'code',
    lang: language?.[1] ?? null,
    meta: title ? `title="${toString(title)}"` : null,
    value: lines.join('\n').replace(/\n$/, ''),
  };
}

/** A live playground: its code, as the fence it was written in; the editor's and the result's headings are chrome. */
function liveCodeBlock(node: Element): RootContent {
  return {type: 'code', lang: 'jsx', meta: 'live', value: toString(select('pre', node) ?? node).replace(/\n$/, '')};
}

/** An admonition as a quote that opens with its title in bold. */
function admonition(state: State, node: Element): RootContent {
  const [heading, ...rest] = node.children.filter((child): child is Element => child.type === 'element');
  const title = toString(heading).replace(/\s+/g, ' ').trim();
  const body = rest.at(-1);
  return {
    type: 'blockquote',
    children: [
      strongParagraph([text(`${title.charAt(0).toUpperCase()}${title.slice(1)}`)]),
      ...(state.toFlow(body ? state.all(body) : []) as BlockContent[]),
    ],
  };
}

/** Tabs, each panel after its label in bold: a twin shows every tab. */
function tabs(state: State, node: Element): RootContent[] {
  const labels = selectAll('[role="tab"]', node).map((tab) => toString(tab).replace(/\s+/g, ' ').trim());
  return selectAll('[role="tabpanel"]', node).flatMap((panel, index) => [
    strongParagraph([text(labels[index] ?? `Tab ${index + 1}`)]),
    ...(state.toFlow(state.all(panel)) as RootContent[]),
  ]);
}

/** The property a formula carries its TeX in while it is converted: the conversion collapses white space in text. */
const TEX_PROPERTY = 'dataTwinTex';

/** Each KaTeX formula of `body` with its TeX, from KaTeX's MathML annotation, line breaks kept. */
function keepTex(body: Element): void {
  for (const katex of selectAll('.katex', body)) {
    katex.properties[TEX_PROPERTY] = toString(select('annotation[encoding="application/x-tex"]', katex) ?? katex);
  }
}

/** A formula as the TeX it was written in. */
function formula(node: Element, display: boolean): RootContent {
  const value = String(node.properties[TEX_PROPERTY] ?? '');
  return display ? {type: 'math', value} : {type: 'inlineMath', value};
}

/** Elements that a component lays out as a part of their own inside a table cell, such as a name and its purpose. */
const CELL_PART_TAGS = new Set(['div', 'p', 'li']);

/**
 * The parts of a table cell, one per block element, list item or line break, joined by `<br>` so that a name and
 * the description under it stay apart ("Registry<br>Maps contract names…", not "RegistryMaps contract names…").
 */
function cellParts(state: State, nodes: ElementContent[]): PhrasingContent[][] {
  const parts: PhrasingContent[][] = [];
  let current: ElementContent[] = [];
  const flush = () => {
    const part = phrasing(state, current);
    if (part.length > 0) parts.push(part);
    current = [];
  };
  for (const node of nodes) {
    if (node.type === 'element' && (CELL_PART_TAGS.has(node.tagName) || ['ul', 'ol'].includes(node.tagName))) {
      flush();
      parts.push(...cellParts(state, node.children));
    } else if (node.type === 'element' && node.tagName === 'br') {
      flush();
    } else {
      current.push(node);
    }
  }
  flush();
  return parts;
}

/** Text without the zero-width spaces the theme puts in headings' anchor links and long identifiers. */
const textWithoutZeroWidthSpaces: NodeHandle = (state, node) =>
  defaultNodeHandlers.text(state, {...node, value: (node as HastText).value.replace(/\u200b/g, '')});

const tableCell: Handle = (state, node) => {
  const cell = defaultHandlers.td(state, node) as TableCell;
  cell.children = cellParts(state, node.children).flatMap((part, index) =>
    index === 0 ? part : [{type: 'html', value: '<br>'}, ...part],
  );
  return cell;
};

function handlers(context: Context): Record<string, Handle> {
  return {
    a(state, node) {
      if (hasClass(node, 'hash-link')) return undefined;
      const href = node.properties.href;
      const children = phrasing(state, node.children);
      if (typeof href !== 'string' || !href || children.length === 0) return children;
      return {type: 'link', url: linkTarget(href, context), title: null, children};
    },
    img(_state, node) {
      const src = String(node.properties.src ?? '');
      return {type: 'image', url: src && absolute(src, context), alt: String(node.properties.alt ?? ''), title: null};
    },
    button: () => undefined,
    nav: () => undefined,
    div(state, node) {
      if (node.properties[LIVE_SLOT_PROPERTY] !== undefined) return liveCodeBlock(node);
      if (hasClass(node, 'theme-code-block')) return codeBlock(node);
      if (hasClass(node, 'theme-admonition')) return admonition(state, node);
      if (hasClass(node, 'tabs-container')) return tabs(state, node);
      if (node.properties.dataNetworkSwitch !== undefined) return networkNote();
      return defaultHandlers.div(state, node);
    },
    span(state, node) {
      if (hasClass(node, 'katex-display')) {
        const katex = select('.katex', node);
        return katex ? formula(katex, true) : undefined;
      }
      if (hasClass(node, 'katex')) return formula(node, false);
      return defaultHandlers.span(state, node);
    },
    table(state, node) {
      const caption = node.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'caption',
      );
      const table = defaultHandlers.table(state, node) as RootContent;
      return caption ? [strongParagraph(phrasing(state, caption.children)), table] : table;
    },
    td: tableCell,
    th: tableCell,
    form(state, node) {
      const paragraphs = node.children.filter(
        (child): child is Element => child.type === 'element' && child.tagName === 'p',
      );
      return paragraphs.flatMap((paragraph) => state.toFlow(state.all(paragraph)) as RootContent[]);
    },
    details(state, node) {
      const summary = node.children.find(
        (child): child is Element => child.type === 'element' && child.tagName === 'summary',
      );
      const rest = node.children.filter((child) => child !== summary);
      const wrapper: Element = {type: 'element', tagName: 'div', properties: {}, children: rest};
      return [
        ...(summary ? [strongParagraph(phrasing(state, summary.children))] : []),
        ...(state.toFlow(state.all(wrapper)) as RootContent[]),
      ];
    },
  };
}

const markdown = unified().use(remarkGfm, {tablePipeAlign: false}).use(remarkMath).use(remarkStringify, {
  bullet: '-',
  emphasis: '*',
  strong: '*',
  fence: '`',
  fences: true,
  rule: '-',
  listItemIndent: 'one',
  resourceLink: true,
});

/**
 * The Markdown of a built page's doc body, or undefined when the page has no doc body. Links to the routes in
 * `docRoutes` point at their twins.
 */
export function htmlToMarkdown(
  html: string,
  siteUrl: string,
  docRoutes: ReadonlySet<string> = new Set(),
): string | undefined {
  const tree = fromHtml(html);
  const body = select('.theme-doc-markdown', tree);
  if (!body) return undefined;
  keepTex(body);
  const mdast = unified()
    .use(rehypeRemark, {
      handlers: handlers({siteUrl, docRoutes}),
      nodeHandlers: {text: textWithoutZeroWidthSpaces, comment: () => undefined},
    })
    .runSync({type: 'root', children: body.children}) as unknown as MdastRoot;
  return markdown.stringify(mdast);
}
