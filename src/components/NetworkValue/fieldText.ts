/**
 * Each network field a page may show, as plain text; `undefined` when the network has no value. `NetworkValue` and
 * `NetworkTable` render these (./fields.tsx), and the development search index reads them as the words a page shows.
 * Relative imports: the search plugin loads this module in Node, outside the bundler's `@site` alias.
 */
import {formatDate} from '../../data/formatDate';
import type {Network} from '../../data/networks';

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
  bridgeUrl: (n: Network) => n.bridges[0]?.url,
  settlesOn: (n: Network) => n.settlesOn,
  blockTime: (n: Network) => `${n.blockTimeSeconds} second${n.blockTimeSeconds === 1 ? '' : 's'}`,
  gasLimit: (n: Network) => n.gasLimit.toLocaleString('en-US'),
  l2Since: (n: Network) => formatDate(n.l2Since),
  l2Block: (n: Network) => (n.l2Block === undefined ? undefined : n.l2Block.toLocaleString('en-US')),
  retiredOn: (n: Network) => (n.retiredOn ? formatDate(n.retiredOn) : undefined),
  nodeHardware: (n: Network) =>
    n.nodeHardware &&
    [
      `${n.nodeHardware.memoryGb} GB RAM`,
      `${n.nodeHardware.ssd} SSD`,
      ...(n.nodeHardware.cpuCores ? [`${n.nodeHardware.cpuCores} CPU cores`] : []),
    ].join(', '),
} satisfies Record<string, (network: Network) => string | undefined>;

export type NetworkField = keyof typeof networkFieldText;

export function isNetworkField(field: string): field is NetworkField {
  return Object.hasOwn(networkFieldText, field);
}
