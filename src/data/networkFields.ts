/**
 * Each network field a page may show, as plain text; `undefined` when the network has no value. The build writes
 * `<NetworkValue>` with these (src/plugins/inline-values), `NetworkTable` renders them, and the development search
 * index reads them as the words a page shows. Relative imports: Node loads this module outside the bundler.
 */
import {formatDate} from './formatDate';
import type {Network} from './networks';

const statusLabels = {live: 'Live', deprecated: 'Deprecated', retired: 'Retired'} as const;

export const networkFieldText = {
  name: (n: Network) => n.name,
  status: (n: Network) => statusLabels[n.status],
  statusNote: (n: Network) => n.statusNote,
  chainId: (n: Network) => String(n.chainId),
  chainIdHex: (n: Network) => n.chainIdHex,
  rpcUrl: (n: Network) => n.rpcUrl,
  wsUrl: (n: Network) => n.wsUrl,
  explorerUrl: (n: Network) => n.explorers[0].url,
  faucetUrl: (n: Network) => n.faucets[0]?.url,
  secondFaucetUrl: (n: Network) => n.faucets[1]?.url,
  bridgeUrl: (n: Network) => n.bridges[0]?.url,
  settlesOn: (n: Network) => n.settlesOn,
  blockTime: (n: Network) => `${n.blockTimeSeconds} second${n.blockTimeSeconds === 1 ? '' : 's'}`,
  gasLimit: (n: Network) => n.gasLimit.toLocaleString('en-US'),
  l2Since: (n: Network) => formatDate(n.l2Since),
  l2Block: (n: Network) => (n.l2Block === undefined ? undefined : n.l2Block.toLocaleString('en-US')),
  retiredOn: (n: Network) => (n.retiredOn ? formatDate(n.retiredOn) : undefined),
  nodeHardware: (n: Network) =>
    n.nodeHardware &&
    [`${n.nodeHardware.memoryGb} GB RAM`, `${n.nodeHardware.ssd} SSD`, ...(n.nodeHardware.cpuCores ? [`${n.nodeHardware.cpuCores} CPU cores`] : [])].join(', '),
} satisfies Record<string, (network: Network) => string | undefined>;

export type NetworkField = keyof typeof networkFieldText;

/** How a page shows each field inline: identifiers and endpoints as code, web addresses as links, the rest as text. */
export type NetworkFieldForm = 'text' | 'code' | 'link';

const codeFields = new Set<NetworkField>(['chainId', 'chainIdHex', 'rpcUrl', 'wsUrl']);
const linkFields = new Set<NetworkField>(['explorerUrl', 'faucetUrl', 'secondFaucetUrl', 'bridgeUrl']);

export function networkFieldForm(field: NetworkField): NetworkFieldForm {
  if (codeFields.has(field)) return 'code';
  return linkFields.has(field) ? 'link' : 'text';
}

export function isNetworkField(field: string): field is NetworkField {
  return Object.hasOwn(networkFieldText, field);
}
