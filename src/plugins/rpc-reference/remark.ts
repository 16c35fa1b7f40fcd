/**
 * Remark plugin: `<RpcMethod name="eth_getBalance" />` in a page becomes that method's reference, written from its
 * schema in src/data/rpc as Markdown nodes: H3 sections with real tables for the parameters and the result, Celo's
 * differences with their sources, the errors, the samples in four languages and the Try-it form. Run before
 * Docusaurus' own plugins, so the headings get their anchors and a place in the table of contents, and before
 * network-samples, which fills the samples' placeholders for the reader's network.
 */
import type {Code, Heading, List, Paragraph, PhrasingContent, Root, RootContent, Table, TableRow} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {requireRpcMethod} from '../../data/rpc/methods';
import {describeSchema} from '../../data/rpc/validate';
import {OP_NODE_VARIABLE, SAMPLE_LANGUAGES, sampleCode} from '../../data/rpc/sampleCode';
import type {Field, RpcMethod, ValueSchema} from '../../data/rpc/types';

/** Text with `code` spans, as Markdown phrasing. */
function inline(text: string): PhrasingContent[] {
  return text
    .split(/(`[^`]+`)/)
    .filter(Boolean)
    .map((part) =>
      part.startsWith('`') ? {type: 'inlineCode', value: part.slice(1, -1)} : {type: 'text', value: part},
    );
}

const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

function heading(method: RpcMethod, slug: string, text: string): Heading {
  return {
    type: 'heading',
    depth: 3,
    children: [{type: 'text', value: text}],
    data: {hProperties: {id: `${method.name}-${slug}`}},
  };
}

function row(cells: PhrasingContent[][]): TableRow {
  return {type: 'tableRow', children: cells.map((children) => ({type: 'tableCell', children}))};
}

/** The short type name a table shows: `address`, `quantity (wei)`, `object`, `list of hash`. */
function typeName(schema: ValueSchema): string {
  switch (schema.type) {
    case 'quantity':
    case 'number':
      return schema.unit ? `${schema.type} (${schema.unit})` : schema.type;
    case 'array':
      return `list of ${typeName(schema.items)}`;
    case 'nullable':
      return `${typeName(schema.of)} or null`;
    case 'either':
      return schema.options.map(typeName).join(' or ');
    default:
      return schema.type;
  }
}

/** Fields, with an object's own fields after it as `parent.child`, one level deep. */
function fieldRows(fields: readonly Field[], prefix = ''): {name: string; field: Field}[] {
  return fields.flatMap((field) => {
    const name = `${prefix}${field.name}`;
    const own = {name, field};
    if (prefix || field.schema.type !== 'object') return [own];
    return [own, ...fieldRows(field.schema.fields, `${name}.`)];
  });
}

function fieldTable(fields: readonly Field[]): Table {
  return {
    type: 'table',
    align: [null, null, null, null],
    children: [
      row([
        [{type: 'text', value: 'Name'}],
        [{type: 'text', value: 'Type'}],
        [{type: 'text', value: 'Required'}],
        [{type: 'text', value: 'Description'}],
      ]),
      ...fieldRows(fields).map(({name, field}) =>
        row([
          [{type: 'inlineCode', value: name}],
          [{type: 'text', value: typeName(field.schema)}],
          [{type: 'text', value: field.required ? 'yes' : 'no'}],
          [...inline(field.description), {type: 'text', value: ` Format: ${describeSchema(field.schema)}.`}],
        ]),
      ),
    ],
  };
}

function resultSection(method: RpcMethod): RootContent[] {
  const schema = method.result.schema.type === 'nullable' ? method.result.schema.of : method.result.schema;
  const intro = paragraph(
    {type: 'text', value: `Type: ${typeName(method.result.schema)}. `},
    ...inline(method.result.description),
  );
  return schema.type === 'object' ? [intro, fieldTable(schema.fields)] : [intro];
}

function list(items: PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((children) => ({type: 'listItem', spread: false, children: [paragraph(...children)]})),
  };
}

function celoSection(method: RpcMethod): RootContent[] {
  return [
    list(
      method.celo.map((note) => [
        ...inline(note.text),
        note.source
          ? {type: 'text', value: ` Source: ${note.source}.`}
          : {
              type: 'emphasis',
              children: [{type: 'text', value: ' Not confirmed by a published source: check it against your node.'}],
            },
      ]),
    ),
  ];
}

function errorsSection(method: RpcMethod): RootContent[] {
  return [
    list(
      method.errors.map((error) => [
        {type: 'strong', children: inline(error.when)},
        {type: 'text', value: ': '},
        ...inline(error.answer),
      ]),
    ),
  ];
}

const attribute = (name: string, value: string): MdxJsxAttribute => ({type: 'mdxJsxAttribute', name, value});

function element(
  name: string,
  attributes: MdxJsxAttribute[],
  children: MdxJsxFlowElement['children'],
): MdxJsxFlowElement {
  return {type: 'mdxJsxFlowElement', name, attributes, children};
}

function samplesSection(method: RpcMethod): RootContent[] {
  const tabs = element(
    'Tabs',
    [],
    SAMPLE_LANGUAGES.map(({id, label, fence}) =>
      element(
        'TabItem',
        [attribute('value', id), attribute('label', label)],
        [{type: 'code', lang: fence, value: sampleCode(method, id)} satisfies Code],
      ),
    ),
  );
  const notes: RootContent[] =
    method.server === 'op-node'
      ? [
          paragraph(
            ...inline(
              `Set \`${OP_NODE_VARIABLE}\` to your op-node's RPC address before you run these: Forno does not serve this method.`,
            ),
          ),
        ]
      : [];
  return [tabs, ...notes];
}

function tryItSection(method: RpcMethod): RootContent[] {
  if (!method.readOnly) {
    return [
      paragraph(
        ...inline(
          'This method changes the chain, so the page offers no form for it: sign and send from your own code, as the samples show, with the key in an environment variable.',
        ),
      ),
    ];
  }
  return [element('RpcTryIt', [attribute('method', method.name)], [])];
}

/** The reference of one method, as the nodes that replace its `<RpcMethod>`. */
export function methodReference(method: RpcMethod): RootContent[] {
  return [
    paragraph(...inline(method.summary)),
    heading(method, 'parameters', 'Parameters'),
    ...(method.params.length > 0
      ? [fieldTable(method.params)]
      : [paragraph({type: 'text', value: 'None: send an empty params list.'})]),
    heading(method, 'result', 'Result'),
    ...resultSection(method),
    heading(method, 'on-celo', 'On Celo'),
    ...celoSection(method),
    heading(method, 'errors', 'Errors'),
    ...errorsSection(method),
    heading(method, 'samples', 'Samples'),
    ...samplesSection(method),
    heading(method, 'try-it', 'Try it'),
    ...tryItSection(method),
  ];
}

function methodName(node: MdxJsxFlowElement, path: string): string {
  const name = node.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === 'name')?.value;
  if (typeof name !== 'string')
    throw new Error(`${path}: <RpcMethod> needs a name, such as <RpcMethod name="eth_chainId" />`);
  return name;
}

export default function remarkRpcReference() {
  return (tree: Root, file: {path?: string}): void => {
    tree.children = tree.children.flatMap((node) => {
      if (node.type !== 'mdxJsxFlowElement' || node.name !== 'RpcMethod') return [node];
      const where = file.path ?? 'unknown file';
      try {
        return methodReference(requireRpcMethod(methodName(node, where)));
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`);
      }
    });
  };
}
