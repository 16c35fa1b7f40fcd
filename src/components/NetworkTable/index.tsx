import type {ReactNode} from 'react';
import {requireNetwork} from '@site/src/data/networks';
import type {Link} from '@site/src/data/networks';
import {formatDate} from '@site/src/data/formatDate';
import {ExternalLink, networkField} from './fields';
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

interface Row {
  label: string;
  value: ReactNode;
}

/** The full parameter table of one network: `<NetworkTable network="celo-sepolia" />`. */
export default function NetworkTable({network}: {network: string}): ReactNode {
  const n = requireNetwork(network, 'NetworkTable');
  const rows: Row[] = [
    {label: 'Status', value: n.statusNote},
    {label: 'Chain ID', value: networkField('chainId', n)},
    {label: 'Chain ID (hex)', value: networkField('chainIdHex', n)},
    {label: 'RPC (HTTP)', value: networkField('rpcUrl', n)},
    {label: 'RPC (WebSocket)', value: networkField('wsUrl', n) ?? 'Not offered'},
    {label: 'Currency symbol', value: n.nativeCurrency.symbol},
    {label: 'Block explorers', value: <LinkList links={n.explorers} none="None" />},
    {label: 'Faucet', value: <LinkList links={n.faucets} none={n.faucetNote ?? 'None: a production network'} />},
    {label: 'Bridge', value: <LinkList links={n.bridges} none="None" />},
    {label: 'Settles on', value: n.settlesOn},
    {label: 'Block time', value: networkField('blockTime', n)},
    {label: 'Block gas limit', value: networkField('gasLimit', n)},
    {
      label: 'Layer 2 since',
      value: n.l2Block ? `${formatDate(n.l2Since)} (block ${networkField('l2Block', n)})` : formatDate(n.l2Since),
    },
  ];
  if (n.retiredOn) rows.push({label: 'Sunset', value: formatDate(n.retiredOn)});
  return (
    <table className={styles.table} data-network={n.id}>
      <caption>{n.name} network parameters</caption>
      <tbody>
        {rows.map(({label, value}) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{value}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
