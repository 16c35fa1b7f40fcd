import type {ReactNode} from 'react';
import {requireToken} from '@site/src/data/tokenLookup';
import {requireNetwork} from '@site/src/data/networks';
import WalletButton from '../WalletButton';
import {watchToken} from '../WalletButton/walletRequests';

interface Props {
  token: string;
  network: string;
}

/** Asks the reader's wallet to track a token (EIP-747): `<AddTokenButton token="USDm" network="mainnet" />`. */
export default function AddTokenButton({token, network}: Props): ReactNode {
  const data = requireToken(token, network, 'AddTokenButton');
  const chain = requireNetwork(network, 'AddTokenButton');
  return (
    <WalletButton
      label={`Add ${data.symbol} to your wallet`}
      action={async (provider) =>
        (await watchToken(provider, data, chain))
          ? `${data.symbol} on ${chain.name} is now in your wallet.`
          : `You declined to add ${data.symbol} in your wallet.`
      }
    />
  );
}
