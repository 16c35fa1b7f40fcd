import type {ReactNode} from 'react';
import {formatDate} from '@site/src/data/formatDate';
import type {Network} from '@site/src/data/networks';

function ExternalLink({url, children}: {url: string; children?: ReactNode}): ReactNode {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children ?? url}
    </a>
  );
}

const statusLabels = {live: 'Live', deprecated: 'Deprecated', retired: 'Retired'} as const;

/** Each field a page may show inline, with how it renders; `undefined` when the network has no value. */
export const networkFields = {
  name: (n: Network) => n.name,
  status: (n: Network) => statusLabels[n.status],
  statusNote: (n: Network) => n.statusNote,
  chainId: (n: Network) => <code>{n.chainId}</code>,
  chainIdHex: (n: Network) => <code>{n.chainIdHex}</code>,
  rpcUrl: (n: Network) => <code>{n.rpcUrl}</code>,
  wsUrl: (n: Network) => (n.wsUrl ? <code>{n.wsUrl}</code> : undefined),
  explorerUrl: (n: Network) => <ExternalLink url={n.explorers[0].url} />,
  faucetUrl: (n: Network) => (n.faucets[0] ? <ExternalLink url={n.faucets[0].url} /> : undefined),
  bridgeUrl: (n: Network) => (n.bridges[0] ? <ExternalLink url={n.bridges[0].url} /> : undefined),
  settlesOn: (n: Network) => n.settlesOn,
  blockTime: (n: Network) => `${n.blockTimeSeconds} second${n.blockTimeSeconds === 1 ? '' : 's'}`,
  gasLimit: (n: Network) => n.gasLimit.toLocaleString('en-US'),
  l2Since: (n: Network) => formatDate(n.l2Since),
  l2Block: (n: Network) => (n.l2Block === undefined ? undefined : n.l2Block.toLocaleString('en-US')),
  retiredOn: (n: Network) => (n.retiredOn ? formatDate(n.retiredOn) : undefined),
} satisfies Record<string, (network: Network) => ReactNode>;

export type NetworkField = keyof typeof networkFields;

export function isNetworkField(field: string): field is NetworkField {
  return Object.hasOwn(networkFields, field);
}

export {ExternalLink};
