#!/usr/bin/env node
// cspell:ignore Commmand
// Writes src/data/cli/manifest.json: the commands, aliases, arguments and flags of celocli as its source defines
// them, so tests/unit/cli-manifest.test.ts can hold the site's CLI reference (src/data/cli) to the real CLI.
//
// celocli's own commands are read from a git mirror of celo-org/developer-tooling (packages/cli/src/commands at
// HEAD) and parsed with TypeScript's compiler API: each command's `static flags` object literal is evaluated
// statically, following the spreads it uses (`...BaseCommand.flags`, `...ViewCommmandFlags`,
// `...ReleaseGoldBaseCommand.flags`, `...(ux.table.flags() as object)`, ...) into the files that define them.
// The commands of the oclif plugins celocli bundles (`oclif.plugins` in packages/cli/package.json) come from the
// `oclif.manifest.json` of each plugin's published package, at the version celocli's yarn.lock resolves.
//
// Usage: node scripts/cli-manifest.mjs [git-dir] [--plugins <dir>]
//   git-dir    a (bare) clone of celo-org/developer-tooling; default /work/.mirror/celo-org+developer-tooling/repo
//   --plugins  a folder that holds the plugins' tarballs from `npm pack` (oclif-plugin-commands-4.1.21.tgz, ...);
//              missing tarballs are fetched there with `npm pack`. Default: a folder under the system temp dir.
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as prettier from 'prettier';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outFile = path.join(root, 'src/data/cli/manifest.json');
const CLI = 'packages/cli';
const COMMANDS = `${CLI}/src/commands/`;

const argv = process.argv.slice(2);
const pluginsFlag = argv.indexOf('--plugins');
const pluginDir =
  pluginsFlag >= 0 ? path.resolve(argv.splice(pluginsFlag, 2)[1]) : path.join(os.tmpdir(), 'celocli-manifest-plugins');
const gitDir = path.resolve(argv[0] ?? '/work/.mirror/celo-org+developer-tooling/repo');

const git = (...args) => execFileSync('git', ['-C', gitDir, ...args], {encoding: 'utf8', maxBuffer: 64 << 20});
const commit = git('rev-parse', 'HEAD').trim();
const trackedFiles = new Set(git('ls-tree', '-r', '--name-only', 'HEAD', `${CLI}/src`).split('\n').filter(Boolean));

/**
 * The eight flags `ux.table.flags()` returns in @oclif/core 3.27.0 (the version celocli's yarn.lock resolves):
 * `table.Flags` in lib/cli-ux/styled/table.js of the published package. Only `--extended` has a short form.
 */
const TABLE_FLAGS = {
  columns: {type: 'string'},
  csv: {type: 'boolean'},
  extended: {type: 'boolean', char: 'x'},
  filter: {type: 'string'},
  'no-header': {type: 'boolean'},
  'no-truncate': {type: 'boolean'},
  output: {type: 'string', options: ['csv', 'json', 'yaml']},
  sort: {type: 'string'},
};

// ---------------------------------------------------------------------------------------------------------------
// A small static evaluator: object literals, spreads, property access, imports, class statics and the oclif
// `Flags.*` / `Args.*` factories. Anything it cannot follow evaluates to UNKNOWN, and a flag object that contains
// an UNKNOWN spread is reported, so a new pattern in celocli's source fails loudly instead of losing flags.

const UNKNOWN = {kind: 'unknown'};
const obj = (entries = new Map()) => ({kind: 'object', entries});
const sources = new Map();

function sourceFile(file) {
  if (!sources.has(file)) {
    const text = git('show', `HEAD:${file}`);
    sources.set(file, ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS));
  }
  return sources.get(file);
}

/** The repository file a relative import names, or null for a package import. */
function resolveImport(fromFile, specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), specifier));
  return [`${base}.ts`, `${base}/index.ts`, base].find((candidate) => trackedFiles.has(candidate)) ?? null;
}

const propName = (name) =>
  ts.isIdentifier(name) || ts.isStringLiteralLike(name) || ts.isNumericLiteral(name) ? name.text : undefined;

const isStatic = (member) => ts.getModifiers(member)?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword) ?? false;

