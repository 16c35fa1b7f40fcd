// @vitest-environment node
import {compile} from '@mdx-js/mdx';
import {describe, expect, it} from 'vitest';
import remarkNetworkSamples from '@site/src/plugins/network-samples';
import {
  DEFAULT_SAMPLE_NETWORK,
  coveredValues,
  fillForEveryNetwork,
  findPlaceholders,
  placeholderValue,
} from '@site/src/plugins/network-samples/placeholders';
import {markdownForNetwork, sampleNetworkNote} from '@site/src/plugins/network-samples/substitutions';
import {htmlToMarkdown} from '@site/src/plugins/llms-txt/htmlToMarkdown';

async function compilePage(markdown: string): Promise<string> {
  const output = await compile(
    {value: markdown, path: `${process.cwd()}/docs/page.md`},
    {
      remarkPlugins: [remarkNetworkSamples],
    },
  );
  return String(output);
}

describe('network placeholders', () => {
  it('finds dotted names in double braces, with their line, and leaves other braces alone', () => {
    const text = 'style={{margin: 0}}\nid: {{network.chainId}}\n${{ secrets.KEY }} {{name}} {{token.USDC.adapter}}';
    expect(findPlaceholders(text)).toEqual([
      {name: 'network.chainId', line: 1},
      {name: 'token.USDC.adapter', line: 2},
    ]);
  });

  it('fills every placeholder from the data modules for each network', () => {
    const filled = fillForEveryNetwork(
      'chain: {{network.viemChain}}, id {{network.chainId}} ({{network.chainIdHex}}), {{network.rpcUrl}}, fee {{token.USDC.adapter}}',
    );
    expect(filled.mainnet).toBe(
      'chain: celo, id 42220 (0xa4ec), https://forno.celo.org, fee 0x2F25deB3848C207fc8E0c34035B3Ba7fC157602B',
    );
    expect(filled['celo-sepolia']).toBe(
      'chain: celoSepolia, id 11142220 (0xaa044c), https://forno.celo-sepolia.celo-testnet.org, fee 0xbf1441Ea57f43f35f713431001f35742c88071c7',
    );
  });

  it('rejects unknown names and values a network does not have', () => {
    expect(() => placeholderValue('network.chainid', 'mainnet')).toThrow(
      /unknown placeholder \{\{network\.chainid\}\}/,
    );
    expect(() => placeholderValue('token.DAI.address', 'mainnet')).toThrow(/has no value on Celo Mainnet/);
    expect(() => placeholderValue('token.USDm.adapter', 'mainnet')).toThrow(/has no value on Celo Mainnet/);
    expect(() => placeholderValue('network.faucet', 'mainnet')).toThrow(/has no value on Celo Mainnet/);
  });

  it('lists the chain ids, RPC URLs and addresses the content check looks for', () => {
    const covered = new Map(coveredValues().map(({value, placeholder}) => [value, placeholder]));
    expect(covered.get('11142220')).toBe('network.chainId');
    expect(covered.get('https://forno.celo.org')).toBe('network.rpcUrl');
    expect(covered.get('0x0E2A3e05bc9A16F5292A6170456A710cb89C6f72')).toBe('token.USDT.adapter');
    expect(covered.has('celoSepolia')).toBe(false);
  });
});

describe('the remark plugin', () => {
  it('turns a code fence with placeholders into a switchable sample and adds the switch', async () => {
    const page = await compilePage(
      '# Title\n\nIntro.\n\n```ts title="chain.ts"\nconst id = {{network.chainId}};\n```\n\nRun `{{network.rpcUrl}}` and `plain`.\n',
    );
    expect(page).toMatch(/NetworkSwitch/);
    expect(page).toMatch(/NetworkCodeBlock/);
    expect(page).toMatch(/NetworkInlineCode/);
    expect(page).toContain('const id = 11142220;');
    expect(page).toContain('const id = 42220;');
    expect(page).toContain('title=\\"chain.ts\\"');
    expect(page).not.toContain('{{network');
    // The switch comes after the H1, before the first paragraph.
    expect(page.indexOf('NetworkSwitch,')).toBeLessThan(page.indexOf('"Intro."'));
  });

  it('leaves a page without placeholders untouched', async () => {
    const page = await compilePage('```ts\nconst style = {{margin: 0}};\n```\n');
    expect(page).not.toMatch(/NetworkSwitch|NetworkCodeBlock/);
  });

  it('fails on an unknown placeholder, naming the file and line', async () => {
    await expect(compilePage('Intro.\n\n```ts\nconst a = 1;\nconst id = {{network.chainID}};\n```\n')).rejects.toThrow(
      /docs\/page\.md:5: unknown placeholder \{\{network\.chainID\}\}/,
    );
    await expect(compilePage('Intro.\n\nUse `{{token.USDm.adapter}}`.\n')).rejects.toThrow(
      /docs\/page\.md:3: \{\{token\.USDm\.adapter\}\} has no value/,
    );
  });
});

