// cspell:ignore mdxjs
/**
 * Remark plugin: code samples written once for every network. A fenced code block or inline code that holds
 * placeholders (`{{network.rpcUrl}}`, `{{token.USDC.adapter}}`: see ./placeholders.ts) becomes a
 * `<NetworkCodeBlock>` or `<NetworkInlineCode>` that carries its text filled for each network; the server renders
 * the default network's text, and the reader's network switch, which the plugin puts under the page title, swaps
 * it in place. An unknown placeholder fails the build with the file and line.
 */
import path from 'node:path';
import type {Code, InlineCode, Parent, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement, MdxJsxTextElement} from 'mdast-util-mdx-jsx';
import {
  DEFAULT_SAMPLE_NETWORK,
  SAMPLE_NETWORKS,
  PlaceholderError,
  fillForEveryNetwork,
  findPlaceholders,
  type SampleNetworkId,
} from './placeholders';
import {emptySubstitutions, lineSubstitutions, type Substitutions} from './substitutions';

interface SourceFile {
  path?: string;
}

function attribute(name: string, value: string): MdxJsxAttribute {
  return {type: 'mdxJsxAttribute', name, value};
}

/** The sample filled for every network; a bad placeholder throws with the file and line it stands on. */
function fill(text: string, firstLine: number, file: SourceFile): Record<SampleNetworkId, string> {
  try {
    return fillForEveryNetwork(text);
  } catch (error) {
    if (!(error instanceof PlaceholderError)) throw error;
    const where = path.relative(process.cwd(), file.path ?? 'unknown file');
    const failing = findPlaceholders(text).find(({name}) => error.message.includes(`{{${name}}}`));
    throw new Error(`${where}:${firstLine + (failing?.line ?? 0)}: ${error.message}`);
  }
}

function codeBlock(node: Code, file: SourceFile, substitutions: Substitutions): MdxJsxFlowElement {
  // A fenced block's text starts on the line after its opening fence.
  const samples = fill(node.value, (node.position?.start.line ?? 0) + 1, file);
  for (const network of SAMPLE_NETWORKS) {
    substitutions[network].lines.push(...lineSubstitutions(samples[DEFAULT_SAMPLE_NETWORK], samples[network]));
  }
  return {
    type: 'mdxJsxFlowElement',
    name: 'NetworkCodeBlock',
    attributes: [
      attribute('samples', JSON.stringify(samples)),
      ...(node.lang ? [attribute('language', node.lang)] : []),
      ...(node.meta ? [attribute('meta', node.meta)] : []),
    ],
    children: [],
  };
}

function inlineCode(node: InlineCode, file: SourceFile, substitutions: Substitutions): MdxJsxTextElement {
  const samples = fill(node.value, node.position?.start.line ?? 0, file);
  for (const network of SAMPLE_NETWORKS) {
    if (samples[network] !== samples[DEFAULT_SAMPLE_NETWORK]) {
      substitutions[network].code.push([`\`${samples[DEFAULT_SAMPLE_NETWORK]}\``, `\`${samples[network]}\``]);
    }
  }
  return {
    type: 'mdxJsxTextElement',
    name: 'NetworkInlineCode',
    attributes: [attribute('samples', JSON.stringify(samples))],
    children: [],
  };
}

/** Whether a sample reads the same on every network (it names networks explicitly, as `{{mainnet.rpcUrl}}`). */
function sameEverywhere(node: Code | InlineCode, file: SourceFile): boolean {
  const line = (node.position?.start.line ?? 0) + (node.type === 'code' ? 1 : 0);
  const samples = fill(node.value, line, file);
  if (SAMPLE_NETWORKS.some((network) => samples[network] !== samples[DEFAULT_SAMPLE_NETWORK])) return false;
  node.value = samples[DEFAULT_SAMPLE_NETWORK];
  return true;
}

/** Replaces the samples with placeholders; returns how many follow the network switch. */
function replaceSamples(parent: Parent, file: SourceFile, substitutions: Substitutions): number {
  let count = 0;
  parent.children = parent.children.map((child) => {
    if ((child.type === 'code' || child.type === 'inlineCode') && findPlaceholders(child.value).length > 0) {
      if (sameEverywhere(child, file)) return child;
      count += 1;
      return (
        child.type === 'code' ? codeBlock(child, file, substitutions) : inlineCode(child, file, substitutions)
      ) as RootContent;
    }
    if ('children' in child) count += replaceSamples(child, file, substitutions);
    return child;
  }) as Parent['children'];
  return count;
}

/** Where the switch goes: after the page's own H1 and the MDX imports, before the first paragraph. */
function switchIndex(tree: Root): number {
  let index = 0;
  while (index < tree.children.length) {
    const node = tree.children[index];
    if (node.type === 'mdxjsEsm' || (node.type === 'heading' && node.depth === 1)) index += 1;
    else break;
  }
  return index;
}

export default function remarkNetworkSamples() {
  return (tree: Root, file: SourceFile): void => {
    const substitutions = emptySubstitutions();
    if (replaceSamples(tree, file, substitutions) === 0) return;
    const networkSwitch: MdxJsxFlowElement = {
      type: 'mdxJsxFlowElement',
      name: 'NetworkSwitch',
      attributes: [attribute('substitutions', JSON.stringify(substitutions))],
      children: [],
    };
    tree.children.splice(switchIndex(tree), 0, networkSwitch);
  };
}
