import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {networks} from '@site/src/data/networks';
import {tokens, type Token} from '@site/src/data/tokens';
import {contracts, settlementContracts} from '@site/src/data/contracts';
import {findPlaceholders, isSampleNetwork, SAMPLE_NETWORKS} from '@site/src/plugins/network-samples/placeholders';
import {RETIRED_CLIENTS, presentsAsCurrent} from '../../scripts/content-rules/retiredClients.mjs';

const contentDirs = ['docs', 'versioned_docs', 'blog', 'tutorials'];

function markdownFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, {withFileTypes: true});
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(full);
    return /\.mdx?$/.test(entry.name) ? [full] : [];
  });
}

/** The prose of a page: front matter and code samples removed, line numbers kept. */
function proseLines(source: string): string[] {
  let inFence = false;
  let frontMatter = source.startsWith('---');
  return source.split('\n').map((line, index) => {
    if (frontMatter) {
      if (index > 0 && line.trim() === '---') frontMatter = false;
      return '';
    }
    if (/^\s*(```|~~~)/.test(line)) {
      inFence = !inFence;
      return '';
    }
    // An inline command (code with a space in it) is a code sample too; a bare inline value is prose.
    return inFence ? '' : line.replace(/`[^`]* [^`]*`/g, '``');
  });
}

/** Every figure the data modules own, which prose must render through a component instead of retyping. */
const facts = [
  ...Object.values(networks).flatMap((n) => [
    String(n.chainId),
    n.chainIdHex,
    n.rpcUrl,
    ...('wsUrl' in n ? [n.wsUrl] : []),
    ...n.explorers.map((e) => e.url),
    ...n.faucets.map((f) => f.url),
  ]),
  ...tokens.map((t) => t.address),
  ...[...contracts, ...settlementContracts].map((c) => c.address),
].filter((fact, index, all) => all.indexOf(fact) === index);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

describe('network facts in prose', () => {
  it('come from the data components, never typed by hand outside code samples', () => {
    const pattern = new RegExp(`(?<![\\w./-])(${facts.map(escape).join('|')})(?![\\w-]|\\.\\w)`, 'i');
    const retyped: string[] = [];
    for (const file of contentDirs.flatMap(markdownFiles)) {
      proseLines(readFileSync(file, 'utf8')).forEach((line, index) => {
        const match = pattern.exec(line);
        if (match)
          retyped.push(
            `${file}:${index + 1} retypes ${match[1]}; use <NetworkValue>, <NetworkTable> or <AddressTable>`,
          );
      });
    }
    expect(retyped).toEqual([]);
  });
});

/** Sentences and table cells of a page's prose, each with the line it starts on. */
function sentencesOf(source: string, stripInlineCode = false): {line: number; text: string}[] {
  return proseLines(source).flatMap((line, index) =>
    (stripInlineCode ? line.replace(/`[^`]*`/g, '``') : line)
      .split(/(?<=[.!?])\s+|\|/)
      .map((text) => ({line: index + 1, text: text.trim()}))
      .filter(({text}) => text !== ''),
  );
}

/** Finds the sentences that match `claim` and carry none of the words that make a sentence history. */
function currentClaims(pages: Page[], claim: RegExp, history: RegExp, instead: string): string[] {
  return pages.flatMap(({file, source}) =>
    sentencesOf(source)
      .filter(({text}) => claim.test(text) && !history.test(text))
      .map(({line, text}) => `${file}:${line}: ${text} (${instead})`),
  );
}

interface Page {
  file: string;
  source: string;
}

const FORMER_MENTO_NAMES: Record<string, string> = {cUSD: 'USDm', cEUR: 'EURm', cREAL: 'BRLm', cKES: 'KESm'};

/** A sentence about Celo Sepolia, where the first stablecoin deployments still carry the names cUSD and cEUR. */
const ABOUT_CELO_SEPOLIA = /\b(Celo Sepolia|testnet)\b/i;

/** A sentence that presents a name as a former one. */
const AS_FORMER_NAME =
  /\b(formerly|former|renamed|rename|old names?|previously|(was|were|then|once) called|older (documents|releases|guides))\b/i;

/** The text with JSX component tags (whose props may name a token) blanked out, line breaks kept. */
function withoutComponentTags(source: string): string {
  return source.replace(/<[A-Z][^>]*>/g, (tag) => tag.replace(/[^\n]/g, ''));
}

/**
 * Mento's former names in prose where a page uses them as current names. The style names the former cUSD once,
 * as a former name where readers may know it by that name; otherwise a page says USDm. Code, inline code (CLI
 * values and contract methods that keep the old symbol), component props and sentences about Celo Sepolia do not
 * count.
 */
function formerNamesAsCurrent(pages: Page[]): string[] {
  return pages.flatMap(({file, source}) => {
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const {line, text} of sentencesOf(withoutComponentTags(source), true)) {
      if (ABOUT_CELO_SEPOLIA.test(text)) continue;
      for (const [, former] of text.matchAll(/\b(cUSD|cEUR|cREAL|cKES)\b/g)) {
        const current = FORMER_MENTO_NAMES[former];
        if (seen.has(former)) {
          problems.push(
            `${file}:${line}: names ${former} again; write ${current} (name the former ${former} once per page)`,
          );
        } else if (!AS_FORMER_NAME.test(text)) {
          problems.push(
            `${file}:${line}: names ${former} as a current name; write ${current}, or "${current} (formerly ${former})" once`,
          );
        }
        seen.add(former);
      }
    }
    return problems;
  });
}

/** The fields of a celocli topic module that the reference page shows as prose. */
const CLI_PROSE_FIELDS = /^(summary|purpose|description|l2Note)$/;

/**
 * A celocli topic module as a page of prose, line for line: the strings of its prose fields, each ending a
 * sentence, and nothing of its commands, usage lines or flag values.
 */
function cliTopicProse(file: string): Page {
  let pendingField = '';
  const lines = readFileSync(file, 'utf8')
    .split('\n')
    .map((line) => {
      const strings: string[] = [];
      if (pendingField && /^\s*(['"`])/.test(line) && CLI_PROSE_FIELDS.test(pendingField)) {
        strings.push(line.trim().replace(/^(['"`])(.*)\1,?$/, '$2'));
      }
      for (const [, field, , value] of line.matchAll(/(\w+):\s*(['"`])((?:\\.|(?!\2).)*)\2/g)) {
        if (CLI_PROSE_FIELDS.test(field)) strings.push(value);
      }
      pendingField = /(\w+):\s*$/.exec(line)?.[1] ?? '';
      return strings.map((text) => (/[.!?]$/.test(text) ? text : `${text}.`)).join(' ');
    });
  return {file, source: lines.join('\n')};
}

const ZERO_ADDRESS = /\b0x0{40}\b|\bzero address\b|\baddress\(0\)/i;

/** A zero-address fee currency presented as a way to pay in CELO: such a CIP-64 transaction is invalid. */
function zeroAddressFeeCurrencies(pages: Page[]): string[] {
  const instead = 'a zero-address feeCurrency is invalid; to pay in CELO, omit the field';
  const inProse = currentClaims(
    pages,
    new RegExp(`(?=.*(${ZERO_ADDRESS.source}))(?=.*\\b(feeCurrency|fee currency|gasCurrency)\\b)`, 'i'),
    /\b(invalid|reject\w*|not|never|omit\w*|leave (it|the field) out|unregistered)\b/i,
    instead,
  );
  const inCode = pages.flatMap(({file, source}) =>
    source
      .split('\n')
      .flatMap((text, index) =>
        /\b(feeCurrency|gasCurrency)\b\W{1,6}0x0{40}\b/i.test(text)
          ? [`${file}:${index + 1}: ${text.trim()} (${instead})`]
          : [],
      ),
  );
  return [...inProse, ...inCode];
}

/**
 * What each stablecoin deployment is called on its network, from celo-facts-2026.md sections 4 and 8. Celo Sepolia
 * did not take part in Mainnet's rename, so its first deployments are still cUSD and cEUR.
 */
const DEPLOYMENT_NAMES: Record<string, Record<string, string>> = {
  mainnet: {
    '0x765de816845861e75a25fca122bb6898b8b1282a': 'USDm',
    '0xd8763cba276a3738e6de85b4b3bf5fded6d6ca73': 'EURm',
    '0xe8537a3d056da446677b9e9d6c5db704eaab4787': 'BRLm',
    '0x456a3d042c0dbd3db53d5489e98dfb038553b0d0': 'KESm',
  },
  'celo-sepolia': {
    '0xef4d55d6de8e8d73232827cd1e9b2f2dbb45bc80': 'cUSD',
    '0x6b172e333e2978484261d7ecc3de491e79764bbc': 'cEUR',
    '0xde9e4c3ce781b4ba68120d6261cbad65ce0ab00b': 'USDm',
    '0xa99dc247d6b7b2e3ab48a1fee101b83cd6acd82a': 'EURm',
  },
};

function deploymentName(network: string, address: string): string | undefined {
  return DEPLOYMENT_NAMES[network]?.[address.toLowerCase()];
}

/** Token entries whose symbol is not what their network calls that contract. */
function misnamedTokens(tokenList: readonly Token[]): string[] {
  return tokenList.flatMap((token) => {
    const name = deploymentName(token.network, token.address);
    return name && name !== token.symbol
      ? [
          `src/data/tokens.ts: ${token.symbol} on ${token.network} is ${token.address}, which ${networks[token.network].name} calls ${name}; give that entry the id and symbol ${name}`,
        ]
      : [];
  });
}

/**
 * `{{token.<ID>.*}}` placeholders (and `{{<network>.token.<ID>.*}}`) whose token, on a network the sample is
 * filled for, is a deployment that network calls by another name.
 */
function misnamedTokenPlaceholders(pages: Page[], tokenList: readonly Token[]): string[] {
  return pages.flatMap(({file, source}) =>
    findPlaceholders(source).flatMap(({name, line}) => {
      const [first, ...rest] = name.split('.');
      const pinned = isSampleNetwork(first);
      const [scope, id] = pinned ? rest : [first, ...rest];
      if (scope !== 'token') return [];
      return (pinned ? [first] : SAMPLE_NETWORKS).flatMap((network) => {
        const token = tokenList.find((t) => t.id === id && t.network === network);
        const called = token && deploymentName(network, token.address);
        return called && called !== id
          ? [
              `${file}:${line + 1}: {{${name}}} fills in ${token.address} on ${networks[network].name}, which is ${called} there; fix the ${id} entry in src/data/tokens.ts, or write {{${network}.token.${called}.${rest.at(-1)}}}`,
            ]
          : [];
      });
    }),
  );
}

describe('current pages', () => {
  /** Blog posts are left out: each is a dated record of what was true when it was written. */
  const files = ['docs', 'tutorials'].flatMap(markdownFiles);
  const pages: Page[] = files.map((file) => ({file, source: readFileSync(file, 'utf8')}));
  /** The celocli reference pages render their command descriptions from these modules. */
  const cliTopics = readdirSync('src/data/cli/topics').map((name) => cliTopicProse(`src/data/cli/topics/${name}`));

  it('never say that slashing ended with the L1', () => {
    const ended =
      /\bslashing\b[^.]*\b(ended|no longer appl\w*|not applicable|does not apply|do not apply|no longer exists?|is gone|was removed|restricted to the L1)\b|\b(no|without) slashing\b|Not applicable; no block signing/i;
    expect(currentClaims(pages, ended, /^(?!)/, 'GovernanceSlasher still slashes on the L2')).toEqual([]);
  });

  it('state the L2 penalty: weekly scores, GovernanceSlasher after 7 days under 20%', () => {
    const penalties = readFileSync('docs/protocol/pos/penalties.md', 'utf8');
    for (const fact of [
      'ScoreManager',
      'GovernanceSlasher',
      '82.19178082 USDm',
      'under 20% uptime for 7 days',
      '80–100%',
    ]) {
      expect(penalties).toContain(fact);
    }
  });

  it('never say the EVM is at Cancun today', () => {
    const cancun = /\bcancun\b/i;
    const history = /\b(started|migration|Isthmus|Prague|until|was)\b/i;
    expect(currentClaims(pages, cancun, history, 'the EVM has the Prague EIPs since Isthmus')).toEqual([]);
  });

  it('never present op-geth as what operators run today in the celocli reference modules', () => {
    // Pages are checked by npm run check:content with the same rule (scripts/content-rules/retiredClients.mjs).
    const current = cliTopics.flatMap(({file, source}) =>
      sentencesOf(source)
        .filter(({text}) => RETIRED_CLIENTS.some((client) => presentsAsCurrent(text, client)))
        .map(({line, text}) => `${file}:${line}: ${text}`),
    );
    expect(current).toEqual([]);
  });

  it("name Mento's former stablecoin names only once, as former names, outside code and Celo Sepolia", () => {
    expect(formerNamesAsCurrent([...pages, ...cliTopics])).toEqual([]);
  });

  it('never describe a zero-address fee currency as valid', () => {
    expect(zeroAddressFeeCurrencies(pages)).toEqual([]);
  });

  it('give every token the name its network uses for that contract', () => {
    expect(misnamedTokens(tokens)).toEqual([]);
  });

  it('fill every token placeholder with a contract of that name on each network', () => {
    expect(misnamedTokenPlaceholders(pages, tokens)).toEqual([]);
  });
});

describe('the fact checks', () => {
  const page = (source: string): Page[] => [{file: 'docs/example.md', source}];

  it('report a former Mento name used again as the current one', () => {
    const source = [
      '---',
      'title: Example',
      '---',
      'Pay gas in USDm (formerly cUSD).',
      '',
      'Send cUSD to a friend, then check the cUSD balance.',
      '',
      'Swap CELO for cEUR.',
      '',
      'On Celo Sepolia, cUSD keeps its name.',
      '',
      'The CLI still takes `--stable cUSD`.',
      '',
      '```bash',
      'celocli exchange:dollars --value 1 # cUSD',
      '```',
      '<AddTokenButton token="cUSD" network="celo-sepolia" />',
    ].join('\n');
    expect(formerNamesAsCurrent(page(source))).toEqual([
      'docs/example.md:6: names cUSD again; write USDm (name the former cUSD once per page)',
      'docs/example.md:6: names cUSD again; write USDm (name the former cUSD once per page)',
      'docs/example.md:8: names cEUR as a current name; write EURm, or "EURm (formerly cEUR)" once',
    ]);
  });

  it('read a celocli topic module as prose, without its commands and flag values', () => {
    const topic = cliTopicProse('src/data/cli/topics/exchange.ts');
    expect(topic.source.split('\n')).toHaveLength(
      readFileSync('src/data/cli/topics/exchange.ts', 'utf8').split('\n').length,
    );
    expect(topic.source).not.toMatch(/celocli exchange:/);
    expect(topic.source).not.toMatch(/options/);
    expect(topic.source).toMatch(/Mento stablecoins/);
  });

  it('report a zero-address fee currency described as paying in CELO, in prose and in code', () => {
    const source = [
      'When `feeCurrency` is the zero address, the transaction pays in CELO.',
      '',
      'A zero-address `feeCurrency` is invalid; omit the field to pay in CELO.',
      '',
      '```ts',
      "const tx = {to, value, feeCurrency: '0x0000000000000000000000000000000000000000'};",
      '```',
    ].join('\n');
    expect(zeroAddressFeeCurrencies(page(source))).toEqual([
      'docs/example.md:1: When `feeCurrency` is the zero address, the transaction pays in CELO. (a zero-address feeCurrency is invalid; to pay in CELO, omit the field)',
      "docs/example.md:6: const tx = {to, value, feeCurrency: '0x0000000000000000000000000000000000000000'}; (a zero-address feeCurrency is invalid; to pay in CELO, omit the field)",
    ]);
  });

  it('report Celo Sepolia stablecoins under Mainnet names, in the data and in every placeholder that uses them', () => {
    const renamedOnTestnet = tokens
      .map((token): Token =>
        token.network === 'celo-sepolia' && token.id === 'cUSD' ? {...token, id: 'USDm', symbol: 'USDm'} : token,
      )
      .filter(
        (token) =>
          !(token.network === 'celo-sepolia' && token.address === '0xdE9e4C3ce781b4bA68120d6261cbad65ce0aB00b'),
      );
    expect(misnamedTokens(renamedOnTestnet)).toEqual([
      'src/data/tokens.ts: USDm on celo-sepolia is 0xEF4d55D6dE8e8d73232827Cd1e9b2F2dBb45bC80, which Celo Sepolia calls cUSD; give that entry the id and symbol cUSD',
    ]);
    expect(
      misnamedTokenPlaceholders(
        page(
          'Intro.\n\n```ts\nconst usdm = "{{token.USDm.address}}";\nconst main = "{{mainnet.token.USDm.address}}";\n```\n',
        ),
        renamedOnTestnet,
      ),
    ).toEqual([
      'docs/example.md:4: {{token.USDm.address}} fills in 0xEF4d55D6dE8e8d73232827Cd1e9b2F2dBb45bC80 on Celo Sepolia, which is cUSD there; fix the USDm entry in src/data/tokens.ts, or write {{celo-sepolia.token.cUSD.address}}',
    ]);
  });
});
