// Compiles the Solidity samples with solc-js from samples/package.json, for Celo's EVM version (Prague). A page's
// blocks titled with a file path form one project, so `import "../src/Counter.sol"` resolves to the page's own
// `src/Counter.sol` block; package imports resolve from samples/node_modules (OpenZeppelin). A fragment names the
// harness it compiles in: `harness="contract"` wraps it in a contract, `harness="interface"` in an interface.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

/** Celo's EVM follows Ethereum's Prague rules (Isthmus), not Osaka: see /cel2/notices/l1-fusaka. */
export const EVM_VERSION = 'prague';
const CODE_FILE = /\.sol$/;

const HARNESSES = {
  contract: (code) => `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.0;\n\ncontract Harness {\n${code}\n}\n`,
  interface: (code) => `// SPDX-License-Identifier: MIT\npragma solidity ^0.8.0;\n\ninterface Harness {\n${code}\n}\n`,
};
/** The lines a harness adds above the block's first line. */
const HARNESS_OFFSET = 4;

/** The sources of one page's Solidity project: each block's file name, text and the Markdown line of its line 1. */
export function solidityProject(page, blocks) {
  const sources = [];
  for (const block of blocks) {
    const title = typeof block.meta.title === 'string' && CODE_FILE.test(block.meta.title) ? block.meta.title : null;
    const name =
      title && !sources.some((s) => s.name === path.normalize(title))
        ? path.normalize(title)
        : `block-${block.line}.sol`;
    const harness = block.meta.harness;
    if (harness !== undefined && !HARNESSES[harness]) {
      sources.push({
        name,
        page,
        block,
        error: `unknown harness "${harness}"; use harness="contract" or harness="interface"`,
      });
      continue;
    }
    const text = harness ? HARNESSES[harness](block.code) : block.code;
    sources.push({name, text, page, block, offset: harness ? HARNESS_OFFSET : 0});
  }
  return sources;
}

function resolver(samplesDir, sources) {
  const byName = new Map(sources.map((s) => [s.name, s.text]));
  const modules = path.join(samplesDir, 'node_modules');
  return (importPath) => {
    if (byName.has(importPath)) return {contents: byName.get(importPath)};
    const file = path.join(modules, importPath);
    if (!importPath.startsWith('.') && fs.existsSync(file)) return {contents: fs.readFileSync(file, 'utf8')};
    return {
      error: `cannot resolve "${importPath}": not a block of this page nor a file of a package in samples/package.json`,
    };
  };
}

/** Compiles one page's project and returns its failures with the Markdown file's own lines. */
export function compileSolidity(sources, samplesDir) {
  const failures = sources
    .filter((s) => s.error)
    .map((s) => ({page: s.page, line: s.block.line - 1, block: s.block.line, message: s.error}));
  const good = sources.filter((s) => !s.error);
  if (!good.length) return failures;
  const solc = createRequire(path.join(samplesDir, 'package.json'))('solc');
  const input = {
    language: 'Solidity',
    sources: Object.fromEntries(good.map((s) => [s.name, {content: s.text}])),
    settings: {evmVersion: EVM_VERSION, outputSelection: {'*': {'*': ['abi']}}},
  };
  const output = JSON.parse(solc.compile(JSON.stringify(input), {import: resolver(samplesDir, good)}));
  const byName = new Map(good.map((s) => [s.name, s]));
  for (const error of output.errors ?? []) {
    if (error.severity !== 'error') continue;
    const source = byName.get(error.sourceLocation?.file) ?? good[0];
    const before = source.text.slice(0, Math.max(0, error.sourceLocation?.start ?? 0));
    const line = error.sourceLocation ? before.split('\n').length - 1 - source.offset : 0;
    failures.push({
      page: source.page,
      line: source.block.line + Math.max(0, line),
      block: source.block.line,
      message: `solc ${solc.version().replace(/\+.*/, '')}: ${error.formattedMessage.split('\n')[0]}`,
    });
  }
  return failures;
}
