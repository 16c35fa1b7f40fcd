/**
 * Fault injection: each case copies the fixture site, breaks one thing and proves that the build fails with
 * a message naming the broken file. The first case proves the unbroken fixture builds, so no fault case can
 * pass because the fixture is broken anyway. Builds run one after another.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {afterEach, describe, expect, it} from 'vitest';
import {buildSite, copyFixture, injectFault, type FixtureSite} from './fixtureSite';

interface Fault {
  name: string;
  file: string;
  from: string;
  to: string;
  /** What the failed build must print: the faulty file and, where Docusaurus gives it, the bad target. */
  expected: (string | RegExp)[];
}

const faults: Fault[] = [
  {
    name: 'a broken link',
    file: 'docs/intro.md',
    from: '[guide](/guide)',
    to: '[guide](/guide-gone)',
    expected: ['docs/intro.md: broken link to /guide-gone (page /)'],
  },
  {
    name: 'a broken anchor',
    file: 'docs/intro.md',
    from: '(/guide#set-up-a-node)',
    to: '(/guide#no-such-section)',
    expected: ['docs/intro.md: broken anchor to /guide#no-such-section (page /)'],
  },
  {
    name: 'a broken markdown link',
    file: 'docs/intro.md',
    from: '(./reference.mdx)',
    to: '(./gone.mdx)',
    expected: ['Markdown link with URL `./gone.mdx` in source file "docs/intro.md"'],
  },
  {
    name: 'an MDX syntax error',
    file: 'docs/reference.mdx',
    from: '8545</Value>',
    to: '8545</Valu>',
    expected: [/MDX compilation failed for file ".*\/docs\/reference\.mdx"/, 'Unexpected closing tag `</Valu>`'],
  },
  {
    name: 'an unknown network in a value the build writes in',
    file: 'docs/reference.mdx',
    from: '<NetworkValue network="mainnet"',
    to: '<NetworkValue network="mainnnet"',
    expected: [
      /docs\/reference\.mdx:11: <NetworkValue network="mainnnet">: unknown network "mainnnet"\. Use one of: mainnet,/,
    ],
  },
  {
    name: 'an unknown showcase tag',
    file: 'src/data/showcase.ts',
    from: "tags: ['developers']",
    to: "tags: ['developpers']",
    expected: ['src/data/showcase.ts: 1 showcase problem(s)', 'showcase entry "Tool Two": unknown tag "developpers"'],
  },
  {
    name: 'a sidebar naming a missing doc id',
    file: 'sidebars.ts',
    from: "'guide'",
    to: "'guide-gone'",
    expected: ['Invalid sidebar file at "sidebars.ts"', /These sidebar document ids do not exist:\s+- guide-gone/],
  },
];

describe('fault injection on the fixture site', () => {
  let site: FixtureSite | undefined;
  afterEach(() => site?.remove());

  it('builds the unbroken fixture cleanly', async () => {
    site = copyFixture();
    const {status, output} = await buildSite(site);
    expect(status, output).toBe(0);
    for (const page of ['index.html', 'guide.html', 'reference.html', 'showcase.html']) {
      expect(existsSync(path.join(site.outDir, page)), `${page} was not built`).toBe(true);
    }
    expect(readFileSync(path.join(site.outDir, 'reference.html'), 'utf8')).toContain(
      "Mainnet's chain ID is <code>42220</code>",
    );
  });

  it.each(faults)('fails the build on $name in $file, naming the file', async ({file, from, to, expected}) => {
    site = copyFixture();
    injectFault(site, file, from, to);
    const {status, output} = await buildSite(site);
    expect(status, output).not.toBe(0);
    for (const message of expected) {
      if (typeof message === 'string') expect(output).toContain(message);
      else expect(output).toMatch(message);
    }
  });
});