/** The value a top-level name of a file stands for: a const, a class, or what an import brings in. */
function lookupName(file, name) {
  const sf = sourceFile(file);
  for (const statement of sf.statements) {
    if (ts.isVariableStatement(statement)) {
      for (const decl of statement.declarationList.declarations) {
        if (ts.isIdentifier(decl.name) && decl.name.text === name && decl.initializer)
          return evaluate(file, decl.initializer);
      }
    } else if (ts.isClassDeclaration(statement) && statement.name?.text === name) {
      return {kind: 'class', file, node: statement};
    } else if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) {
      return {kind: 'function', file, node: statement};
    } else if (ts.isImportDeclaration(statement) && statement.importClause) {
      const specifier = statement.moduleSpecifier.text;
      const {name: defaultName, namedBindings} = statement.importClause;
      const target = resolveImport(file, specifier);
      if (defaultName?.text === name)
        return target ? defaultExport(target) : {kind: 'external', module: specifier, name: 'default'};
      if (namedBindings && ts.isNamedImports(namedBindings)) {
        for (const element of namedBindings.elements) {
          if (element.name.text !== name) continue;
          const imported = (element.propertyName ?? element.name).text;
          return target ? lookupName(target, imported) : {kind: 'external', module: specifier, name: imported};
        }
      }
    }
  }
  return UNKNOWN;
}

function defaultExport(file) {
  const sf = sourceFile(file);
  for (const statement of sf.statements) {
    const modifiers = ts.canHaveModifiers(statement) ? (ts.getModifiers(statement) ?? []) : [];
    const isDefault =
      modifiers.some((m) => m.kind === ts.SyntaxKind.ExportKeyword) &&
      modifiers.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
    if (isDefault && ts.isClassDeclaration(statement)) return {kind: 'class', file, node: statement};
    if (ts.isExportAssignment(statement)) return evaluate(file, statement.expression);
  }
  return UNKNOWN;
}

/** A static member of a class, looked up the way JavaScript does: the class itself, then what it extends. */
function staticMember(cls, name) {
  const member = cls.node.members.find(
    (m) => ts.isPropertyDeclaration(m) && isStatic(m) && propName(m.name) === name && m.initializer,
  );
  if (member) return {value: evaluate(cls.file, member.initializer), owner: cls};
  const heritage = cls.node.heritageClauses?.find((h) => h.token === ts.SyntaxKind.ExtendsKeyword);
  if (!heritage) return undefined;
  const parent = evaluate(cls.file, heritage.types[0].expression);
  return parent.kind === 'class' ? staticMember(parent, name) : undefined;
}

function getProperty(value, name) {
  if (value.kind === 'object') return value.entries.get(name) ?? UNKNOWN;
  if (value.kind === 'class') return staticMember(value, name)?.value ?? UNKNOWN;
  if (value.kind === 'external') return {kind: 'external', module: value.module, name: `${value.name}.${name}`};
  return UNKNOWN;
}

const isOclif = (value, name) =>
  value.kind === 'external' && value.module.startsWith('@oclif/core') && value.name === name;

/** A flag or argument definition: what kind of factory made it and the options it was given. */
function definition(kind, factory, options) {
  return {kind, factory, options: options?.kind === 'object' ? options : obj()};
}

function evaluateCall(file, call) {
  const callee = evaluate(file, call.expression);
  const args = call.arguments.map((arg) => evaluate(file, arg));
  if (isOclif(callee, 'ux.table.flags')) {
    const entries = new Map(
      Object.entries(TABLE_FLAGS).map(([name, flag]) => [
        name,
        definition(
          'flag',
          flag.type,
          obj(
            new Map([
              ...(flag.char ? [['char', {kind: 'literal', value: flag.char}]] : []),
              ...(flag.options
                ? [['options', {kind: 'array', items: flag.options.map((value) => ({kind: 'literal', value}))}]]
                : []),
            ]),
          ),
        ),
      ]),
    );
    return obj(entries);
  }
  if (callee.kind === 'external' && callee.module.startsWith('@oclif/core')) {
    const [, group, factory] = /^(Flags|Args)\.(\w+)$/.exec(callee.name) ?? [];
    if (!group) return UNKNOWN;
    const kind = group === 'Flags' ? 'flag' : 'arg';
    // Flags.custom(...) and Flags.option(...) return a factory; calling that factory makes the definition.
    if (factory === 'custom' || factory === 'option') return {kind: 'factory', of: kind, factory, defaults: args[0]};
    return definition(kind, factory, args[0]);
  }
  if (callee.kind === 'factory') {
    const merged = obj(new Map([...(callee.defaults?.entries ?? []), ...(args[0]?.entries ?? [])]));
    return definition(callee.of, callee.factory, merged);
  }
  if (callee.kind === 'function' && callee.node.name?.text === 'argBuilder') {
    // celocli's utils/command.ts: argBuilder(parser) returns (name, options) => a required custom argument.
    return {kind: 'argBuilder'};
  }
  if (callee.kind === 'argBuilder') {
    return definition('arg', 'custom', obj(new Map([['required', {kind: 'literal', value: true}]])));
  }
  return UNKNOWN;
}

