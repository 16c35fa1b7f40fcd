/**
 * Writes `<NetworkValue … />` and `<UpgradeDate … />` into the page as the markup they stand for (./values.ts): inline
 * code, a link, text or a `<time>` element. Authors keep writing the elements; the page holds the value from src/data
 * and imports nothing for it. Run it before ./../mdx-component-imports/remark.ts. A bad id or attribute fails the
 * build with the file, the line and what to write instead.
 */
import type {PhrasingContent, Root} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {visit, SKIP} from 'unist-util-visit';
import {networkValue, upgradeDate} from './values';

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;

/** The attributes each element takes: `true` for a string, `false` for a flag written without a value. */
const ATTRIBUTES = {
  NetworkValue: {network: true, field: true},
  UpgradeDate: {upgrade: true, network: true, event: true, dayOnly: false},
} as const satisfies Record<string, Record<string, boolean>>;

type InlineValue = keyof typeof ATTRIBUTES;

const isInlineValue = (name: string | null | undefined): name is InlineValue =>
  !!name && Object.hasOwn(ATTRIBUTES, name);

/** The element's attributes as strings (`true` for a flag), or an error naming the one that is not a literal. */
function literalAttributes(element: JsxElement & {name: InlineValue}): Record<string, string | true> {
  const allowed: Record<string, boolean> = ATTRIBUTES[element.name];
  const values: Record<string, string | true> = {};
  for (const attribute of element.attributes) {
    if (attribute.type !== 'mdxJsxAttribute') {
      throw new Error(`<${element.name}>: spread attributes are not supported; write each attribute as a string.`);
    }
    const {name, value} = attribute as MdxJsxAttribute;
    if (!Object.hasOwn(allowed, name)) {
      throw new Error(`<${element.name}>: unknown attribute "${name}". Use ${Object.keys(allowed).join(', ')}.`);
    }
    if (allowed[name] ? typeof value !== 'string' : value !== null && value !== undefined) {
      throw new Error(
        `<${element.name} ${name}=…>: write ${allowed[name] ? `${name}="…" as a string` : `${name} without a value`}; the build renders this element from src/data.`,
      );
    }
    values[name] = typeof value === 'string' ? value : true;
  }
  if (element.children.length > 0) throw new Error(`<${element.name}>: write it self-closing, without children.`);
  return values;
}

const text = (value: string): PhrasingContent => ({type: 'text', value});

function jsxText(name: string, attributes: Record<string, string>, children: PhrasingContent[]): MdxJsxTextElement {
  return {
    type: 'mdxJsxTextElement',
    name,
    attributes: Object.entries(attributes).map(([key, value]) => ({type: 'mdxJsxAttribute', name: key, value})),
    children,
  };
}

function rendered(element: JsxElement & {name: InlineValue}): PhrasingContent {
  const props = literalAttributes(element);
  const string = (name: string) => (typeof props[name] === 'string' ? (props[name] as string) : undefined);
  if (element.name === 'UpgradeDate') {
    const {dateTime, text: words} = upgradeDate({
      upgrade: string('upgrade') ?? '',
      network: string('network'),
      event: string('event'),
      dayOnly: props.dayOnly === true,
    });
    return jsxText('time', {dateTime}, [text(words)]);
  }
  const {form, text: value} = networkValue({network: string('network') ?? '', field: string('field') ?? ''});
  if (form === 'code') return {type: 'inlineCode', value};
  if (form === 'link') return jsxText('a', {href: value, target: '_blank', rel: 'noopener noreferrer'}, [text(value)]);
  return text(value);
}

export default function remarkInlineValues() {
  return (tree: Root, file: VFile): void => {
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node, index, parent) => {
      const element = node as JsxElement;
      if (!isInlineValue(element.name) || !parent || index === undefined) return undefined;
      let value: PhrasingContent;
      try {
        value = rendered(element as JsxElement & {name: InlineValue});
      } catch (error) {
        const line = element.position?.start.line;
        throw new Error(`${file.path}${line ? `:${line}` : ''}: ${(error as Error).message}`, {cause: error});
      }
      const replacement = element.type === 'mdxJsxFlowElement' ? {type: 'paragraph', children: [value]} : value;
      parent.children.splice(index, 1, replacement as never);
      return [SKIP, index + 1];
    });
  };
}
