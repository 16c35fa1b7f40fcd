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

describe('check-docs on facts a rule can find', SPAWN_TIMEOUT, () => {
  const withSection = (text: string) => good.replace('## Section', `## Section\n\n${text}`);

  it('rejects a retired client presented as the one to run, and passes it named as history', () => {
    const {status, output} = check(withSection('Upgrade op-geth and op-node, then watch the sync.'));
    const excused = check(
      withSection('Archive the old runbooks as history: upgrade op-geth and op-node, then watch sync.'),
    );
    expect(excused.output).toMatch(/retired-client {2}"Archive the old runbooks as history/);
    expect(status).toBe(1);
    expect(output).toMatch(/page\.md:11 {2}retired-client {2}"Upgrade op-geth and op-node.*name op-reth/);
    const table = check(withSection('| Task | Step |\n| --- | --- |\n| Release day | Upgrade op-geth, then op-node |'));
    expect(table.output).toMatch(/page\.md:13 {2}retired-client/);
    for (const history of [
      'Until the switch, nodes ran op-geth.',
      'op-reth cannot use an op-geth datadir.',
      'The start script refuses to run op-reth on a directory that holds op-geth data.',
      'If you still run op-geth, move to op-reth.',
      '### What operators had to do\n\nStart op-geth and op-node.',
    ]) {
      expect(check(withSection(history))).toMatchObject({status: 0});
    }
  });

  it('rejects a page that puts a proxy in front of a node without binding the published ports to loopback', () => {
    const proxy = 'Put nginx in front of the node, with `proxy_pass http://127.0.0.1:9993;`, and publish the ports.';
    const open = check(withSection(`${proxy}\n\n\`\`\`yaml\nports:\n  - "9993:8545"\n\`\`\``));
    expect(open.status).toBe(1);
    expect(open.output).toMatch(/page\.md:15 {2}exposed-port {2}this port mapping publishes on every interface/);
    const unbound = check(withSection('Put nginx in front of the node. Compose publishes `PORT__OP_RETH_HTTP`.'));
    expect(unbound.output).toMatch(/exposed-port {2}the page puts a proxy in front of a node but never binds/);
    const bound = `${proxy} Set \`PORT__OP_RETH_HTTP=127.0.0.1:9993\` in \`.env\`.\n\n\`\`\`yaml\nports:\n  - "127.0.0.1:9993:8545"\n\`\`\``;
    expect(check(withSection(bound))).toMatchObject({status: 0});
  });

  it('rejects a contract interface the pinned ABI lacks, naming the file and line', () => {
    const {status, output} = check(
      withSection('<ContractInterface contract="StableToken" functions="creditGasFee" />'),
    );
    expect(status).toBe(1);
    expect(output).toMatch(
      /page\.md:11 {2}abi {2}<ContractInterface>: the ABI of StableToken .* has no function "creditGasFee"/,
    );
    expect(check(withSection('<ContractInterface contract="StableToken" functions="creditGasFees" />'))).toMatchObject({
      status: 0,
    });
  });
});

describe('check-docs on links to the site itself', SPAWN_TIMEOUT, () => {
  it('rejects a link to the production address of one of its own pages', () => {
    const {status, output} = check(
      good.replace(
        '## Section',
        '## Section\n\nSee [core contracts](https://docs.celo.org/build/tools/contracts/core-contracts).',
      ),
    );
    expect(status).toBe(1);
    expect(output).toMatch(
      /page\.md:11 {2}link {2}links to https:\/\/docs\.celo\.org\/build\/tools\/contracts\/core-contracts/,
    );
  });
});

describe('the upgrade record', () => {
  it('wants a Mainnet activation once a hardfork’s first activation is long past', async () => {
    const {missingMainnetDates} = await import('../../scripts/content-rules/upgradeDates.mjs');
    const fork = (activations: {network: string; date: string}[]) => ({id: 'l1-x', kind: 'l1-hardfork', activations});
    const today = new Date('2026-12-01T00:00:00Z');
    expect(missingMainnetDates([fork([{network: 'celo-sepolia', date: '2025-10-14'}])], today)).toEqual([
      'upgrade l1-x activated on celo-sepolia on 2025-10-14, 413 days ago, and has no Mainnet activation: add it, with its source',
    ]);
    expect(missingMainnetDates([fork([{network: 'celo-sepolia', date: '2026-11-20'}])], today)).toEqual([]);
    const done = fork([
      {network: 'celo-sepolia', date: '2025-10-14'},
      {network: 'mainnet', date: '2025-12-03'},
    ]);
    expect(
      missingMainnetDates([done, {...done, kind: 'client-change', activations: [done.activations[0]]}], today),
    ).toEqual([]);
  });
});
