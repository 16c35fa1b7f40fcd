/**
 * Remark plugin: `<ContractInterface contract="StableToken" functions="debitGasFees creditGasFees" />` in a page
 * becomes a Solidity code block with those declarations, written from the ABI in the pinned `@celo/abis`. A contract
 * or function the ABI lacks stops the build with the page's path and what the ABI has.
 */
import type {Code, Root, RootContent} from 'mdast';
import type {MdxJsxAttribute, MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {ABIS_VERSION, interfaceSource, parseNames} from './abi';

export const ELEMENT = 'ContractInterface';

function attribute(node: MdxJsxFlowElement, name: string): string | undefined {
  const found = node.attributes.find(
    (attr): attr is MdxJsxAttribute => attr.type === 'mdxJsxAttribute' && attr.name === name,
  );
  return typeof found?.value === 'string' ? found.value : undefined;
}

function codeBlock(node: MdxJsxFlowElement): Code {
  const contract = attribute(node, 'contract');
  if (!contract)
    throw new Error(
      `<${ELEMENT}> needs a contract, such as <${ELEMENT} contract="Accounts" functions="createAccount" />`,
    );
  const source = interfaceSource(
    contract,
    parseNames(attribute(node, 'functions')),
    parseNames(attribute(node, 'events')),
  );
  const title = attribute(node, 'title') ?? `${contract} · from @celo/abis ${ABIS_VERSION}`;
  return {type: 'code', lang: 'solidity', meta: `title=${JSON.stringify(title)}`, value: source};
}

/** Replaces each element, at any depth (inside tabs or admonitions too). */
function replace(children: RootContent[], where: string): RootContent[] {
  return children.map((node) => {
    if (node.type === 'mdxJsxFlowElement' && node.name === ELEMENT) {
      try {
        return codeBlock(node);
      } catch (error) {
        throw new Error(`${where}: <${ELEMENT}>: ${(error as Error).message}`);
      }
    }
    if ('children' in node && Array.isArray(node.children)) {
      (node as {children: RootContent[]}).children = replace(node.children as RootContent[], where);
    }
    return node;
  });
}

export default function remarkContractInterface() {
  return (tree: Root, file: {path?: string}): void => {
    tree.children = replace(tree.children, file.path ?? 'unknown file');
  };
}
