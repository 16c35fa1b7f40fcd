import type {ReactNode} from 'react';
import type {Network} from '@site/src/data/networks';
import {networkFieldText, type NetworkField} from './fieldText';

function ExternalLink({url, children}: {url: string; children?: ReactNode}): ReactNode {
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {children ?? url}
    </a>
  );
}

const asCode = (text: string | undefined) => (text === undefined ? undefined : <code>{text}</code>);
const asLink = (url: string | undefined) => (url === undefined ? undefined : <ExternalLink url={url} />);

/** Each field as a page shows it inline: identifiers and endpoints as code, web addresses as links, the rest as text. */
export const networkFields = {
  ...networkFieldText,
  chainId: (n: Network) => asCode(networkFieldText.chainId(n)),
  chainIdHex: (n: Network) => asCode(networkFieldText.chainIdHex(n)),
  rpcUrl: (n: Network) => asCode(networkFieldText.rpcUrl(n)),
  wsUrl: (n: Network) => asCode(networkFieldText.wsUrl(n)),
  explorerUrl: (n: Network) => asLink(networkFieldText.explorerUrl(n)),
  faucetUrl: (n: Network) => asLink(networkFieldText.faucetUrl(n)),
  bridgeUrl: (n: Network) => asLink(networkFieldText.bridgeUrl(n)),
} satisfies Record<NetworkField, (network: Network) => ReactNode>;

export {ExternalLink};
