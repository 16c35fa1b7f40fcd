// @vitest-environment node
// The CLI reference (src/data/cli) against celocli itself: src/data/cli/manifest.json, which
// scripts/cli-manifest.mjs generates from celocli's source and the manifests of the oclif plugins it bundles.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import {cliTopics} from '@site/src/data/cli';
import {globalFlags} from '@site/src/data/cli/globalFlags';
import {tableFlags} from '@site/src/data/cli/tableFlags';

interface ManifestFlag {
  char?: string;
  boolean: boolean;
  allowNo?: boolean;
  aliases?: string[];
  options?: string[];
  hidden?: boolean;
}

interface ManifestCommand {
  aliases?: string[];
  hidden?: boolean;
  args: string[];
  flags: Record<string, ManifestFlag>;
}

const manifest: {celocli: string; commands: Record<string, ManifestCommand>} = JSON.parse(
  readFileSync('src/data/cli/manifest.json', 'utf8'),
);

/**
 * Commands of celocli that are not hidden and that the reference leaves out on purpose. Keep it short: a command
 * here has no page to be looked up on, and the sample checker rejects any doc line that runs it.
 */
const UNDOCUMENTED: ReadonlySet<string> = new Set([
  // The `bridge` topic (new in celocli 9.0.0: CELO between Ethereum and Celo through the OP Stack bridge) has no
  // /cli/bridge page yet; it needs a page and a sidebar entry, not only data. The docs run none of these commands.
  'bridge:deposit',
  'bridge:withdraw-init',
  'bridge:withdraw-prove',
  'bridge:withdraw-finalize',
  'bridge:withdraw-status',
]);

const TABLE_FLAG_NAMES = tableFlags.map((flag) => flag.name);
const entries = Object.values(cliTopics).flatMap((topic) =>
  topic.commands.map((command) => ({topic: topic.id, command})),
);

/** Every name celocli accepts for a command, resolved to the manifest id of that command. */
const byName = new Map<string, string>();
for (const [id, command] of Object.entries(manifest.commands)) {
  byName.set(id, id);
  for (const alias of command.aliases ?? []) byName.set(alias, id);
}
const current = entries.filter(({command}) => !command.removedIn);
const removed = entries.filter(({command}) => command.removedIn);

describe(`CLI reference against celocli ${manifest.celocli}`, () => {
  it('is generated from celocli 9.x', () => {
    expect(manifest.celocli).toMatch(/^9\./);
  });

  it('documents only commands celocli has, by their id or an alias', () => {
    const unknown = current.map(({command}) => command.id).filter((id) => !byName.has(id));
    expect(unknown, 'not in manifest.json (set removedIn if celocli dropped them)').toEqual([]);
  });

  it('marks as removed only commands that celocli no longer has', () => {
    const present = removed.map(({command}) => command.id).filter((id) => byName.has(id));
    expect(present, 'in manifest.json, yet marked removedIn').toEqual([]);
    for (const {command} of removed)
      expect(command.aliases, `${command.id} is removed and has no aliases`).toBeUndefined();
  });

  it('lists every other name of each command, and no name celocli lacks', () => {
    for (const {command} of current) {
      const id = byName.get(command.id)!;
      const names = [id, ...(manifest.commands[id].aliases ?? [])].filter((name) => name !== command.id).sort();
      expect([...(command.aliases ?? [])].sort(), command.id).toEqual(names);
    }
  });

  it('lists only flags the command takes, with their short forms and kinds', () => {
    const global = new Map(globalFlags.map((flag) => [flag.name, flag]));
    for (const {command} of current) {
      const id = byName.get(command.id)!;
      const own = manifest.commands[id].flags;
      for (const flag of command.flags) {
        const where = `${command.id} --${flag.name}`;
        const real = own[flag.name];
        if (!real) {
          expect(global.has(flag.name), `${where}: not a flag of ${id} in manifest.json, nor a global flag`).toBe(true);
          continue;
        }
        expect(flag.char, `${where}: short form`).toBe(real.char);
        expect(flag.type === 'boolean', `${where}: boolean or not`).toBe(real.boolean);
      }
    }
  });

  it('gives the shared table flags to exactly the commands that spread ux.table.flags()', () => {
    for (const {command} of current) {
      const real = manifest.commands[byName.get(command.id)!];
      // All eight mean ux.table; plugin-commands defines some of the same names (--columns, -x) as flags of its own.
      const hasTable = TABLE_FLAG_NAMES.every((name) => name in real.flags);
      const shared = command.flags.filter((flag) => tableFlags.includes(flag));
      expect(shared.length, `${command.id}: spread tableFlags (src/data/cli/tableFlags.ts) into its flags`).toBe(
        hasTable ? tableFlags.length : 0,
      );
    }
  });

  it('documents every command celocli shows, apart from the commented list', () => {
    const documented = new Set(current.map(({command}) => byName.get(command.id)));
    const missing = Object.entries(manifest.commands)
      .filter(([id, command]) => !command.hidden && !documented.has(id) && !UNDOCUMENTED.has(id))
      .map(([id]) => id);
    expect(missing, 'add them to src/data/cli/topics, or to UNDOCUMENTED with the reason').toEqual([]);
    const stale = [...UNDOCUMENTED].filter((id) => !manifest.commands[id] || documented.has(id));
    expect(stale, 'UNDOCUMENTED names commands that are documented or gone').toEqual([]);
  });

  it('keeps the global flags to those of celocli’s base command', () => {
    for (const flag of globalFlags) {
      const real = manifest.commands['account:register'].flags[flag.name];
      expect(real, `--${flag.name}`).toBeDefined();
      expect(flag.char, `--${flag.name}`).toBe(real.char);
      expect(flag.type === 'boolean', `--${flag.name}`).toBe(real.boolean);
    }
  });
});
