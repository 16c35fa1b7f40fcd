/** The showcase's tags: what each means and the color of its dot. */

export type TagType =
  | 'favorite'
  | 'popular'
  | 'apps'
  | 'impact'
  | 'defi'
  | 'refi'
  | 'earn'
  | 'wallets'
  | 'developers'
  | 'integrations'
  | 'validators'
  | 'foundation'
  | 'beginner'
  | 'intermediate'
  | 'advanced'
  | 'solidity'
  | 'react'
  | 'nft'
  | 'erc20'
  | 'hardhat'
  | 'mobile'
  | 'video';

export interface Tag {
  label: string;
  description: string;
  color: string;
}

export const tags: Record<TagType, Tag> = {
  favorite: {label: 'Favorite', description: 'Picks the docs team recommends first.', color: '#b8860b'},
  popular: {label: 'Popular', description: 'Widely used across the Celo ecosystem.', color: '#8b3a62'},
  apps: {label: 'Apps', description: 'Products people use every day on Celo.', color: '#2f6f4e'},
  impact: {label: 'Impact', description: 'Projects with a social or humanitarian goal.', color: '#b5542a'},
  defi: {label: 'DeFi', description: 'Exchanges, lending and other financial protocols.', color: '#3b5bab'},
  refi: {label: 'ReFi', description: 'Regenerative finance: climate and nature assets.', color: '#4a7a1e'},
  earn: {label: 'Earn', description: 'Ways to earn stablecoins or rewards.', color: '#9a6a00'},
  wallets: {label: 'Wallets', description: 'Wallets that hold CELO and Celo stablecoins.', color: '#6b3fa0'},
  developers: {label: 'Developers', description: 'Tools, SDKs and templates for builders.', color: '#1f6f8b'},
  integrations: {label: 'Integrations', description: 'Infrastructure that connects Celo to other systems.', color: '#5d5d5d'},
  validators: {label: 'Validators', description: 'Node operators and tools for running nodes.', color: '#7a4b2a'},
  foundation: {label: 'Foundation', description: 'Built or maintained by Celo core contributors.', color: '#1e002b'},
  beginner: {label: 'Beginner', description: 'No prior Celo experience needed.', color: '#2e7d32'},
  intermediate: {label: 'Intermediate', description: 'Assumes basic Solidity or JavaScript.', color: '#a15c00'},
  advanced: {label: 'Advanced', description: 'For experienced protocol or dApp developers.', color: '#b00020'},
  solidity: {label: 'Solidity', description: 'Smart contracts in Solidity.', color: '#4b4b8f'},
  react: {label: 'React', description: 'Front ends built with React.', color: '#0b6e99'},
  nft: {label: 'NFT', description: 'Non-fungible tokens.', color: '#8e3b8e'},
  erc20: {label: 'ERC20', description: 'Fungible tokens.', color: '#6d4c41'},
  hardhat: {label: 'Hardhat', description: 'Uses the Hardhat framework.', color: '#7a6a00'},
  mobile: {label: 'Mobile', description: 'Made for phones first.', color: '#00695c'},
  video: {label: 'Video', description: 'Includes a video walkthrough.', color: '#ad1457'},
};

export const tagTypes = Object.keys(tags) as TagType[];
