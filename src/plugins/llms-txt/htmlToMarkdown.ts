/**
 * Turns the rendered body of a doc (`.theme-doc-markdown` in the built HTML) back into Markdown, so the Markdown
 * twin carries what the reader sees, tables drawn by components included, not the MDX source.
 */
import {load, type Cheerio, type CheerioAPI, type Element} from 'cheerio';
import {LIVE_SLOT_ATTRIBUTE} from '../code-on-demand/liveMarker.mjs';
import {twinPath} from './twinPath';

type Node = Element | {type: string; data?: string};

interface Context {
  $: CheerioAPI;
  /** Absolute URLs for images and for links to pages without a twin, so the Markdown works outside the site. */
  siteUrl: string;
  /** The routes of the docs that have a Markdown twin: links to them point at the twin, as `/route.md`. */
  docRoutes: ReadonlySet<string>;
}

function isElement(node: Node): node is Element {
  return node.type === 'tag' || node.type === 'script' || node.type === 'style';
}

function absolute(url: string | undefined, {siteUrl}: Context): string {
  if (!url) return '';
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

function collapse(text: string): string {
  return text.replace(/\u200b/g, '').replace(/\s+/g, ' ');
}

function inline(nodes: Node[], context: Context): string {
  return nodes.map((node) => inlineNode(node, context)).join('');
}

function inlineNode(node: Node, context: Context): string {
  if (!isElement(node)) return node.type === 'text' ? collapse(node.data ?? '') : '';
  const {$} = context;
  const children = () => inline(node.children as Node[], context);
  switch (node.tagName) {
    case 'a': {
      if ($(node).hasClass('hash-link')) return '';
      const text = children().trim();
      const href = $(node).attr('href');
      return href && text ? `[${text}](${linkTarget(href, context)})` : text;
    }
    case 'code':
      return `\`${$(node).text()}\``;
    case 'strong':
    case 'b':
      return `**${children().trim()}**`;
    case 'em':
    case 'i':
      return `*${children().trim()}*`;
    case 'br':
      return '\n';
    case 'ul':
    case 'ol':
      return $(node)
        .children('li')
        .toArray()
        .map((item) => inline(item.children as Node[], context).trim())
        .join(', ');
    case 'img':
      return `![${$(node).attr('alt') ?? ''}](${absolute($(node).attr('src'), context)})`;
    case 'button':
    case 'svg':
    case 'script':
    case 'style':
      return '';
    case 'span':
      if ($(node).hasClass('katex')) {
        const tex = $(node).find('annotation[encoding="application/x-tex"]').first().text();
        return $(node).parent().hasClass('katex-display') ? `$$${tex}$$` : `$${tex}$`;
      }
      return children();
    default:
      return children();
  }
}

function codeBlock(container: Cheerio<Element>, $: CheerioAPI): string {
  const language = /(?:^|\s)language-([\w-]+)/.exec(container.attr('class') ?? '')?.[1] ?? '';
  const lines = container.find('.token-line');
  const code = lines.length
    ? lines
        .toArray()
        .map((line) => $(line).text())
        .join('\n')
    : container.find('pre').text();
  const title = container.find('[class*="codeBlockTitle"]').text();
  const fence = code.includes('```') ? '````' : '```';
  return `${title ? `${fence}${language} title="${title}"` : `${fence}${language}`}\n${code.replace(/\n$/, '')}\n${fence}`;
}

/** Elements that a component lays out as a part of their own inside a table cell, such as a name and its purpose. */
const CELL_PART_TAGS = new Set(['div', 'p']);

/**
 * The parts of a table cell as Markdown, one per block element, list item or line break, so that a name and the
 * description under it stay apart ("Registry<br>Maps contract names…", not "RegistryMaps contract names…").
 */
function cellParts(nodes: Node[], context: Context): string[] {
  const parts: string[] = [];
  let current = '';
  const flush = () => {
    if (current.trim()) parts.push(collapse(current).trim());
    current = '';
  };
  for (const node of nodes) {
    if (isElement(node) && CELL_PART_TAGS.has(node.tagName)) {
      flush();
      parts.push(...cellParts(node.children as Node[], context));
    } else if (isElement(node) && (node.tagName === 'ul' || node.tagName === 'ol')) {
      flush();
      for (const item of context.$(node).children('li').toArray())
        parts.push(...cellParts(item.children as Node[], context));
    } else if (isElement(node) && node.tagName === 'br') {
      flush();
    } else {
      current += inlineNode(node, context);
    }
  }
  flush();
  return parts;
}

/** A live playground: its code, as the fence it was written in; the editor's and the result's headings are chrome. */
function liveCodeBlock(container: Cheerio<Element>): string {
  const code = container.find('pre').first().text().replace(/\n$/, '');
  const fence = code.includes('```') ? '````' : '```';
  return `${fence}jsx live\n${code}\n${fence}`;
}

function table(node: Element, context: Context): string {
  const {$} = context;
  const rows = $(node)
    .find('tr')
    .toArray()
    .map((row) =>
      $(row)
        .children('th, td')
        .toArray()
        .map((cell) =>
          cellParts(cell.children as Node[], context)
            .join('<br>')
            .replace(/\|/g, '\\|'),
        ),
    );
  if (rows.length === 0) return '';
  const width = Math.max(...rows.map((row) => row.length));
  const line = (cells: string[]) => `| ${Array.from({length: width}, (_, index) => cells[index] ?? '').join(' | ')} |`;
  const markdown = [line(rows[0]), line(Array(width).fill('---')), ...rows.slice(1).map(line)].join('\n');
  const caption = inline(($(node).children('caption').get(0)?.children as Node[] | undefined) ?? [], context).trim();
  return caption ? `**${caption}**\n\n${markdown}` : markdown;
}

function list(node: Element, context: Context): string {
  const {$} = context;
  const ordered = node.tagName === 'ol';
  return $(node)
    .children('li')
    .toArray()
    .map((item, index) => {
      const marker = ordered ? `${index + 1}.` : '-';
      // A nested list follows its item's text directly, as in a tight Markdown list.
      const body = blocks(item.children as Node[], context)
        .trim()
        .replace(/\n\n(?=(?:-|\d+\.) )/g, '\n');
      const [first, ...rest] = body.split('\n');
      // Continuation lines line up with the item's text, as CommonMark needs for a code block inside "10. ".
      const indent = ' '.repeat(marker.length + 1);
      return [`${marker} ${first}`, ...rest.map((text) => (text ? `${indent}${text}` : text))].join('\n');
    })
    .join('\n');
}

function admonition(node: Element, context: Context): string {
  const {$} = context;
  const title = collapse($(node).children().first().text()).trim();
  const body = blocks($(node).children().last().get(0)?.children as Node[], context).trim();
  return quote(`**${title.charAt(0).toUpperCase()}${title.slice(1)}**\n\n${body}`);
}

function quote(text: string): string {
  return text
    .split('\n')
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\n');
}

function tabs(node: Element, context: Context): string {
  const {$} = context;
  const labels = $(node)
    .find('[role="tab"]')
    .toArray()
    .map((tab) => collapse($(tab).text()).trim());
  return $(node)
    .find('[role="tabpanel"]')
    .toArray()
    .map(
      (panel, index) =>
        `**${labels[index] ?? `Tab ${index + 1}`}**\n\n${blocks(panel.children as Node[], context).trim()}`,
    )
    .join('\n\n');
}

function block(node: Element, context: Context): string | undefined {
  const {$} = context;
  const element = $(node);
  const heading = /^h([1-6])$/.exec(node.tagName);
  if (heading) return `${'#'.repeat(Number(heading[1]))} ${inline(node.children as Node[], context).trim()}`;
  if (element.is(`[${LIVE_SLOT_ATTRIBUTE}]`)) return liveCodeBlock(element);
  if (element.hasClass('theme-code-block')) return codeBlock(element, $);
  if (element.hasClass('theme-admonition')) return admonition(node, context);
  if (element.hasClass('tabs-container')) return tabs(node, context);
  if (element.hasClass('katex-display')) return inlineNode(node, context);
  switch (node.tagName) {
    case 'p':
      return inline(node.children as Node[], context).trim();
    case 'ul':
    case 'ol':
      return list(node, context);
    case 'table':
      return table(node, context);
    case 'blockquote':
      return quote(blocks(node.children as Node[], context).trim());
    case 'pre':
      return `\`\`\`\n${element.text().replace(/\n$/, '')}\n\`\`\``;
    case 'hr':
      return '---';
    case 'details': {
      const summary = inline(
        (element.children('summary').get(0)?.children as Node[] | undefined) ?? [],
        context,
      ).trim();
      const rest = element.children().not('summary').toArray() as Node[];
      return `**${summary}**\n\n${blocks(rest, context).trim()}`;
    }
    case 'button':
    case 'script':
    case 'style':
    case 'svg':
    case 'nav':
      return '';
    default:
      return undefined;
  }
}

/** Elements whose children are blocks of their own; any other element is treated as inline text. */
const BLOCK_CONTAINERS = new Set(['div', 'section', 'header', 'article', 'main', 'figure']);

function blocks(nodes: Node[] | undefined, context: Context): string {
  const parts: string[] = [];
  let pendingInline = '';
  const flush = () => {
    if (pendingInline.trim()) parts.push(pendingInline.trim());
    pendingInline = '';
  };
  for (const node of nodes ?? []) {
    if (!isElement(node)) {
      pendingInline += inlineNode(node, context);
      continue;
    }
    const rendered = block(node, context);
    if (rendered === undefined) {
      if (BLOCK_CONTAINERS.has(node.tagName)) {
        flush();
        parts.push(blocks(node.children as Node[], context));
      } else {
        pendingInline += inlineNode(node, context);
      }
      continue;
    }
    flush();
    if (rendered) parts.push(rendered);
  }
  flush();
  return parts.filter(Boolean).join('\n\n');
}

/**
 * The Markdown of a built page's doc body, or undefined when the page has no doc body. Links to the routes in
 * `docRoutes` point at their twins.
 */
export function htmlToMarkdown(
  html: string,
  siteUrl: string,
  docRoutes: ReadonlySet<string> = new Set(),
): string | undefined {
  const $ = load(html);
  const root = $('.theme-doc-markdown').first();
  if (root.length === 0) return undefined;
  return `${blocks(root.get(0)!.children as Node[], {$, siteUrl, docRoutes})
    .replace(/\n{3,}/g, '\n\n')
    .trim()}\n`;
}
