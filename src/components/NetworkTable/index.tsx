import type {ReactNode} from 'react';
import {requireNetwork} from '@site/src/data/lookup';
import type {Link} from '@site/src/data/networks';
import {ExternalLink, formatDate, networkFields} from '../NetworkValue/fields';
import styles from './styles.module.css';

function LinkList({links, none}: {links: readonly Link[]; none: string}): ReactNode {
  if (links.length === 0) return none;
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.url}>
          <ExternalLink url={link.url}>{link.label}</ExternalLink>
        </li>
      ))}
    </ul>
  );
}

/** The full parameter table of one network: `<NetworkTable network="celo-sepolia" />`. */
export default function NetworkTable({network}: {network: string}): ReactNode {
  const n = requireNetwork(network, 'NetworkTable');
  const rows: [string, ReactNode][] = [
    ['Status', n.statusNote],
    ['Chain ID', networkFields.chainId(n)],
    ['Chain ID (hex)', networkFields.chainIdHex(n)],
    ['RPC (HTTP)', networkFields.rpcUrl(n)],
    ['RPC (WebSocket)', networkFields.wsUrl(n) ?? 'Not offered'],
    ['Currency symbol', n.nativeCurrency.symbol],
    ['Block explorers', <LinkList links={n.explorers} none="None" />],
    ['Faucet', <LinkList links={n.faucets} none={n.faucetNote ?? 'None: a production network'} />],
    ['Bridge', <LinkList links={n.bridges} none="None" />],
    ['Settles on', n.settlesOn],
    ['Block time', networkFields.blockTime(n)],
    ['Block gas limit', networkFields.gasLimit(n)],
    [
      'Layer 2 since',
      n.l2Block ? `${formatDate(n.l2Since)} (block ${networkFields.l2Block(n)})` : formatDate(n.l2Since),
    ],
  ];
  if (n.retiredOn) rows.push(['Sunset', formatDate(n.retiredOn)]);
  return (
    <table className={styles.table} data-network={n.id}>
      <caption>{n.name} network parameters</caption>
      <tbody>
        {rows.map(([label, value]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
