/**
 * The text that components render from `src/data`, for the development index, which reads Markdown and renders
 * nothing: network tables and values, address tables and inline addresses, and the CLI reference. Each component is
 * given the words its props make it show, read from the same typed data the component reads, so that a search in
 * `npm start` finds a chain id, an RPC URL, an address or a `celocli` flag as the production index does. The words
 * land in the section the component sits in (the CLI reference's own per-command headings exist only when rendered).
 */
import {cliTopics} from '../../../data/cli';
import type {CliCommand} from '../../../data/cli/types';
import {contracts, settlementContracts} from '../../../data/contracts';
import {isNetworkField, networkFieldText, type NetworkField} from '../../../data/networkFields';
import {requireNetwork, type Link, type Network} from '../../../data/networks';
import {tokens} from '../../../data/tokens';

type Props = Record<string, string>;

const urls = (links: readonly Link[]) => links.flatMap((link) => [link.label, link.url]);

function networkTable(n: Network): unknown[] {
  return [
    `${n.name} network parameters`,
    n.statusNote,
    ...(
      ['chainId', 'chainIdHex', 'rpcUrl', 'wsUrl', 'settlesOn', 'blockTime', 'gasLimit', 'l2Since', 'l2Block'] as const
    ).map((field: NetworkField) => networkFieldText[field](n)),
    n.nativeCurrency.symbol,
    ...urls(n.explorers),
    ...urls(n.faucets),
    n.faucetNote,
    ...urls(n.bridges),
    networkFieldText.retiredOn(n),
  ];
}

function addressTable(kind: string, network: string): unknown[] {
  if (kind === 'tokens') {
    return tokens
      .filter((token) => token.network === network)
      .flatMap((token) => [token.symbol, token.name, token.formerly, token.address, token.feeCurrency]);
  }
  return contracts
    .filter((contract) => contract.network === network)
    .flatMap((contract) => [contract.name, contract.purpose, contract.address]);
}

function inlineAddress(of: string, network: string): unknown {
  const token = tokens.find((entry) => entry.network === network && entry.id === of);
  return (
    token?.address ??
    [...contracts, ...settlementContracts].find((entry) => entry.network === network && entry.name === of)?.address
  );
}

/** A command as the reference shows it outside its code blocks: id, purpose, arguments, flags, notes. */
function cliCommand(command: CliCommand): unknown[] {
  return [
    command.id,
    command.purpose,
    command.l2Note,
    ...command.args.flatMap((arg) => [arg.name, arg.description]),
    ...command.flags.flatMap((flag) => [
      `--${flag.name}`,
      flag.char && `-${flag.char}`,
      flag.description,
      flag.default,
      ...(flag.options ?? []),
    ]),
    ...command.examples.map((example) => example.description),
  ];
}

const componentWords: Record<string, (props: Props) => unknown> = {
  NetworkTable: ({network}) => networkTable(requireNetwork(network, 'NetworkTable')),
  NetworkValue: ({network, field}) =>
    isNetworkField(field) ? networkFieldText[field](requireNetwork(network, 'NetworkValue')) : undefined,
  AddressTable: ({kind, network}) => addressTable(kind, requireNetwork(network, 'AddressTable').id),
  InlineAddress: ({of, network}) => inlineAddress(of, requireNetwork(network, 'InlineAddress').id),
  CliReference: ({topic}) => {
    const found = cliTopics[topic];
    if (!found) throw new Error(`<CliReference topic="${topic}">: no such topic in src/data/cli.`);
    return [found.summary, ...found.commands.flatMap(cliCommand)];
  },
};

const TAG = /<([A-Z]\w*)((?:\s+[\w-]+=(?:"[^"]*"|'[^']*'))*)\s*\/?>/g;
const ATTRIBUTE = /([\w-]+)=(?:"([^"]*)"|'([^']*)')/g;

/** Replaces each data component of `markdown` with the words it renders; other tags are left for the text pass. */
export function withComponentText(markdown: string): string {
  return markdown.replace(TAG, (tag, name: string, attributes: string) => {
    const words = componentWords[name];
    if (!words) return tag;
    const props: Props = {};
    for (const [, key, double, single] of attributes.matchAll(ATTRIBUTE)) props[key] = double ?? single;
    const values = [words(props)].flat(2).filter((value) => value !== undefined && value !== null && value !== '');
    return ` ${values.map(String).join(' ')} `;
  });
}
