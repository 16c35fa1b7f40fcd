import type {ReactNode} from 'react';
import {contracts} from '@site/src/data/contracts';
import {requireNetwork} from '@site/src/data/networks';
import {tokens} from '@site/src/data/tokens';
import CopyButton from '../CopyButton';
import styles from './styles.module.css';

type Kind = 'tokens' | 'contracts';

interface Row {
  /** Unique in the table: the token id or contract name. */
  key: string;
  name: string;
  detail: string;
  address: `0x${string}`;
  feeCurrency?: `0x${string}`;
}

function rowsFor(kind: Kind, network: string): Row[] {
  if (kind === 'tokens') {
    return tokens
      .filter((token) => token.network === network)
      .map((token) => ({
        key: token.id,
        name: token.symbol,
        detail: `${token.name}, ${token.decimals} decimals${token.formerly ? `, formerly ${token.formerly}` : ''}`,
        address: token.address,
        feeCurrency: token.feeCurrency,
      }));
  }
  return contracts
    .filter((contract) => contract.network === network)
    .map((contract) => ({
      key: contract.name,
      name: contract.name,
      detail: contract.purpose,
      address: contract.address,
    }));
}

function Address({value, explorer, label}: {value: string; explorer: string; label: string}): ReactNode {
  return (
    <span className={styles.address}>
      <a href={`${explorer}/address/${value}`} target="_blank" rel="noopener noreferrer">
        <code>{value}</code>
      </a>
      <CopyButton value={value} label={`Copy the ${label} address`} />
    </span>
  );
}

/** Token or contract addresses of one network: `<AddressTable kind="tokens" network="mainnet" />`. */
export default function AddressTable({kind, network}: {kind: string; network: string}): ReactNode {
  const data = requireNetwork(network, 'AddressTable');
  if (kind !== 'tokens' && kind !== 'contracts') {
    throw new Error(
      `<AddressTable kind="${kind}" network="${network}">: unknown kind "${kind}". Use tokens or contracts.`,
    );
  }
  const rows = rowsFor(kind, network);
  if (rows.length === 0) {
    throw new Error(`<AddressTable kind="${kind}" network="${network}">: no ${kind} are recorded for ${data.name}.`);
  }
  const explorer = data.explorers[0].url;
  const showFeeCurrency = rows.some((row) => row.feeCurrency);
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>
          {data.name} {kind === 'tokens' ? 'token' : 'core contract'} addresses
        </caption>
        <thead>
          <tr>
            <th scope="col">{kind === 'tokens' ? 'Token' : 'Contract'}</th>
            <th scope="col">Address</th>
            {showFeeCurrency && <th scope="col">Fee currency address</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                {row.name}
                <div className={styles.detail}>{row.detail}</div>
              </th>
              <td>
                <Address value={row.address} explorer={explorer} label={`${row.key} ${data.name}`} />
              </td>
              {showFeeCurrency && (
                <td>
                  {row.feeCurrency === undefined ? (
                    'Pays gas natively'
                  ) : row.feeCurrency === row.address ? (
                    'Same as the token'
                  ) : (
                    <Address value={row.feeCurrency} explorer={explorer} label={`${row.key} fee adapter`} />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
