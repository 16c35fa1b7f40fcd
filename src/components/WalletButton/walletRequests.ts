/** EIP-1193 requests for adding networks and tokens to a reader's browser wallet. */
import type {Network} from '@site/src/data/networks';
import type {Token} from '@site/src/data/tokens';

export interface Eip1193Provider {
  request(args: {method: string; params?: readonly unknown[] | Record<string, unknown>}): Promise<unknown>;
}

/** The provider a browser wallet injects, or undefined when the reader has none. */
export function injectedProvider(): Eip1193Provider | undefined {
  if (typeof window === 'undefined') return undefined;
  const candidate = (window as Window & {ethereum?: Eip1193Provider}).ethereum;
  return typeof candidate?.request === 'function' ? candidate : undefined;
}

/** The EIP-3085 `wallet_addEthereumChain` parameters for a network. */
export function addChainParameters(network: Network) {
  return {
    chainId: network.chainIdHex,
    chainName: network.name,
    nativeCurrency: {...network.nativeCurrency},
    rpcUrls: [network.rpcUrl],
    blockExplorerUrls: network.explorers.map((explorer) => explorer.url),
  };
}

const UNRECOGNIZED_CHAIN = 4902;

function errorCode(error: unknown): number | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error) {
    const {code} = error as {code: unknown};
    return typeof code === 'number' ? code : undefined;
  }
  return undefined;
}

/** EIP-3085 then EIP-3326: add the network, then make it the wallet's current one. */
export async function addAndSwitchNetwork(provider: Eip1193Provider, network: Network): Promise<void> {
  await provider.request({method: 'wallet_addEthereumChain', params: [addChainParameters(network)]});
  await provider.request({method: 'wallet_switchEthereumChain', params: [{chainId: network.chainIdHex}]});
}

/** Switches to the network, adding it first when the wallet does not know it yet. */
async function switchToNetwork(provider: Eip1193Provider, network: Network): Promise<void> {
  try {
    await provider.request({method: 'wallet_switchEthereumChain', params: [{chainId: network.chainIdHex}]});
  } catch (error) {
    if (errorCode(error) !== UNRECOGNIZED_CHAIN) throw error;
    await addAndSwitchNetwork(provider, network);
  }
}

/** EIP-747: asks the wallet to track a token on its network. Resolves to whether the reader accepted. */
export async function watchToken(provider: Eip1193Provider, token: Token, network: Network): Promise<boolean> {
  await switchToNetwork(provider, network);
  const accepted = await provider.request({
    method: 'wallet_watchAsset',
    params: {type: 'ERC20', options: {address: token.address, symbol: token.symbol, decimals: token.decimals}},
  });
  return accepted !== false;
}

/** A plain sentence for a failed wallet request. */
export function describeWalletError(error: unknown): string {
  switch (errorCode(error)) {
    case 4001:
      return 'You rejected the request in your wallet.';
    case 4100:
      return 'Your wallet did not allow this site to ask. Unlock it and try again.';
    case -32002:
      return 'Your wallet already has a request open. Finish it in the wallet, then try again.';
    default: {
      const message = error instanceof Error ? error.message : String((error as {message?: unknown})?.message ?? '');
      return message ? `Your wallet could not do this: ${message}` : 'Your wallet could not do this.';
    }
  }
}
