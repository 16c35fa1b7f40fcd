/**
 * Network values used in the celocli examples, read from the network and token data so that the examples never
 * carry a retyped RPC URL or token address.
 */
import {networks} from '../networks';
import {findToken, type TokenId} from '../tokens';

/** The Forno RPC URL of Celo Mainnet. */
export const MAINNET_RPC = networks.mainnet.rpcUrl;
/** The Forno RPC URL of Celo Sepolia. */
export const SEPOLIA_RPC = networks['celo-sepolia'].rpcUrl;

/** The contract address of a token on Celo Mainnet; an unknown id throws so the data fails its tests. */
export function mainnetToken(id: TokenId): string {
  const token = findToken(id, 'mainnet');
  if (!token) throw new Error(`celocli examples: no token "${id}" on mainnet`);
  return token.address;
}
