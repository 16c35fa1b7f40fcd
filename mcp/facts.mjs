// @ts-check
/**
 * `network_facts`: chain ids, endpoints, explorers, faucets, tokens and core contract addresses, from the build's
 * `network-facts.json` (written by `src/plugins/network-facts` from `src/data`, the source the pages render). A build
 * or site without the file (made before the plugin) is answered from the checkout's `src/data`, and the answer says so.
 */
import {cutPoint, decodeCursor, encodeCursor, InputError} from './output.mjs';
import {checkoutNetworkFacts, repoRoot} from './siteModules.mjs';
import {readJson} from './source.mjs';

/** @typedef {import('../src/plugins/network-facts').NetworkFacts} NetworkFacts */
/** @typedef {import('../src/data/networks').Network} Network */

/** The most characters of one answer of `network_facts`; the rest is behind the cursor. */
export const FACTS_CAP = 12_000;

/** @param {readonly {label: string, url: string}[]} links */
const linkList = (links) => links.map(({label, url}) => `${label} ${url}`).join('; ');

/**
 * The Markdown of one network: its figures, then its tokens and contracts as tables.
 * @param {NetworkFacts} facts
 * @param {Network} network
 */
export function networkMarkdown(facts, network) {
  const lines = [
    `## ${network.name} (network id \`${network.id}\`)`,
    '',
    `Status: ${network.statusNote}`,
    '',
    `- Chain id: ${network.chainId} (hex ${network.chainIdHex})`,
    `- RPC: ${network.rpcUrl}`,
    ...(network.wsUrl ? [`- WebSocket RPC: ${network.wsUrl}`] : []),
    ...(network.opNodeRpcUrl ? [`- op-node RPC (the optimism_* methods): ${network.opNodeRpcUrl}`] : []),
    `- Explorers: ${linkList(network.explorers)}`,
    `- Faucets: ${network.faucets.length > 0 ? linkList(network.faucets) : 'none'}${network.faucetNote ? ` (${network.faucetNote})` : ''}`,
    `- Bridges: ${network.bridges.length > 0 ? linkList(network.bridges) : 'none'}`,
    `- Native currency: ${network.nativeCurrency.symbol} (${network.nativeCurrency.decimals} decimals)`,
    ...(network.viemChain ? [`- viem chain: \`${network.viemChain}\` from \`viem/chains\``] : []),
    `- Settles on: ${network.settlesOn}; a layer 2 since ${network.l2Since}${network.l2Block !== undefined ? ` (first layer 2 block ${network.l2Block})` : ''}`,
    `- Block time: ${network.blockTimeSeconds} s; gas limit ${network.gasLimit}`,
    ...(network.retiredOn ? [`- Support ended: ${network.retiredOn}`] : []),
    `- Testnet: ${network.testnet ? 'yes' : 'no'}`,
  ];
  const tokens = facts.tokens.filter((token) => token.network === network.id);
  if (tokens.length > 0) {
    lines.push('', `### Tokens on ${network.name}`, '');
    lines.push('| Symbol | Name | Address | Decimals | feeCurrency value | Issuer |', '|---|---|---|---|---|---|');
    for (const token of tokens) {
      const symbol = token.formerly ? `${token.symbol} (formerly ${token.formerly})` : token.symbol;
      const fee = token.feeCurrency ?? 'not a fee currency';
      lines.push(`| ${symbol} | ${token.name} | ${token.address} | ${token.decimals} | ${fee} | ${token.issuer} |`);
    }
  }
  const contracts = facts.contracts.filter((contract) => contract.network === network.id);
  if (contracts.length > 0) {
    lines.push('', `### Core contracts on ${network.name}`, '');
    lines.push('| Contract | Address | Purpose |', '|---|---|---|');
    for (const contract of contracts) lines.push(`| ${contract.name} | ${contract.address} | ${contract.purpose} |`);
  }
  const settlement = facts.settlementContracts.filter((contract) => contract.network === network.id);
  if (settlement.length > 0) {
    lines.push('', `### Contracts on ${network.settlesOn} (the settlement layer) for ${network.name}`, '');
    lines.push('| Contract | Address | Purpose |', '|---|---|---|');
    for (const contract of settlement) lines.push(`| ${contract.name} | ${contract.address} | ${contract.purpose} |`);
  }
  return `${lines.join('\n')}\n`;
}

/**
 * The network a model's word names: its id, its name, its chain id, or a name without "Celo".
 * @param {readonly Network[]} networks
 * @param {string} word
 */
export function findNetwork(networks, word) {
  const key = word
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const bare = (/** @type {string} */ text) =>
    text
      .toLowerCase()
      .replace(/[\s_]+/g, '-')
      .replace(/^celo-/, '');
  return networks.find(
    (network) =>
      network.id === key ||
      bare(network.name) === bare(key) ||
      bare(network.id) === bare(key) ||
      String(network.chainId) === key ||
      network.chainIdHex === key,
  );
}

/** @param {import('./source.mjs').Source} source */
export function createFacts(source) {
  /** @type {Promise<{facts: NetworkFacts, from: string}> | undefined} */
  let pending;

  async function load() {
    /** @type {NetworkFacts | undefined} */
    const built = await readJson(source, '/network-facts.json');
    if (built) return {facts: built, from: `${source.label}/network-facts.json`};
    return {
      facts: checkoutNetworkFacts(),
      from: `src/data in ${repoRoot} (${source.label} has no network-facts.json: it was built before the file existed)`,
    };
  }

  /**
   * @param {{network?: string, cursor?: string}} args
   * @returns {Promise<string>}
   */
  async function networkFacts({network, cursor}) {
    pending ??= load().catch((error) => {
      pending = undefined;
      throw error;
    });
    const {facts, from} = await pending;
    const chosen = network === undefined ? undefined : findNetwork(facts.networks, network);
    if (network !== undefined && !chosen) {
      const ids = facts.networks.map((entry) => `"${entry.id}" (${entry.name}, ${entry.status})`).join(', ');
      throw new InputError(`network_facts: no network "${network}". Use one of ${ids}, or leave network out for all.`);
    }
    const live = facts.networks.filter((entry) => entry.status === 'live');
    const others = facts.networks.filter((entry) => entry.status !== 'live');
    const body = (chosen ? [chosen] : [...live, ...others]).map((entry) => networkMarkdown(facts, entry)).join('\n');
    const key = chosen?.id ?? 'all';
    const offset = decodeCursor('network_facts', key, cursor);
    if (offset >= body.length) throw new InputError('network_facts: the cursor is past the end of the answer.');
    const end = cutPoint(body, offset, FACTS_CAP);
    const site = source.siteUrl;
    const lines = [
      `Celo network facts${chosen ? ` for ${chosen.name}` : `: ${facts.networks.map((entry) => entry.name).join(', ')}`}, from ${from}.`,
      `The docs show them on ${site}/network, ${site}/token-addresses and ${site}/contract-addresses.`,
      '',
      body.slice(offset, end).trimEnd(),
    ];
    if (end < body.length) {
      lines.push(
        '',
        `More: call network_facts again with the same network and cursor "${encodeCursor('network_facts', key, end)}", or ask for one network.`,
      );
    }
    return lines.join('\n');
  }

  return {networkFacts};
}
