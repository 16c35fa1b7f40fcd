// Type-checks the TypeScript and JavaScript samples: each page's blocks become a small project under
// samples/.cache/ts (a titled block at its title's path, so `./clients` resolves; an untitled block a module of its
// own), filled for each network the switch offers, and all projects are checked in one strict program against the
// packages pinned in samples/package.json.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';

export const TS_LANGS = new Set(['ts', 'tsx', 'typescript', 'js', 'jsx', 'javascript']);
const EXTENSION = {ts: '.ts', typescript: '.ts', tsx: '.tsx', js: '.js', javascript: '.js', jsx: '.jsx'};
const CODE_FILE = /\.(m?[jt]sx?|cts)$/;

/** What a live playground's code can use without importing it: the scope of src/theme/ReactLiveScope. */
function livePrelude(fileDir, root) {
  const site = (module) => path.relative(fileDir, path.join(root, module)).split(path.sep).join('/');
  return [
    `import React, {useState, useEffect, useMemo, useCallback, useRef} from 'react';`,
    `import {networks} from '${site('src/data/networks')}';`,
    `import {tokens} from '${site('src/data/tokens')}';`,
    `import {parseUnits, formatUnits} from '${site('src/theme/ReactLiveScope/units')}';`,
    `void [React, useState, useEffect, useMemo, useCallback, useRef, networks, tokens, parseUnits, formatUnits];`,
  ];
}

/** The files of one page's project for one network: where each goes and which Markdown line its line 1 is. */
export function pageProject(page, blocks, network, fill, root, dir) {
  const files = [];
  const taken = new Set();
  for (const block of blocks) {
    const extension = EXTENSION[block.lang];
    const title = typeof block.meta.title === 'string' && CODE_FILE.test(block.meta.title) ? block.meta.title : null;
    let name = title && !taken.has(title) ? title : `block-${block.line}${extension}`;
    if (title && taken.has(title)) name = path.join(`variant-${block.line}`, title);
    taken.add(name);
    const file = path.join(dir, network, name);
    const prelude = block.meta.live ? livePrelude(path.dirname(file), root) : [];
    const code = fill(block.code, network);
    files.push({file, text: [...prelude, code, ''].join('\n'), page, block, offset: prelude.length});
  }
  return files;
}

export const COMPILER_OPTIONS = {
  strict: true,
  noEmit: true,
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  moduleDetection: 'force',
  jsx: 'react-jsx',
  allowJs: true,
  checkJs: true,
  resolveJsonModule: true,
  esModuleInterop: true,
  skipLibCheck: true,
  allowImportingTsExtensions: true,
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  types: ['node', 'vite/client'],
};

export function hashOf(...parts) {
  const hash = crypto.createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/**
 * Type-checks the given projects' files in one program and returns each failing page's messages, as
 * `{page, line, message}` with the Markdown file's own line.
 */
export function typeCheck(files, envDir) {
  const require = createRequire(path.join(envDir, 'package.json'));
  const ts = require('typescript');
  for (const {file, text} of files) {
    fs.mkdirSync(path.dirname(file), {recursive: true});
    fs.writeFileSync(file, text);
  }
  const {options, errors} = ts.convertCompilerOptionsFromJson(COMPILER_OPTIONS, envDir);
  if (errors.length) throw new Error(ts.flattenDiagnosticMessageText(errors[0].messageText, '\n'));
  const program = ts.createProgram(
    files.map(({file}) => file),
    options,
  );
  const byFile = new Map(files.map((entry) => [path.resolve(entry.file), entry]));
  const failures = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const entry = diagnostic.file && byFile.get(path.resolve(diagnostic.file.fileName));
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    if (!entry) {
      failures.push({page: null, line: 0, message: `${diagnostic.file?.fileName ?? 'tsc'}: ${message}`});
      continue;
    }
    const {line} = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    failures.push({
      page: entry.page,
      line: entry.block.line + line - entry.offset,
      block: entry.block.line,
      message: `TS${diagnostic.code}: ${message}`,
      network: entry.network,
    });
  }
  return failures;
}
