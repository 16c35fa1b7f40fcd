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
