/**
 * Token deployments per network. Only addresses checked against public records are listed; add one only
 * with a source you can cite. An entry's `id` is the symbol the token has on its network, so `{{token.USDm.address}}`
 * and `<AddTokenButton token="USDm">` always name a contract called USDm there. On Celo Mainnet, Mento renamed its
 * stablecoins (cUSD to USDm, cEUR to EURm, cREAL to BRLm, cKES to KESm) without changing their addresses, and
 * `formerly` keeps the old symbol. Celo Sepolia did not rename: its first stablecoins are still cUSD and cEUR, and
 * its USDm and EURm are separate deployments. Validated by tests/unit/data.test.ts.
 */
import type {NetworkId} from './networks';

export type TokenId = 'CELO' | 'USDm' | 'EURm' | 'BRLm' | 'KESm' | 'cUSD' | 'cEUR' | 'USDC' | 'USDT' | 'WETH';

export interface Token {
  /** The token's symbol on `network`; the same id may be a different deployment on another network. */
  id: TokenId;
  network: NetworkId;
  name: string;
  symbol: TokenId;
  /** The symbol this deployment had before it was renamed on its network, shown where readers may know it by that name. */
  formerly?: string;
  address: `0x${string}`;
  decimals: number;
  /** Who issues the token. */
  issuer: string;
  /**
   * The address to put in a transaction's `feeCurrency` field when the token pays for gas. Tokens with
   * fewer than 18 decimals are used through an adapter contract; 18-decimal tokens use their own address.
   */
  feeCurrency?: `0x${string}`;
}

