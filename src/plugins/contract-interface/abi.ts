/**
 * Contract interfaces read from the ABIs of the pinned `@celo/abis` package, written as Solidity declarations, so a
 * page shows a function exactly as the deployed contract's ABI declares it and never a signature typed from memory.
 */
import {readFileSync, readdirSync} from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';

/** One input or output of an ABI entry. */
interface AbiParameter {
  readonly name: string;
  readonly type: string;
  readonly indexed?: boolean;
  readonly components?: readonly AbiParameter[];
}

/** A function or event of an ABI; constructors, errors and fallbacks are not shown on pages. */
export interface AbiEntry {
  readonly type: 'function' | 'event' | 'constructor' | 'error' | 'fallback' | 'receive';
  readonly name?: string;
  readonly inputs?: readonly AbiParameter[];
  readonly outputs?: readonly AbiParameter[];
  readonly stateMutability?: 'pure' | 'view' | 'nonpayable' | 'payable';
}

const require = createRequire(import.meta.url);
/** The package exports each ABI file but not its manifest: the package folder is the one above an ABI's. */
const packageDir = path.dirname(path.dirname(require.resolve('@celo/abis/Accounts.json')));

/** The version of `@celo/abis` that every rendered interface comes from. */
export const ABIS_VERSION: string = (
  JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as {
    version: string;
  }
).version;

/** The contracts the package ships an ABI for, by the name of its JSON file. */
let known: string[] | undefined;
export function knownContracts(): string[] {
  known ??= readdirSync(path.join(packageDir, 'dist'))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
  return known;
}

/** Each ABI read once per process: a page may show several parts of one contract, and many pages the same one. */
const abis = new Map<string, readonly AbiEntry[]>();

export function loadAbi(contract: string): readonly AbiEntry[] {
  const cached = abis.get(contract);
  if (cached) return cached;
  if (!knownContracts().includes(contract)) {
    throw new Error(
      `@celo/abis ${ABIS_VERSION} has no ABI named "${contract}"; it has: ${knownContracts().join(', ')}`,
    );
  }
  const file = JSON.parse(readFileSync(path.join(packageDir, 'dist', `${contract}.json`), 'utf8')) as {
    abi: readonly AbiEntry[];
  };
  abis.set(contract, file.abi);
  return file.abi;
}

/** `uint256[] calldata amounts`, `(address,uint256) config`: a parameter as a declaration writes it. */
function parameter(param: AbiParameter, location: 'calldata' | 'memory' | 'event'): string {
  const tuple = param.components ? `(${param.components.map((c) => c.type).join(',')})` : '';
  const type = tuple ? param.type.replace(/^tuple/, tuple) : param.type;
  const isReference = /\[|^string$|^bytes$|^tuple/.test(param.type);
  const parts = [type];
  if (location === 'event' && param.indexed) parts.push('indexed');
  if (location !== 'event' && isReference) parts.push(location);
  if (param.name) parts.push(param.name);
  return parts.join(' ');
}

/** The list of parameters, broken over lines when the declaration would not fit a code block's width. */
function parameterList(items: string[], head: string, tail: string): string {
  const oneLine = `${head}(${items.join(', ')})${tail}`;
  if (oneLine.length <= 100) return oneLine;
  return `${head}(\n${items.map((item) => `  ${item}`).join(',\n')}\n)${tail}`;
}

/** One ABI entry as the Solidity declaration of an interface: `function balanceOf(address account) external view returns (uint256);`. */
export function declaration(entry: AbiEntry): string {
  const inputs = entry.inputs ?? [];
  if (entry.type === 'event') {
    return parameterList(
      inputs.map((p) => parameter(p, 'event')),
      `event ${entry.name}`,
      ';',
    );
  }
  const mutability = entry.stateMutability && entry.stateMutability !== 'nonpayable' ? ` ${entry.stateMutability}` : '';
  const outputs = entry.outputs ?? [];
  const returns = outputs.length ? ` returns (${outputs.map((p) => parameter(p, 'memory')).join(', ')})` : '';
  return parameterList(
    inputs.map((p) => parameter(p, 'calldata')),
    `function ${entry.name}`,
    ` external${mutability}${returns};`,
  );
}

/** `creditGasFees(address,address,…)`: the canonical signature a selector is computed from. */
export function canonicalSignature(entry: AbiEntry): string {
  const type = (p: AbiParameter): string =>
    p.components ? p.type.replace(/^tuple/, `(${p.components.map(type).join(',')})`) : p.type;
  return `${entry.name}(${(entry.inputs ?? []).map(type).join(',')})`;
}

/**
 * The entries a page asks for, in the order it names them. A name picks every overload of that name; a canonical
 * signature (`creditGasFees(address[],uint256[])`) picks one. A name the ABI lacks is an error listing what it has.
 */
export function selectEntries(contract: string, kind: 'function' | 'event', wanted: readonly string[]): AbiEntry[] {
  const entries = loadAbi(contract).filter((entry) => entry.type === kind);
  return wanted.flatMap((want) => {
    const found = want.includes('(')
      ? entries.filter((entry) => canonicalSignature(entry) === want.replace(/\s+/g, ''))
      : entries.filter((entry) => entry.name === want);
    if (!found.length) {
      const names = [...new Set(entries.map((entry) => entry.name))].sort();
      throw new Error(
        `the ABI of ${contract} in @celo/abis ${ABIS_VERSION} has no ${kind} "${want}"; its ${kind}s: ${names.join(', ')}`,
      );
    }
    return found;
  });
}

/** The names a page lists in an attribute: separated by commas or spaces, a signature's own commas kept. */
export function parseNames(list: string | undefined): string[] {
  if (!list) return [];
  return (list.match(/[A-Za-z_$][\w$]*(\([^)]*\))?/g) ?? []).map((name) => name.replace(/\s+/g, ''));
}

/** The Solidity source of the part of a contract's interface a page shows. */
export function interfaceSource(
  contract: string,
  functions: readonly string[],
  events: readonly string[] = [],
): string {
  if (!functions.length && !events.length) {
    throw new Error(`name the functions or events of ${contract} to show, such as functions="balanceOf transfer"`);
  }
  const declarations = [
    ...selectEntries(contract, 'event', events),
    ...selectEntries(contract, 'function', functions),
  ].map(declaration);
  return declarations.join('\n');
}
