// @vitest-environment node
import {readFileSync} from 'node:fs';
import {evaluate} from '@mdx-js/mdx';
import {createElement} from 'react';
import * as runtime from 'react/jsx-runtime';
import {renderToStaticMarkup} from 'react-dom/server';
import {describe, expect, it} from 'vitest';
import {
  ABIS_VERSION,
  canonicalSignature,
  declaration,
  interfaceSource,
  loadAbi,
  parseNames,
} from '@site/src/plugins/contract-interface/abi';
import remarkContractInterface from '@site/src/plugins/contract-interface/remark';

const PAGE = `${process.cwd()}/docs/protocol/page.mdx`;

async function html(markdown: string): Promise<string> {
  const {default: Content} = await evaluate(
    {value: markdown, path: PAGE},
    {...runtime, remarkPlugins: [remarkContractInterface], baseUrl: import.meta.url},
  );
  return renderToStaticMarkup(createElement(Content));
}

describe('contract interfaces from @celo/abis', () => {
  it('reads the version the package manifest pins', () => {
    const pinned = JSON.parse(readFileSync('package.json', 'utf8')).dependencies['@celo/abis'];
    expect(ABIS_VERSION).toBe(pinned);
  });

  it('writes the eight-argument creditGasFees the node calls, with the ABI’s own names', () => {
    expect(interfaceSource('StableToken', ['debitGasFees', 'creditGasFees'])).toBe(
      [
        'function debitGasFees(address from, uint256 value) external;',
        'function creditGasFees(',
        '  address from,',
        '  address feeRecipient,',
        '  address gatewayFeeRecipient,',
        '  address communityFund,',
        '  uint256 refund,',
        '  uint256 tipTxFee,',
        '  uint256 gatewayFee,',
        '  uint256 baseTxFee',
        ') external;',
      ].join('\n'),
    );
  });

  it('writes mutability, returns, reference locations and indexed event arguments', () => {
    const [balanceOf] = loadAbi('GoldToken').filter((e) => e.type === 'function' && e.name === 'balanceOf');
    expect(declaration(balanceOf)).toBe('function balanceOf(address owner) external view returns (uint256);');
    expect(interfaceSource('GoldToken', [], ['Transfer'])).toBe(
      'event Transfer(address indexed from, address indexed to, uint256 value);',
    );
    const source = interfaceSource('FeeCurrencyDirectory', ['getCurrencies']);
    expect(source).toBe('function getCurrencies() external view returns (address[] memory);');
  });

  it('picks one overload by its canonical signature', () => {
    const [entry] = loadAbi('StableToken').filter((e) => e.type === 'function' && e.name === 'debitGasFees');
    expect(canonicalSignature(entry)).toBe('debitGasFees(address,uint256)');
    expect(interfaceSource('StableToken', ['debitGasFees(address, uint256)'])).toContain('function debitGasFees(');
    expect(parseNames('debitGasFees, creditGasFees(address,uint256) transfer')).toEqual([
      'debitGasFees',
      'creditGasFees(address,uint256)',
      'transfer',
    ]);
  });

  it('renders a titled Solidity block in the page', async () => {
    const out = await html('<ContractInterface contract="Accounts" functions="createAccount" />');
    expect(out).toContain('class="language-solidity"');
    expect(out).toContain('function createAccount() external returns (bool);');
  });

  it('stops the build naming the page and what the ABI has when a page asks for a function it lacks', async () => {
    await expect(html('<ContractInterface contract="StableToken" functions="creditGasFee" />')).rejects.toThrow(
      /docs\/protocol\/page\.mdx: <ContractInterface>: the ABI of StableToken in @celo\/abis [\d.]+ has no function "creditGasFee"; its functions: .*creditGasFees/,
    );
    await expect(html('<ContractInterface contract="IFeeCurrency" functions="x" />')).rejects.toThrow(
      /page\.mdx: <ContractInterface>: @celo\/abis [\d.]+ has no ABI named "IFeeCurrency"/,
    );
    await expect(html('<ContractInterface contract="Accounts" />')).rejects.toThrow(/name the functions or events/);
  });
});
