import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {networks} from '@site/src/data/networks';
import {tokens} from '@site/src/data/tokens';
import {contracts, settlementContracts} from '@site/src/data/contracts';

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

/** Sentences and table cells of the prose, each with the line it starts on. */
function proseSentences(file: string): {line: number; text: string}[] {
  return proseLines(readFileSync(file, 'utf8')).flatMap((line, index) =>
    line
      .split(/(?<=[.!?])\s+|\|/)
      .map((text) => ({line: index + 1, text: text.trim()}))
      .filter(({text}) => text !== ''),
  );
}

/** Finds the sentences that match `claim` and carry none of the words that make a sentence history. */
function currentClaims(files: string[], claim: RegExp, history: RegExp): string[] {
  return files.flatMap((file) =>
    proseSentences(file)
      .filter(({text}) => claim.test(text) && !history.test(text))
      .map(({line, text}) => `${file}:${line}: ${text}`),
  );
}

describe('current pages', () => {
  /** Blog posts are left out: each is a dated record of what was true when it was written. */
  const files = ['docs', 'tutorials'].flatMap(markdownFiles);

  it('never say that slashing ended with the L1', () => {
    const ended =
      /\bslashing\b[^.]*\b(ended|no longer appl\w*|not applicable|does not apply|do not apply|no longer exists?|is gone|was removed|restricted to the L1)\b|\b(no|without) slashing\b|Not applicable; no block signing/i;
    expect(currentClaims(files, ended, /^(?!)/)).toEqual([]);
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
    expect(currentClaims(files, cancun, history)).toEqual([]);
  });

  it('never present op-geth as what operators run today', () => {
    const current =
      /\b(run|runs|running|start|starts|use|uses|upgrade|upgrading|build|keep|keeping|install)\b[^.]*\bop-geth\b|\bop-geth\b,? (and|with) op-node\b|^op-geth$/i;
    const history =
      /\?$|\b(until|ended|end of support|former|formerly|replaced|switch\w*|before|ran|used to|was|were|brought|migrated|converted|could|refuses|no longer|deprecated|legacy|older|old|history|historical|previous|predecessor|still|cannot|can't|not|never|moving|move|coming from|carried over|neither|nor)\b/i;
    expect(currentClaims(files, current, history)).toEqual([]);
  });
});
