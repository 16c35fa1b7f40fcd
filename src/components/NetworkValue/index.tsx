import type {ReactNode} from 'react';
import {requireNetwork} from '@site/src/data/networks';
import {networkFields} from './fields';
import {isNetworkField} from './fieldText';

interface Props {
  network: string;
  field: string;
}

/** One network figure, inline in prose: `<NetworkValue network="mainnet" field="chainId" />`. */
export default function NetworkValue({network, field}: Props): ReactNode {
  const data = requireNetwork(network, 'NetworkValue');
  if (!isNetworkField(field)) {
    throw new Error(
      `<NetworkValue network="${network}" field="${field}">: unknown field "${field}". Use one of: ${Object.keys(networkFields).join(', ')}.`,
    );
  }
  const value = networkFields[field](data);
  if (value === undefined) {
    throw new Error(`<NetworkValue network="${network}" field="${field}">: ${data.name} has no ${field}.`);
  }
  return value;
}
