// Checks the shell samples: every block parses as bash (`bash -n`, with `<PLACEHOLDERS>` read as words), every
// celocli line names a command and flags of the site's CLI reference (src/data/cli, which follows celocli's source),
// every forge or cast line parses with the pinned Foundry's own argument parser, and every hardhat line names a
// task and options of the pinned Hardhat (from its own help).
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const SHELL_LANGS = new Set(['bash', 'sh', 'shell', 'zsh']);

/** The logical lines of a script, each with the index of its first line: continuations joined, comments dropped. */
export function logicalLines(code) {
  const lines = [];
  let pending = null;
  code.split('\n').forEach((raw, index) => {
    const text = raw.replace(/(^|\s)#.*$/, '').trim();
    const start = pending ?? {text: '', line: index};
    start.text = `${start.text} ${text.replace(/\\$/, '')}`.trim();
    if (text.endsWith('\\')) pending = start;
    else {
      pending = null;
      if (start.text) lines.push(start);
    }
  });
  return lines;
}

/** A command line as words, quotes removed; `&&`, `||`, `;`, `|` and parentheses end a command. */
export function commands(line) {
  const result = [[]];
  for (const [, quoted, single, word, operator] of line.matchAll(
    /"((?:\\.|[^"])*)"|'([^']*)'|([^\s"'|;&()]+)|(\|\||&&|[|;&()])/g,
  )) {
    if (operator) result.push([]);
    else result.at(-1).push(quoted ?? single ?? word);
  }
  return result.filter((words) => words.length);
}

const LAUNCHERS = new Set(['sudo', 'npx', 'bunx', 'exec']);

/** The tool and its arguments, past environment assignments and launchers (`sudo`, `npx -y`, `pnpm dlx`). */
export function invocation(words) {
  let i = 0;
  while (i < words.length && /^\w+=/.test(words[i])) i += 1;
  while (i < words.length) {
    if (LAUNCHERS.has(words[i]) || /^-(y|-yes)$/.test(words[i])) i += 1;
    else if (/^(pnpm|yarn)$/.test(words[i]) && words[i + 1] === 'dlx') i += 2;
    else break;
  }
  const tool = words[i]?.replace(/^@celo\/celocli(@[\w.^~-]+)?$/, 'celocli');
  return {tool, args: words.slice(i + 1)};
}

/** The flag a word names: `--no-header` is the flag `no-header` if the command has one, else `header` negated. */
const flagNames = (word) => {
  const name = /^--?([\w-]+)/.exec(word)?.[1] ?? '';
  return name.startsWith('no-') ? [name, name.slice(3)] : [name];
};

/** Problems of one celocli invocation against the reference: an unknown command, or a flag it does not take. */
export function celocliProblems(args, commandsById, globalFlags) {
  const [id, ...rest] = args;
  if (!id || /^(--version|-v|--help|-h)$/.test(id)) return [];
  const command = commandsById.get(id);
  if (!command) return [`celocli has no command "${id}" in src/data/cli`];
  const known = new Set([...command.flags, ...globalFlags].flatMap((flag) => [flag.name, flag.char].filter(Boolean)));
  known.add('help').add('h');
  return rest
    .filter((word) => /^--?[A-Za-z]/.test(word))
    .map(flagNames)
    .filter((names) => !names.some((name) => known.has(name)))
    .map(([name]) => `celocli ${id} has no flag --${name} (src/data/cli/topics/${id.split(':')[0]}.ts)`);
}

/**
 * Foundry's own argument parser as the judge: a forge or cast line with `--help` appended is parsed in full (nested
 * subcommands, aliases and hidden aliases included) and exits non-zero on an unknown subcommand or flag.
 */
export function foundryParser(binDir) {
  const cache = new Map();
  return (tool, args) => {
    const key = JSON.stringify([tool, args]);
    if (!cache.has(key)) {
      const run = spawnSync(path.join(binDir, tool), [...args, '--help'], {encoding: 'utf8'});
      const error = /^error: (.*)$/m.exec(run.stderr ?? '')?.[1];
      cache.set(key, run.status === 0 ? null : `${tool}: ${error ?? `exit ${run.status}`}`);
    }
    return cache.get(key);
  };
}

export function foundryProblems(tool, args, parse) {
  const problem = parse(tool, args);
  return problem ? [problem] : [];
}