function evaluate(file, node) {
  if (
    ts.isAsExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isParenthesizedExpression(node) ||
    ts.isTypeAssertionExpression(node) ||
    ts.isNonNullExpression(node)
  )
    return evaluate(file, node.expression);
  if (ts.isObjectLiteralExpression(node)) {
    const entries = new Map();
    const unresolved = [];
    for (const property of node.properties) {
      if (ts.isPropertyAssignment(property)) {
        const key = propName(property.name);
        if (key !== undefined) entries.set(key, evaluate(file, property.initializer));
      } else if (ts.isShorthandPropertyAssignment(property)) {
        entries.set(property.name.text, lookupName(file, property.name.text));
      } else if (ts.isSpreadAssignment(property)) {
        const spread = evaluate(file, property.expression);
        if (spread.kind === 'object') for (const [key, value] of spread.entries) entries.set(key, value);
        // Spreading a flag definition into an object literal copies its options and keeps its factory.
        else if (spread.kind === 'flag' || spread.kind === 'arg') {
          for (const [key, value] of spread.options.entries) entries.set(key, value);
          entries.set('\0definition', spread);
        } else unresolved.push(property.expression.getText());
      }
    }
    const value = obj(entries);
    if (unresolved.length) value.unresolved = unresolved;
    const base = entries.get('\0definition');
    if (base) {
      entries.delete('\0definition');
      return definition(base.kind, base.factory, value);
    }
    return value;
  }
  if (ts.isArrayLiteralExpression(node)) return {kind: 'array', items: node.elements.map((e) => evaluate(file, e))};
  if (ts.isStringLiteralLike(node)) return {kind: 'literal', value: node.text};
  if (ts.isNumericLiteral(node)) return {kind: 'literal', value: Number(node.text)};
  if (node.kind === ts.SyntaxKind.TrueKeyword) return {kind: 'literal', value: true};
  if (node.kind === ts.SyntaxKind.FalseKeyword) return {kind: 'literal', value: false};
  if (ts.isIdentifier(node)) return lookupName(file, node.text);
  if (ts.isPropertyAccessExpression(node)) return getProperty(evaluate(file, node.expression), node.name.text);
  if (ts.isCallExpression(node)) return evaluateCall(file, node);
  return UNKNOWN;
}

// ---------------------------------------------------------------------------------------------------------------

const literal = (value) => (value?.kind === 'literal' ? value.value : undefined);
const strings = (value) =>
  value?.kind === 'array' ? value.items.map(literal).filter((s) => typeof s === 'string') : [];
const problems = [];

function describeFlag(where, name, value) {
  if (value.kind !== 'flag') {
    problems.push(`${where}: flag --${name} is not a flag definition the script can read`);
    return {boolean: false};
  }
  const option = (key) => value.options.entries.get(key);
  const flag = {};
  if (literal(option('char'))) flag.char = literal(option('char'));
  flag.boolean = value.factory === 'boolean';
  if (flag.boolean && literal(option('allowNo'))) flag.allowNo = true;
  const aliases = strings(option('aliases'));
  if (aliases.length) flag.aliases = aliases;
  const options = strings(option('options'));
  if (options.length) flag.options = options;
  if (literal(option('required'))) flag.required = true;
  if (literal(option('hidden'))) flag.hidden = true;
  if (literal(option('deprecated')) || option('deprecated')?.kind === 'object') flag.deprecated = true;
  return flag;
}

function commandId(file) {
  const parts = file.slice(COMMANDS.length).replace(/\.ts$/, '').split('/');
  if (parts.at(-1) === 'index') parts.pop();
  return parts.join(':');
}

function readCommand(file) {
  const id = commandId(file);
  const cls = defaultExport(file);
  if (cls.kind !== 'class') {
    problems.push(`${file}: no default-exported command class`);
    return [id, {}];
  }
  const stat = (name) => staticMember(cls, name)?.value;
  const command = {source: file};
  const aliases = strings(stat('aliases')).filter((alias) => alias !== id);
  if (aliases.length) command.aliases = aliases;
  if (literal(stat('hidden')) === true) command.hidden = true;
  if (literal(stat('state')) === 'deprecated') command.deprecated = true;
  const notice = stat('deprecationOptions');
  if (notice?.kind === 'object' && literal(notice.entries.get('message')))
    command.deprecationMessage = literal(notice.entries.get('message'));
  const args = stat('args');
  command.args = args?.kind === 'object' ? [...args.entries.keys()] : [];
  const flags = stat('flags');
  if (flags?.kind !== 'object') problems.push(`${file}: static flags is not an object the script can read`);
  else if (flags.unresolved) problems.push(`${file}: cannot follow the spread of ${flags.unresolved.join(', ')}`);
  command.flags = Object.fromEntries(
    [...(flags?.entries ?? [])]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([name, value]) => [name, describeFlag(file, name, value)]),
  );
  return [id, command];
}