describe('the twin for another network', () => {
  it('names the network in place of the switch', () => {
    const html = '<div class="theme-doc-markdown"><h1>T</h1><div data-network-switch="celo-sepolia">x</div></div>';
    expect(htmlToMarkdown(html, 'https://docs.celo.org')).toBe(
      `# T\n\n> ${sampleNetworkNote(DEFAULT_SAMPLE_NETWORK)}\n`,
    );
  });

  it('swaps sample lines, inline samples and the note, keeping list indentation and quote marks', () => {
    const twin = [
      '# T',
      '',
      `> ${sampleNetworkNote('celo-sepolia')}`,
      '',
      '- Step',
      '  ```ts',
      '  const id = 11142220;',
      '  ```',
      '',
      'Use `https://forno.celo-sepolia.celo-testnet.org` here; the table says 11142220.',
    ].join('\n');
    const substitutions = {
      mainnet: {
        lines: [['const id = 11142220;', 'const id = 42220;']] as [string, string][],
        code: [['`https://forno.celo-sepolia.celo-testnet.org`', '`https://forno.celo.org`']] as [string, string][],
      },
      'celo-sepolia': {lines: [], code: []},
    };
    const mainnet = markdownForNetwork(twin, substitutions, 'mainnet');
    expect(mainnet).toContain(`> ${sampleNetworkNote('mainnet')}`);
    expect(mainnet).toContain('  const id = 42220;');
    expect(mainnet).toContain('Use `https://forno.celo.org` here; the table says 11142220.');
    expect(markdownForNetwork(twin, substitutions, 'celo-sepolia')).toBe(twin);
  });
});

describe('placeholders that name one network', () => {
  it('fill the same on both networks, and tool names follow the switch', () => {
    const filled = fillForEveryNetwork(
      'celo = "{{mainnet.rpcUrl}}" / {{celo-sepolia.chainId}} / --network {{network.hardhatName}} / --rpc-url {{network.foundryName}}',
    );
    expect(filled.mainnet).toBe('celo = "https://forno.celo.org" / 11142220 / --network celo / --rpc-url celo');
    expect(filled['celo-sepolia']).toBe(
      'celo = "https://forno.celo.org" / 11142220 / --network celoSepolia / --rpc-url celo_sepolia',
    );
    expect(placeholderValue('mainnet.token.USDm.address', 'celo-sepolia')).toBe(
      '0x765DE816845861e75A25fCA122bb6898B8B1282a',
    );
    expect(() => placeholderValue('alfajores.rpcUrl', 'mainnet')).toThrow(/unknown placeholder/);
  });

  it('resolve a token id to the contract with that name on each network', () => {
    expect(placeholderValue('token.USDm.address', 'mainnet')).toBe('0x765DE816845861e75A25fCA122bb6898B8B1282a');
    expect(placeholderValue('token.USDm.address', 'celo-sepolia')).toBe('0xdE9e4C3ce781b4bA68120d6261cbad65ce0aB00b');
    expect(placeholderValue('celo-sepolia.token.cUSD.address', 'mainnet')).toBe(
      '0xEF4d55D6dE8e8d73232827Cd1e9b2F2dBb45bC80',
    );
    expect(() => placeholderValue('token.cUSD.address', 'mainnet')).toThrow(/has no value on Celo Mainnet/);
  });
});

describe('a page whose samples name their networks', () => {
  it('is filled in place, without a switch', async () => {
    const page = await compilePage('```toml\ncelo = "{{mainnet.rpcUrl}}"\n```\n');
    expect(page).toContain('celo = \\"https://forno.celo.org\\"');
    expect(page).not.toMatch(/NetworkSwitch|NetworkCodeBlock/);
  });
});
