/**
 * Core protocol contract addresses per network, read from the on-chain Registry. Only addresses checked
 * against public records are listed. Validated by tests/unit/data.test.ts.
 */
import type {NetworkId} from './networks';

export interface Contract {
  name: string;
  network: NetworkId;
  address: `0x${string}`;
  /** What the contract does, in a few words. */
  purpose: string;
}

const registry = '0x000000000000000000000000000000000000ce10';

export const contracts: readonly Contract[] = [
  {name: 'Registry', network: 'mainnet', address: registry, purpose: 'Maps contract names to their addresses'},
  {name: 'Accounts', network: 'mainnet', address: '0x7d21685C17607338b313a7174bAb6620baD0aaB7', purpose: 'Account metadata and signer authorization'},
  {name: 'Election', network: 'mainnet', address: '0x8D6677192144292870907E3Fa8A5527fE55A7ff6', purpose: 'Votes for validator groups'},
  {
    name: 'EpochManager',
    network: 'mainnet',
    address: '0xF424B5e85B290b66aC20f8A9EAB75E25a526725E',
    purpose: 'Epoch processing and reward distribution on the L2',
  },
  {name: 'EpochRewards', network: 'mainnet', address: '0x07F007d389883622Ef8D4d347b3f78007f28d8b7', purpose: 'Reward schedule parameters'},
  {name: 'Escrow', network: 'mainnet', address: '0xf4Fa51472Ca8d72AF678975D9F8795A504E7ada5', purpose: 'Payments held for identifiers (legacy)'},
  {
    name: 'FederatedAttestations',
    network: 'mainnet',
    address: '0x0aD5b1d0C25ecF6266Dd951403723B2687d6aff2',
    purpose: 'Identifier-to-address attestations for SocialConnect',
  },
  {
    name: 'FeeCurrencyDirectory',
    network: 'mainnet',
    address: '0x15F344b9E6c3Cb6F0376A36A64928b13F62C6276',
    purpose: 'Allowlist of fee currencies and their oracles',
  },
  {name: 'FeeHandler', network: 'mainnet', address: '0xcD437749E43A154C07F3553504c68fBfD56B8778', purpose: 'Collects and distributes transaction fees'},
  {name: 'GoldToken', network: 'mainnet', address: '0x471EcE3750Da237f93B8E339c536989b8978a438', purpose: 'The CELO token contract'},
  {name: 'Governance', network: 'mainnet', address: '0xD533Ca259b330c7A88f74E000a3FaEa2d63B7972', purpose: 'On-chain proposals and votes'},
  {name: 'LockedGold', network: 'mainnet', address: '0x6cC083Aed9e3ebe302A6336dBC7c921C9f03349E', purpose: 'Locking CELO for voting'},
  {name: 'OdisPayments', network: 'mainnet', address: '0xAE6B29f31B96e61DdDc792f45fDa4e4F0356D0CB', purpose: 'Pays for ODIS quota'},
  {name: 'Reserve', network: 'mainnet', address: '0x9380fA34Fd9e4Fd14c06305fd7B6199089eD4eb9', purpose: 'Collateral backing Mento stablecoins'},
  {name: 'SortedOracles', network: 'mainnet', address: '0xefB84935239dAcdecF7c5bA76d8dE40b077B7b33', purpose: 'Median price reports from oracles'},
  {name: 'Validators', network: 'mainnet', address: '0xaEb865bCa93DdC8F47b8e29F40C5399cE34d0C58', purpose: 'Validator and group registration'},
  {name: 'Registry', network: 'celo-sepolia', address: registry, purpose: 'Maps contract names to their addresses'},
  {
    name: 'FeeCurrencyDirectory',
    network: 'celo-sepolia',
    address: '0x9212Fb72ae65367A7c887eC4Ad9bE310BAC611BF',
    purpose: 'Allowlist of fee currencies and their oracles',
  },
  {name: 'FeeHandler', network: 'celo-sepolia', address: '0xcD437749E43A154C07F3553504c68fBfD56B8778', purpose: 'Collects and distributes transaction fees'},
  {name: 'GoldToken', network: 'celo-sepolia', address: '0x471EcE3750Da237f93B8E339c536989b8978a438', purpose: 'The CELO token contract'},
  {name: 'Registry', network: 'alfajores', address: registry, purpose: 'Maps contract names to their addresses'},
  {
    name: 'FeeCurrencyDirectory',
    network: 'alfajores',
    address: '0x9212Fb72ae65367A7c887eC4Ad9bE310BAC611BF',
    purpose: 'Allowlist of fee currencies and their oracles',
  },
  {name: 'FeeHandler', network: 'alfajores', address: '0xEAaFf71AB67B5d0eF34ba62Ea06Ac3d3E2dAAA38', purpose: 'Collects and distributes transaction fees'},
  {name: 'GoldToken', network: 'alfajores', address: '0xF194afDf50B03e69Bd7D057c1Aa9e10c9954E4C9', purpose: 'The CELO token contract'},
  {name: 'Registry', network: 'baklava', address: registry, purpose: 'Maps contract names to their addresses'},
  {name: 'GoldToken', network: 'baklava', address: '0xdDc9bE57f553fe75752D61606B94CBD7e0264eF8', purpose: 'The CELO token contract'},
];

/**
 * Contracts on a network's settlement layer (Ethereum for Mainnet) that readers call directly. They are not in
 * the Registry and have no Celo explorer page; `network` is the Celo network they serve.
 */
export const settlementContracts: readonly Contract[] = [
  {
    name: 'SuperBridgeETHWrapper',
    network: 'mainnet',
    address: '0x3bC7C4f8Afe7C8d514c9d4a3A42fb8176BE33c1e',
    purpose: 'Wraps ETH on Ethereum and bridges it to Celo, where it arrives as WETH',
  },
];
