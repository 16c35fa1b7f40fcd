#!/usr/bin/env node
// npm run test:samples: every code sample of the docs and tutorials is type-checked (TypeScript and JavaScript),
// compiled (Solidity) or checked against the tool it runs (shell), or carries the reason it cannot be
// (`check="no: <reason>"` in its meta). Ends with one line, `samples: N checked, M exempt, K failed`, and exits 1 on
// any failure, naming the page, the line in the Markdown file and the compiler's or tool's message.
// Usage: node scripts/samples/index.mjs [files or folders…]   (default: docs and tutorials)
import fs from 'node:fs';
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';
import {exemption, readBlocks} from './blocks.mjs';
import {listMarkdown} from '../markdownFiles.mjs';
import {environmentFor, loadEnvironments, pinnedSpecs} from './environments.mjs';
import {
  SHELL_LANGS,
  bashSyntaxError,
  celocliProblems,
  commands,
  foundryParser,
  hardhatHelp,
  hardhatProblems,
  foundryProblems,
  invocation,
  logicalLines,
} from './shell.mjs';
import {compileSolidity, solidityProject} from './solidity.mjs';
import {TS_LANGS, hashOf, pageProject, typeCheck} from './typescript.mjs';
import {RUNNER_SOURCES, importedBlocks, isBrowserSample, runMark, runUnits, talksToChain} from './run.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const samplesDir = path.join(root, 'samples');
const cacheFile = path.join(samplesDir, '.cache', 'passed.json');
const {fillPlaceholders, findPlaceholders, SAMPLE_NETWORKS} = await loadFreshModule(
  path.join(root, 'src/plugins/network-samples/placeholders.ts'),
);
const {networks: networkData} = await loadFreshModule(path.join(root, 'src/data/networks.ts'));
const {tokens} = await loadFreshModule(path.join(root, 'src/data/tokens.ts'));
const {contracts} = await loadFreshModule(path.join(root, 'src/data/contracts.ts'));
const {cliTopics} = await loadFreshModule(path.join(root, 'src/data/cli/index.ts'));
const {globalFlags} = await loadFreshModule(path.join(root, 'src/data/cli/globalFlags.ts'));
const cliCommands = new Map(
  Object.values(cliTopics)
    .flatMap((topic) => topic.commands)
    // A command answers to its id and to each of its aliases (`network:rpc-urls` runs `validatorgroup:rpc-urls`).
    .flatMap((command) => [command.id, ...(command.aliases ?? [])].map((name) => [name, command])),
);
const foundry = foundryParser(path.join(samplesDir, 'node_modules', '.bin'));
const hardhat = hardhatHelp(samplesDir);

/**
 * The runs a page's TypeScript blocks ask for (`run expect="…"`), and the problems of their marks: a block that talks
 * to a chain must be run, be imported by a block that is, or say why not (`run="no: <reason>"`).
 */
function runPlan(page, tsBlocks) {
  const runnable = [];
  const problems = [];
  let exempt = 0;
  const at = (block, message) => problems.push({page, line: block.line - 1, block: block.line, message});
  const marks = new Map(tsBlocks.map((block) => [block, runMark(block)]));
  const covered = new Set();
  for (const [block, mark] of marks) if (mark?.run) for (const b of importedBlocks(block, tsBlocks)) covered.add(b);
  for (const [block, mark] of marks) {
    if (mark?.invalid) at(block, mark.invalid);
    else if (mark?.run) {
      if (isBrowserSample(block)) at(block, 'a browser or React sample is not run: drop `run` (it is type-checked)');
      else if (typeof block.meta.expect !== 'string' || !block.meta.expect)
        at(block, 'run needs what the sample prints: `run expect="<regex>"`');
      else runnable.push(block);
    } else if (mark && 'exempt' in mark) {
      if (mark.exempt) exempt += 1;
      else at(block, 'run="no" needs a reason: run="no: <why>"');
    } else if (talksToChain(block) && !isBrowserSample(block) && !covered.has(block)) {
      at(block, 'reads chain state, deploys or sends: mark it `run expect="<regex>"` or `run="no: <reason>"`');
    }
  }
  return {runnable, problems, exempt};
}

function readCache() {
  try {
    return new Set(JSON.parse(fs.readFileSync(cacheFile, 'utf8')));
  } catch {
    return new Set();
  }
}

/** The shell block's problems: its syntax, then each celocli, forge and cast line. */
function shellFailures(page, block) {
  const code = fillPlaceholders(block.code, SAMPLE_NETWORKS[0]);
  const syntax = bashSyntaxError(code);
  if (syntax) return [{page, line: block.line + syntax.line, block: block.line, message: syntax.message}];
  return logicalLines(code).flatMap(({text, line}) =>
    commands(text).flatMap((words) => {
      const {tool, args} = invocation(words);
      const problems =
        tool === 'celocli'
          ? celocliProblems(args, cliCommands, globalFlags)
          : tool === 'forge' || tool === 'cast'
            ? foundryProblems(tool, args, foundry)
            : tool === 'hardhat'
              ? hardhatProblems(args, hardhat)
              : [];
      return problems.map((message) => ({page, line: block.line + line, block: block.line, message}));
    }),
  );
}

