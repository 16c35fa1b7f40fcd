/**
 * Imports the site's MDX components into each page that uses them. Authors write `<NetworkTable … />` without an
 * import, as if the components were registered globally; registering them in MDXComponents would put every component
 * and all its data into the bundle of every doc page, while an import puts each page's own into that page's bundle.
 * Run it after remark plugins that write these components (network-samples). ./index.ts gives them chunks of their own.
 */
import type {Root} from 'mdast';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {ImportDeclaration} from 'estree';
import {visit} from 'unist-util-visit';

/** Every component a page may use without an import, by the name it is written with. */
export const SITE_COMPONENTS = {
  AddNetworkButton: '@site/src/components/AddNetworkButton',
  AddTokenButton: '@site/src/components/AddTokenButton',
  AddressTable: '@site/src/components/AddressTable',
  InlineAddress: '@site/src/components/InlineAddress',
  NetworkCodeBlock: '@site/src/components/NetworkCodeBlock',
  NetworkInlineCode: '@site/src/components/NetworkInlineCode',
  NetworkSwitch: '@site/src/components/NetworkSwitch',
  NetworkTable: '@site/src/components/NetworkTable',
  RpcTryIt: '@site/src/components/RpcTryIt',
  TabItem: '@theme/TabItem',
  Tabs: '@theme/Tabs',
  UpgradeSchedule: '@site/src/components/UpgradeSchedule',
  UpgradeStatus: '@site/src/components/UpgradeStatus',
  UpgradeTimeline: '@site/src/components/UpgradeTimeline',
  UpgradeWhen: '@site/src/components/UpgradeWhen',
} as const satisfies Record<string, string>;

type SiteComponent = keyof typeof SITE_COMPONENTS;

const isSiteComponent = (name: string | null | undefined): name is SiteComponent =>
  !!name && Object.hasOwn(SITE_COMPONENTS, name);

/** The names a page's own ESM already binds, which an added import must not bind again. */
function boundNames(tree: Root): Set<string> {
  const names = new Set<string>();
  visit(tree, 'mdxjsEsm', (node: MdxjsEsm) => {
    for (const statement of node.data?.estree?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        for (const specifier of statement.specifiers) names.add(specifier.local.name);
      }
    }
  });
  return names;
}

/** `import Name from 'source';` as MDX holds it: the text and its estree. */
function importStatement(name: string, source: string): MdxjsEsm {
  const declaration: ImportDeclaration = {
    type: 'ImportDeclaration',
    attributes: [],
    specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
    source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
  };
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from ${JSON.stringify(source)};`,
    data: {estree: {type: 'Program', sourceType: 'module', body: [declaration]}},
  };
}

export default function remarkMdxComponentImports() {
  return (tree: Root): void => {
    const used = new Set<SiteComponent>();
    visit(tree, ['mdxJsxFlowElement', 'mdxJsxTextElement'], (node) => {
      const {name} = node as {name?: string | null};
      if (isSiteComponent(name)) used.add(name);
    });
    const bound = boundNames(tree);
    const imports = [...used]
      .filter((name) => !bound.has(name))
      .sort()
      .map((name) => importStatement(name, SITE_COMPONENTS[name]));
    tree.children.unshift(...imports);
  };
}