// ---------------------------------------------------------------------------------------------------------------
// The oclif plugins: the version yarn.lock resolves for celocli's range, and the commands of the published package.

function lockedVersion(lock, name, range) {
  const entry = `${name}@npm:${range}`;
  const header = lock
    .split('\n')
    .findIndex((line) => line.startsWith('"') && line.slice(1, -2).split(', ').includes(entry));
  const version = header >= 0 && /^\s+version: (\S+)/.exec(lock.split('\n')[header + 1])?.[1];
  if (!version) throw new Error(`yarn.lock has no resolution for ${name}@${range}`);
  return version;
}

function pluginManifest(name, version) {
  fs.mkdirSync(pluginDir, {recursive: true});
  const tarball = path.join(pluginDir, `${name.replace(/^@/, '').replace('/', '-')}-${version}.tgz`);
  if (!fs.existsSync(tarball))
    execFileSync('npm', ['pack', `${name}@${version}`, '--silent', '--pack-destination', pluginDir], {
      stdio: 'inherit',
    });
  const listing = execFileSync('tar', ['-tzf', tarball], {encoding: 'utf8', maxBuffer: 64 << 20}).split('\n');
  // A plugin without commands (plugin-not-found, plugin-warn-if-update-available) ships no oclif.manifest.json.
  if (!listing.includes('package/oclif.manifest.json')) return {commands: {}};
  const text = execFileSync('tar', ['-xzOf', tarball, 'package/oclif.manifest.json'], {
    encoding: 'utf8',
    maxBuffer: 64 << 20,
  });
  return JSON.parse(text);
}

function pluginCommands(name, version) {
  const manifest = pluginManifest(name, version);
  return Object.fromEntries(
    Object.entries(manifest.commands)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, c]) => {
        const command = {plugin: `${name}@${version}`};
        if (c.aliases?.length) command.aliases = c.aliases;
        if (c.hidden) command.hidden = true;
        if (c.state === 'deprecated') command.deprecated = true;
        command.args = Object.keys(c.args ?? {});
        command.flags = Object.fromEntries(
          Object.entries(c.flags ?? {})
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([flagName, f]) => {
              const flag = {};
              if (f.char) flag.char = f.char;
              flag.boolean = f.type === 'boolean';
              if (f.allowNo) flag.allowNo = true;
              if (f.aliases?.length) flag.aliases = f.aliases;
              if (f.options?.length) flag.options = f.options;
              if (f.required) flag.required = true;
              if (f.hidden) flag.hidden = true;
              return [flagName, flag];
            }),
        );
        return [id, command];
      }),
  );
}

// ---------------------------------------------------------------------------------------------------------------

const pkg = JSON.parse(git('show', `HEAD:${CLI}/package.json`));
const lock = git('show', 'HEAD:yarn.lock');
const commandFiles = [...trackedFiles]
  .filter((file) => file.startsWith(COMMANDS) && file.endsWith('.ts'))
  .filter((file) => !/\.test\.ts$/.test(file) && !file.includes('__snapshots__') && !file.endsWith('.d.ts'))
  .sort();
const commands = Object.fromEntries(commandFiles.map(readCommand));
const plugins = {};
for (const name of pkg.oclif.plugins) {
  const version = lockedVersion(lock, name, pkg.dependencies[name]);
  const found = pluginCommands(name, version);
  plugins[name] = {version, commands: Object.keys(found)};
  for (const [id, command] of Object.entries(found)) {
    if (commands[id]) problems.push(`${name} defines ${id}, which celocli defines too`);
    else commands[id] = command;
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}

const manifest = {
  $comment:
    'Generated by scripts/cli-manifest.mjs from celocli’s source (celo-org/developer-tooling, packages/cli) and the oclif.manifest.json of the plugins it bundles. Do not edit: run `node scripts/cli-manifest.mjs <git-dir>`.',
  celocli: pkg.version,
  source: {repository: 'celo-org/developer-tooling', commit},
  plugins,
  commands: Object.fromEntries(Object.entries(commands).sort(([a], [b]) => a.localeCompare(b))),
};
// Formatted the way the repository's Prettier config formats it, so `npm run format:check` passes on the output.
const prettierOptions = {...(await prettier.resolveConfig(outFile)), filepath: outFile};
fs.writeFileSync(outFile, await prettier.format(JSON.stringify(manifest), prettierOptions));
const all = Object.values(commands);
console.log(
  `${path.relative(root, outFile)}: celocli ${pkg.version}, ${all.length} commands (${all.filter((c) => c.hidden).length} hidden), ` +
    `${all.reduce((n, c) => n + (c.aliases?.length ?? 0), 0)} aliases`,
);
