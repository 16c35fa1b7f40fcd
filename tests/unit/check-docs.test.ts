// @vitest-environment node
import {spawnSync} from 'node:child_process';
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

function check(source: string) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'check-docs-')), 'page.md');
  writeFileSync(file, source);
  const result = spawnSync('node', ['scripts/check-docs.mjs', file], {encoding: 'utf8'});
  return {status: result.status, output: result.stdout, file: path.basename(file)};
}

const words = Array.from({length: 320}, (_, i) => `word${i}`).join(' ');
/** Each case runs the checker in a child process, which takes seconds on a loaded machine. */
const SPAWN_TIMEOUT = {timeout: 60_000};

const good = `---\ntitle: A page\ndescription: A description no other page has, for this test only.\nsidebar_label: A page\n---\n\n${words}\n\n## Section\n\nSee the [quickstart](/build/quickstart).\n`;

describe('check-docs', SPAWN_TIMEOUT, () => {
  it('passes a page that keeps every rule', () => {
    expect(check(good)).toMatchObject({status: 0});
  });

  it('names the file, the line and the rule for each problem', () => {
    const bad = good
      .replace('sidebar_label: A page\n', 'sidebar_label: A page\nauthor: me\n')
      .replace(
        '## Section',
        '## Section\n\n```\nno language\n```\n\nA [broken link](/no/such/route) and a brace { here.',
      );
    const {status, output} = check(bad);
    expect(status).toBe(1);
    expect(output).toMatch(/page\.md:1 {2}front-matter {2}unknown key `author`/);
    expect(output).toMatch(/page\.md:12 {2}fence {2}a code fence must name its language/);
    expect(output).toMatch(/page\.md:16 {2}link {2}\/no\/such\/route is not a route of the site/);
    expect(output).toMatch(/page\.md:\d+ {2}mdx {2}does not compile/);
  });

  it('rejects a thin page and a missing description', () => {
    const {output} = check('---\ntitle: Thin\nsidebar_label: Thin\n---\n\n## Only\n\nToo short.\n');
    expect(output).toMatch(/`description` is required/);
    expect(output).toMatch(/depth {2}has 3 words of prose; at least 300 are needed/);
  });
});

describe('check-docs on network guides', SPAWN_TIMEOUT, () => {
  function checkGuide(folder: string, sample: string) {
    const dir = path.join(mkdtempSync(path.join(os.tmpdir(), 'check-docs-')), folder);
    mkdirSync(dir, {recursive: true});
    const file = path.join(dir, 'page.md');
    writeFileSync(file, good.replace('## Section', `## Section\n\n\`\`\`ts\n${sample}\n\`\`\``));
    const result = spawnSync('node', ['scripts/check-docs.mjs', file], {encoding: 'utf8'});
    return {status: result.status, output: result.stdout};
  }

  it('names each sample line that hard-codes a chain id, RPC URL or address a placeholder covers', () => {
    const {status, output} = checkGuide(
      'tutorials',
      "const chainId = 11142220\nconst rpc = 'https://forno.celo.org'\nconst fee = '0x2f25deb3848c207fc8e0c34035b3ba7fc157602b'",
    );
    expect(status).toBe(1);
    expect(output).toMatch(/page\.md:12 {2}network {2}the sample hard-codes 11142220; write \{\{network\.chainId\}\}/);
    expect(output).toMatch(
      /page\.md:13 {2}network {2}the sample hard-codes https:\/\/forno\.celo\.org; write \{\{network\.rpcUrl\}\}/,
    );
    expect(output).toMatch(/page\.md:14 {2}network {2}.*write \{\{token\.USDC\.adapter\}\}/);
  });

  it('passes placeholders, and leaves pages outside the network guides alone', () => {
    expect(checkGuide('tutorials', 'const chainId = {{network.chainId}}')).toMatchObject({status: 0});
    expect(checkGuide('docs/network', 'const chainId = 11142220')).toMatchObject({status: 0});
  });

  it('checks every doc and tutorial except the reference pages that list network values', () => {
    const base = mkdtempSync(path.join(os.tmpdir(), 'check-docs-'));
    const folders = [
      'docs/developer/contractkit',
      'docs/build',
      'docs/learn',
      'docs/cel2/operators',
      'tutorials',
      'docs/network/mainnet',
    ];
    const files = folders.map((folder) => {
      mkdirSync(path.join(base, folder), {recursive: true});
      const file = path.join(base, folder, 'page.md');
      writeFileSync(file, good.replace('## Section', "## Section\n\n```ts\nconst rpc = 'https://forno.celo.org'\n```"));
      return file;
    });
    const result = spawnSync('node', ['scripts/check-docs.mjs', ...files], {encoding: 'utf8'});
    const flagged = folders.filter((folder) => result.stdout.includes(`${folder}/page.md:12  network`));
    expect(flagged).toEqual(folders.slice(0, 5));
  });
});