/** Whether the block parses as a bash script, with `<PLACEHOLDERS>` taken as plain words. */
export function bashSyntaxError(code) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sample-sh-')), 'sample.sh');
  fs.writeFileSync(file, code.replace(/<([A-Za-z_][\w.-]*)>/g, 'PLACEHOLDER_$1'));
  const run = spawnSync('bash', ['-n', file], {encoding: 'utf8'});
  fs.rmSync(path.dirname(file), {recursive: true, force: true});
  if (run.status === 0) return null;
  const match = /line (\d+): (.*)/.exec(run.stderr);
  return match ? {line: Number(match[1]) - 1, message: `bash -n: ${match[2]}`} : {line: 0, message: run.stderr.trim()};
}

/** The global options of Hardhat 3 that take a value, so the word after them is not read as a task. */
const HARDHAT_VALUE_OPTIONS = new Set(['network', 'config', 'build-profile', 'gas-stats-json', 'verbosity']);

/**
 * Hardhat's tasks and options, read from its own help in a scratch project whose config loads the plugins the docs
 * use (hardhat-toolbox-viem, which brings Ignition, verify and the keystore). Hardhat 3 needs Node 22 or later.
 */
export function hardhatHelp(samplesDir) {
  const project = path.join(samplesDir, '.cache', 'hardhat');
  const bin = path.join(samplesDir, 'node_modules', '.bin', 'hardhat');
  const cache = new Map();
  /** The scratch project is written when the first hardhat line is checked, not on every run. */
  const scaffold = () => {
    fs.mkdirSync(project, {recursive: true});
    fs.writeFileSync(path.join(project, 'package.json'), '{"type": "module"}\n');
    fs.writeFileSync(
      path.join(project, 'hardhat.config.ts'),
      "import toolbox from '@nomicfoundation/hardhat-toolbox-viem';\nimport {defineConfig} from 'hardhat/config';\n\nexport default defineConfig({plugins: [toolbox]});\n",
    );
  };
  const help = (words) => {
    const key = words.join(' ');
    if (!cache.has(key)) {
      if (!cache.size) scaffold();
      const run = spawnSync(bin, [...words, '--help'], {cwd: project, encoding: 'utf8'});
      if (run.status !== 0 && !words.length) {
        throw new Error(
          `hardhat --help failed (Hardhat 3 needs Node 22 or later): ${(run.stderr || run.stdout).trim()}`,
        );
      }
      cache.set(key, run.status === 0 ? run.stdout : null);
    }
    return cache.get(key);
  };
  const listed = (text, section) =>
    [...(text.split(`${section}:`)[1]?.split(/\n\n[A-Z ]+:/)[0] ?? '').matchAll(/^ {2}(\S+(?: \S+)?)\s{2,}/gm)].map(
      ([, name]) => name,
    );
  return {
    tasks: () => {
      const top = help([]);
      return new Set([...listed(top, 'AVAILABLE TASKS'), ...listed(top, 'AVAILABLE SUBTASKS')]);
    },
    options: (task) => {
      const text = help(task.split(' '));
      if (!text) return null;
      return new Set(
        [...listed(text, 'OPTIONS'), ...listed(text, 'GLOBAL OPTIONS')].flatMap((entry) =>
          entry.split(/,\s*/).map((flag) => flag.replace(/^-+/, '')),
        ),
      );
    },
  };
}

/** Problems of one `hardhat` invocation: an unknown task, or an option that neither the task nor Hardhat takes. */
export function hardhatProblems(args, hardhat) {
  const words = [];
  for (let i = 0; i < args.length; i += 1) {
    if (args[i].startsWith('-')) {
      if (HARDHAT_VALUE_OPTIONS.has(args[i].replace(/^-+/, '').split('=')[0]) && !args[i].includes('=')) i += 1;
      continue;
    }
    words.push(args[i]);
  }
  if (!words.length) return [];
  const tasks = hardhat.tasks();
  const task = [words.slice(0, 2).join(' '), words[0]].find((name) => tasks.has(name));
  if (!task) return [`hardhat has no task "${words[0]}" (npx hardhat --help)`];
  const options = hardhat.options(task);
  return args
    .filter((word) => /^--?[A-Za-z]/.test(word))
    .map((word) => word.replace(/^-+/, '').split('=')[0])
    .filter((name) => !options?.has(name))
    .map((name) => `hardhat ${task} has no option --${name} (npx hardhat ${task} --help)`);
}
