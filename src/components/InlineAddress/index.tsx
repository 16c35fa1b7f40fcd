import type {ReactNode} from 'react';
import {contracts, settlementContracts} from '@site/src/data/contracts';
import {requireNetwork} from '@site/src/data/networks';
import {findToken} from '@site/src/data/tokens';
import CopyButton from '../CopyButton';
import styles from './styles.module.css';

interface Props {
  /** A token id, a core contract name or a settlement-layer contract name. */
  of: string;
  network: string;
}

function addressOf(of: string, network: string): `0x${string}` | undefined {
  const token = findToken(of, network);
  if (token) return token.address;
  const contract = [...contracts, ...settlementContracts].find((c) => c.name === of && c.network === network);
  return contract?.address;
}

/** One address from the data, inline with a copy button: `<InlineAddress of="WETH" network="mainnet" />`. */
export default function InlineAddress({of, network}: Props): ReactNode {
  const data = requireNetwork(network, 'InlineAddress');
  const address = addressOf(of, network);
  if (!address) {
    throw new Error(
      `<InlineAddress of="${of}" network="${network}">: no token or contract "${of}" is recorded for ${data.name}.`,
    );
  }
  return (
    <span className={styles.address}>
      <code>{address}</code>
      <CopyButton value={address} label={`Copy the ${of} address on ${data.name}`} />
    </span>
  );
}