export const tokens: readonly Token[] = [
  {
    id: 'CELO',
    network: 'mainnet',
    name: 'Celo native asset',
    symbol: 'CELO',
    address: '0x471EcE3750Da237f93B8E339c536989b8978a438',
    decimals: 18,
    issuer: 'Native coin, also an ERC-20 through token duality',
  },
  {
    id: 'USDm',
    network: 'mainnet',
    name: 'Mento Dollar',
    symbol: 'USDm',
    formerly: 'cUSD',
    address: '0x765DE816845861e75A25fCA122bb6898B8B1282a',
    decimals: 18,
    issuer: 'Mento',
    feeCurrency: '0x765DE816845861e75A25fCA122bb6898B8B1282a',
  },
  {
    id: 'EURm',
    network: 'mainnet',
    name: 'Mento euro stablecoin',
    symbol: 'EURm',
    formerly: 'cEUR',
    address: '0xD8763CBa276a3738E6DE85b4b3bF5FDed6D6cA73',
    decimals: 18,
    issuer: 'Mento',
    feeCurrency: '0xD8763CBa276a3738E6DE85b4b3bF5FDed6D6cA73',
  },
  {
    id: 'BRLm',
    network: 'mainnet',
    name: 'Mento Brazilian real stablecoin',
    symbol: 'BRLm',
    formerly: 'cREAL',
    address: '0xe8537a3d056DA446677B9E9d6c5dB704EaAb4787',
    decimals: 18,
    issuer: 'Mento',
    feeCurrency: '0xe8537a3d056DA446677B9E9d6c5dB704EaAb4787',
  },
  {
    id: 'KESm',
    network: 'mainnet',
    name: 'Mento Kenyan shilling stablecoin',
    symbol: 'KESm',
    formerly: 'cKES',
    address: '0x456a3D042C0DbD3db53D5489e98dFb038553B0d0',
    decimals: 18,
    issuer: 'Mento',
    feeCurrency: '0x456a3D042C0DbD3db53D5489e98dFb038553B0d0',
  },
  {
    id: 'USDC',
    network: 'mainnet',
    name: 'USD Coin',
    symbol: 'USDC',
    address: '0xcebA9300f2b948710d2653dD7B07f33A8B32118C',
    decimals: 6,
    issuer: 'Circle',
    feeCurrency: '0x2F25deB3848C207fc8E0c34035B3Ba7fC157602B',
  },
  {
    id: 'USDT',
    network: 'mainnet',
    name: 'Tether USD',
    symbol: 'USDT',
    address: '0x48065fbBE25f71C9282ddf5e1cD6D6A887483D5e',
    decimals: 6,
    issuer: 'Tether',
    feeCurrency: '0x0E2A3e05bc9A16F5292A6170456A710cb89C6f72',
  },
  {
    id: 'WETH',
    network: 'mainnet',
    name: 'Wrapped Ether, bridged from Ethereum',
    symbol: 'WETH',
    address: '0xD221812de1BD094f35587EE8E174B07B6167D9Af',
    decimals: 18,
    issuer: 'Ethereum ETH wrapped and bridged by the SuperBridgeETHWrapper',
    feeCurrency: '0xD221812de1BD094f35587EE8E174B07B6167D9Af',
  },
  {
    id: 'CELO',
    network: 'celo-sepolia',
    name: 'Celo native asset',
    symbol: 'CELO',
    address: '0x471EcE3750Da237f93B8E339c536989b8978a438',
    decimals: 18,
    issuer: 'Native coin, also an ERC-20 through token duality',
  },
  {
    id: 'USDm',
    network: 'celo-sepolia',
    name: 'Mento Dollar (test)',
    symbol: 'USDm',
    address: '0xdE9e4C3ce781b4bA68120d6261cbad65ce0aB00b',
    decimals: 18,
    issuer: 'Mento',
    feeCurrency: '0xdE9e4C3ce781b4bA68120d6261cbad65ce0aB00b',
  },
  {
    id: 'EURm',
    network: 'celo-sepolia',
    name: 'Mento euro stablecoin (test)',
    symbol: 'EURm',
    address: '0xA99dC247d6b7B2E3ab48a1fEE101b83cD6aCd82a',
    decimals: 18,
    issuer: 'Mento',
    feeCurrency: '0xA99dC247d6b7B2E3ab48a1fEE101b83cD6aCd82a',
  },
  {
    id: 'cUSD',
    network: 'celo-sepolia',
    name: 'Celo Dollar (test)',
    symbol: 'cUSD',
    address: '0xEF4d55D6dE8e8d73232827Cd1e9b2F2dBb45bC80',
    decimals: 18,
    issuer: 'Mento',
    feeCurrency: '0xEF4d55D6dE8e8d73232827Cd1e9b2F2dBb45bC80',
  },
  {
    id: 'cEUR',
    network: 'celo-sepolia',
    name: 'Celo Euro (test)',
    symbol: 'cEUR',
    address: '0x6B172e333e2978484261D7eCC3DE491E79764BbC',
    decimals: 18,
    issuer: 'Mento',
    feeCurrency: '0x6B172e333e2978484261D7eCC3DE491E79764BbC',
  },
  {
    id: 'USDC',
    network: 'celo-sepolia',
    name: 'USD Coin (test)',
    symbol: 'USDC',
    address: '0x01C5C0122039549AD1493B8220cABEdD739BC44E',
    decimals: 6,
    issuer: 'Circle',
    feeCurrency: '0xbf1441Ea57f43f35f713431001f35742c88071c7',
  },
  {
    id: 'USDT',
    network: 'celo-sepolia',
    name: 'Tether USD (test)',
    symbol: 'USDT',
    address: '0xd077A400968890Eacc75cdc901F0356c943e4fDb',
    decimals: 6,
    issuer: 'Tether',
    feeCurrency: '0xe19447B12cb0d0220B2a501D8382be2f61CcF92a',
  },
  {
    id: 'WETH',
    network: 'celo-sepolia',
    name: 'Wrapped Ether (test)',
    symbol: 'WETH',
    address: '0x2cE73DC897A3E10b3FF3F86470847c36ddB735cf',
    decimals: 18,
    issuer: 'Bridged from Ethereum Sepolia',
    feeCurrency: '0x2cE73DC897A3E10b3FF3F86470847c36ddB735cf',
  },
  {
    id: 'CELO',
    network: 'alfajores',
    name: 'Celo native asset',
    symbol: 'CELO',
    address: '0xF194afDf50B03e69Bd7D057c1Aa9e10c9954E4C9',
    decimals: 18,
    issuer: 'Native coin, also an ERC-20 through token duality',
  },
  {
    id: 'CELO',
    network: 'baklava',
    name: 'Celo native asset',
    symbol: 'CELO',
    address: '0xdDc9bE57f553fe75752D61606B94CBD7e0264eF8',
    decimals: 18,
    issuer: 'Native coin, also an ERC-20 through token duality',
  },
];

export function findToken(id: string, network: string): Token | undefined {
  return tokens.find((token) => token.id === id && token.network === network);
}
