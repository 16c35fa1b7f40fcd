/**
 * The math of the site's Markdown and MDX, read before the build compiles any page, so that the fonts' subset (and
 * with it the stylesheet's URL, which every page with math links) is known up front. A plain Markdown parse with
 * remark-math finds what remark-math finds in MDX; math inside a one-line JSX or HTML element, which Markdown reads as
 * raw HTML, is found by parsing that element's text again. Anything still missed fails the build (./check.ts).
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {unwrapMdxCodeBlocks} from '@docusaurus/utils';
import type {Nodes} from 'mdast';
import {fromMarkdown} from 'mdast-util-from-markdown';
import {mathFromMarkdown} from 'mdast-util-math';
import {math} from 'micromark-extension-math';

export interface MathSource {
  tex: string;
  display: boolean;
}

/** Markdown with remark-math's syntax, parsed by the same two packages remark-math adds to remark. */
const parse = (text: string) => fromMarkdown(text, {extensions: [math()], mdastExtensions: [mathFromMarkdown()]});

const FRONT_MATTER = /^---\r?\n[\s\S]*?\r?\n---\r?\n/;
const CODE = /^(```|~~~)(?!math)[^\n]*\n[\s\S]*?^\1|`[^`\n]*`/gm;

/** Most pages hold a `$` in code only: parsing just the others keeps the scan fast. */
const mayHoldMath = (text: string) => text.replace(CODE, '').includes('$') || text.includes('```math');

function collect(node: Nodes, found: MathSource[], inHtml: boolean): void {
  if (node.type === 'math' || (node.type === 'code' && node.lang === 'math'))
    found.push({tex: node.value, display: true});
  else if (node.type === 'inlineMath') found.push({tex: node.value, display: false});
  else if (node.type === 'html' && !inHtml) {
    collect(parse(node.value.replace(/<[^>]*>/g, ' ')), found, true);
  } else if ('children' in node) for (const child of node.children) collect(child, found, inHtml);
}

/** The formulas of one Markdown or MDX file, in the order written. */
export function mathInMarkdown(text: string): MathSource[] {
  const found: MathSource[] = [];
  collect(parse(unwrapMdxCodeBlocks(text.replace(FRONT_MATTER, ''))), found, false);
  return found;
}

/** The `.md` and `.mdx` files under `dirs` that may hold math, as text, in a stable order. */
export function markdownWithMath(dirs: string[]): string[] {
  return dirs.flatMap((dir) =>
    readdirSync(dir, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .sort()
      .map((file) => readFileSync(path.join(dir, file), 'utf8'))
      .filter(mayHoldMath),
  );
}

/** The formulas of these Markdown texts, each once. */
export function mathIn(texts: string[]): MathSource[] {
  const unique = new Map<string, MathSource>();
  for (const formula of texts.flatMap(mathInMarkdown)) unique.set(`${formula.display}:${formula.tex}`, formula);
  return [...unique.values()];
}
