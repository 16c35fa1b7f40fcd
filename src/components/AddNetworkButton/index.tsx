import type {ReactNode} from 'react';
import {requireNetwork} from '@site/src/data/networks';
import WalletButton from '../WalletButton';
import {addAndSwitchNetwork} from '../WalletButton/walletRequests';

/** Adds a network to the reader's wallet (EIP-3085) and switches to it: `<AddNetworkButton network="mainnet" />`. */
export default function AddNetworkButton({network}: {network: string}): ReactNode {
  const data = requireNetwork(network, 'AddNetworkButton');
  return (
    <WalletButton
      label={`Add ${data.name} to your wallet`}
      action={async (provider) => {
        await addAndSwitchNetwork(provider, data);
        return `${data.name} is added to your wallet and selected.`;
      }}
    />
  );
}
