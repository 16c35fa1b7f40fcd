// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {networks} from '@site/src/data/networks';
import {networkFieldText} from '@site/src/data/networkFields';
import {tokens, type Token} from '@site/src/data/tokens';
import {contracts, settlementContracts} from '@site/src/data/contracts';
import {toChecksumAddress, validateNetworkData} from '@site/src/data/validate';

const data = {networks, tokens, contracts, settlementContracts};

describe('network data', () => {
  it('keeps every rule', () => {
    expect(validateNetworkData(data)).toEqual([]);
  });

  it('computes EIP-55 checksums', () => {
    expect(toChecksumAddress('0x765de816845861e75a25fca122bb6898b8b1282a')).toBe(
      '0x765DE816845861e75A25fCA122bb6898B8B1282a',
    );
  });

  it('names a token whose address is not checksummed', () => {
    const bad: Token = {...tokens[1], address: '0x765de816845861e75a25fca122bb6898b8b1282a'};
    expect(validateNetworkData({...data, tokens: [bad]})).toContain(
      'token USDm on mainnet: address 0x765de816845861e75a25fca122bb6898b8b1282a is not EIP-55 checksummed (expected 0x765DE816845861e75A25fCA122bb6898B8B1282a)',
    );
  });

  it('names a network whose hex chain id differs from the decimal one', () => {
    const broken = {...networks, mainnet: {...networks.mainnet, chainIdHex: '0xa4ed' as const}};
    expect(validateNetworkData({...data, networks: broken})).toContain(
      'network mainnet: chainIdHex 0xa4ed is not chainId 42220 in lowercase hex',
    );
  });

  it('names a URL that is not https or wss', () => {
    const broken = {
      ...networks,
      mainnet: {...networks.mainnet, rpcUrl: 'http://forno.celo.org', wsUrl: 'ws://forno.celo.org/ws'},
    };
    const problems = validateNetworkData({...data, networks: broken});
    expect(problems).toContain('network mainnet: http://forno.celo.org must use https');
    expect(problems).toContain('network mainnet: ws://forno.celo.org/ws must use wss');
  });

  it('names an entry that points to an unknown network', () => {
    const stray = {...contracts[0], network: 'dango'} as unknown as (typeof contracts)[number];
    expect(validateNetworkData({...data, contracts: [stray]})).toContain(
      'contract Registry on dango: unknown network "dango"',
    );
  });

  it('names duplicates', () => {
    const problems = validateNetworkData({...data, tokens: [tokens[0], tokens[0]]});
    expect(problems).toContain('token CELO on mainnet: duplicate entry');
  });

  it('rejects a 6-decimal token that pays gas through its own address', () => {
    const usdc = tokens.find((t) => t.id === 'USDC' && t.network === 'mainnet')!;
    const problems = validateNetworkData({...data, tokens: [{...usdc, feeCurrency: usdc.address}]});
    expect(problems).toContain(
      'token USDC on mainnet: a 6-decimal token pays gas through an adapter, not its own address',
    );
  });

  it('keeps the former Mento names on the renamed stablecoins, at their unchanged addresses', () => {
    const renamed = tokens.filter((t) => t.network === 'mainnet' && t.formerly).map((t) => `${t.formerly}→${t.symbol}`);
    expect(renamed).toEqual(['cUSD→USDm', 'cEUR→EURm', 'cREAL→BRLm', 'cKES→KESm']);
    expect(tokens.find((t) => t.id === 'USDm' && t.network === 'mainnet')?.address).toBe(
      '0x765DE816845861e75A25fCA122bb6898B8B1282a',
    );
  });

  it('names a token whose symbol differs from its id', () => {
    const usdm = tokens.find((t) => t.id === 'USDm' && t.network === 'celo-sepolia')!;
    expect(validateNetworkData({...data, tokens: [{...usdm, symbol: 'cUSD'}]})).toContain(
      "token USDm on celo-sepolia: symbol cUSD differs from the id; the id is the token's name on its network",
    );
  });

  it('lists the Celo Sepolia tokens under their testnet names, with adapters for the 6-decimal ones', () => {
    const sepolia = tokens.filter((t) => t.network === 'celo-sepolia');
    expect(sepolia.map((t) => t.id)).toEqual(['CELO', 'USDm', 'EURm', 'cUSD', 'cEUR', 'USDC', 'USDT', 'WETH']);
    expect(sepolia.find((t) => t.id === 'cUSD')?.address).toBe('0xEF4d55D6dE8e8d73232827Cd1e9b2F2dBb45bC80');
    expect(sepolia.find((t) => t.id === 'USDm')?.address).toBe('0xdE9e4C3ce781b4bA68120d6261cbad65ce0aB00b');
    expect(sepolia.some((t) => t.formerly)).toBe(false);
    // Every Celo Sepolia token but CELO is in the FeeCurrencyDirectory, EURm included (fee-currencies.mdx).
    expect(sepolia.filter((t) => t.id !== 'CELO').every((t) => t.feeCurrency)).toBe(true);
    expect(sepolia.find((t) => t.id === 'USDT')?.feeCurrency).toBe('0xe19447B12cb0d0220B2a501D8382be2f61CcF92a');
  });

  it('lists both public Celo Sepolia faucets, the Celo faucet first', () => {
    expect(networks['celo-sepolia'].faucets.map((f) => f.url)).toEqual([
      'https://faucet.celo.org/celo-sepolia',
      'https://cloud.google.com/application/web3/faucet/celo/sepolia',
    ]);
    expect(networkFieldText.secondFaucetUrl(networks['celo-sepolia'])).toBe(
      'https://cloud.google.com/application/web3/faucet/celo/sepolia',
    );
    expect(networkFieldText.secondFaucetUrl(networks.mainnet)).toBeUndefined();
  });
});