async function main() {
  if (!fs.existsSync(path.join(samplesDir, 'node_modules'))) {
    console.error('samples/node_modules is missing: run `npm ci --prefix samples && npm ci --prefix samples/wagmi2`');
    process.exit(2);
  }
  const targets = process.argv.slice(2);
  const files = (targets.length ? targets : ['docs', 'tutorials']).flatMap((t) => listMarkdown(path.resolve(root, t)));
  const environments = loadEnvironments(samplesDir);
  const locks = environments.map((env) => fs.readFileSync(path.join(env.dir, 'package-lock.json'), 'utf8')).join('');
  const passed = readCache();
  const nowPassed = new Set();
  const failures = [];
  /** Programs to type-check: one shared per package set, and one per page that augments a module's types. */
  const programs = new Map();
  const tsPages = [];
  let checked = 0;
  let exempt = 0;
  /** The runnable blocks, how many were run (or passed before, unchanged), how many say why they are not. */
  const units = [];
  let ran = 0;
  let runExempt = 0;

  for (const file of files) {
    const page = path.relative(root, file);
    const blocks = readBlocks(file);
    const byKind = {ts: [], solidity: [], shell: []};
    for (const block of blocks) {
      const kind = TS_LANGS.has(block.lang)
        ? 'ts'
        : block.lang === 'solidity'
          ? 'solidity'
          : SHELL_LANGS.has(block.lang)
            ? 'shell'
            : null;
      if (!kind) continue;
      const reason = exemption(block);
      if (reason === null) byKind[kind].push(block);
      else if (reason) exempt += 1;
      else
        failures.push({
          page,
          line: block.line - 1,
          block: block.line,
          message: 'check="no" needs a reason: check="no: <why>"',
        });
    }
    checked += byKind.ts.length + byKind.solidity.length + byKind.shell.length;

    for (const block of byKind.shell) failures.push(...shellFailures(page, block));
    if (byKind.solidity.length) failures.push(...compileSolidity(solidityProject(page, byKind.solidity), samplesDir));

    if (!byKind.ts.length) continue;
    const tsBlocks = byKind.ts;
    const networks = tsBlocks.some((block) => findPlaceholders(block.code).length)
      ? SAMPLE_NETWORKS
      : [SAMPLE_NETWORKS[0]];
    const env = environmentFor(pinnedSpecs(byKind.shell), environments);
    const projectDir = path.join(env.dir, '.cache', 'ts', page);
    const project = networks.flatMap((network) =>
      pageProject(page, tsBlocks, network, fillPlaceholders, root, projectDir).map((f) => ({
        ...f,
        network: networks.length > 1 ? network : undefined,
      })),
    );
    const key = hashOf(locks, env.name, JSON.stringify(project.map(({file: name, text}) => [name, text])));
    tsPages.push({page, key});

    const plan = runPlan(page, tsBlocks);
    failures.push(...plan.problems);
    runExempt += plan.exempt;
    ran += plan.runnable.length;
    const runDir = path.join(env.dir, '.cache', 'run', page);
    for (const block of plan.runnable) {
      // A network whose filling gives the same program and meta as one run already (`{{mainnet.*}}` only) adds nothing.
      const same = new Set();
      for (const network of networks) {
        const files = pageProject(page, tsBlocks, network, fillPlaceholders, root, runDir);
        const entry = files.find((f) => f.block === block);
        const content = hashOf(
          JSON.stringify(files.map(({file: name, text}) => [path.relative(path.join(runDir, network), name), text])),
          fillPlaceholders(block.rawMeta, network),
        );
        if (same.has(content)) continue;
        same.add(content);
        const runKey = hashOf(
          locks,
          env.name,
          RUNNER_SOURCES,
          JSON.stringify(files.map(({file: name, text}) => [name, text])),
          entry.file,
          block.rawMeta,
        );
        if (passed.has(runKey)) nowPassed.add(runKey);
        else
          units.push({
            page,
            block,
            network,
            multiNetwork: networks.length > 1,
            files,
            entry: entry.file,
            cwd: path.join(runDir, network),
            key: runKey,
          });
      }
    }
    if (passed.has(key)) {
      nowPassed.add(key);
      continue;
    }
    // What a sample declares globally (`declare module 'wagmi'`, `declare global`, or a side-effect import such as
    // `import 'viem/window'`, which augments Window) would reach every page of a shared program: such a page gets its own.
    const isolated = tsBlocks.some((block) =>
      /\bdeclare\s+(module|global)\b|^\s*import\s+['"][^'"]+['"]/m.test(block.code),
    );
    const group = `${env.name}:${isolated ? page : ''}`;
    if (!programs.has(group)) programs.set(group, {env, files: []});
    fs.rmSync(projectDir, {recursive: true, force: true});
    programs.get(group).files.push(...project);
  }

  const tsFailures = [...programs.values()].flatMap(({env, files: projectFiles}) => typeCheck(projectFiles, env.dir));
  failures.push(...tsFailures);
  const failedPages = new Set(tsFailures.map((f) => f.page));
  for (const {page, key} of tsPages) if (!failedPages.has(page)) nowPassed.add(key);
  failures.push(
    ...(await runUnits(units, {
      samplesDir,
      fill: fillPlaceholders,
      networks: networkData,
      tokens,
      contracts,
      sampleNetworks: SAMPLE_NETWORKS,
    })),
  );
  for (const unit of units) if (unit.passed) nowPassed.add(unit.key);
  fs.mkdirSync(path.dirname(cacheFile), {recursive: true});
  // A run over some files keeps what the others passed; a full run keeps only what still passes.
  fs.writeFileSync(cacheFile, JSON.stringify([...new Set([...(targets.length ? passed : []), ...nowPassed])]));

  const printed = new Set();
  for (const {page, line, message, network} of failures) {
    const text = `${page ?? '(samples)'}:${line}  ${message.split('\n')[0]}${network ? `  [${network}]` : ''}`;
    if (!printed.has(text)) console.log(text);
    printed.add(text);
  }
  const failedBlocks = new Set(failures.map((f) => `${f.page}:${f.block ?? f.line}`)).size;
  console.log(
    `samples: ${checked} checked (${ran} run, ${runExempt} exempt from running), ${exempt} exempt, ${failedBlocks} failed`,
  );
  process.exitCode = failures.length ? 1 : 0;
}

await main();
