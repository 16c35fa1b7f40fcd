/** The value a celocli flag takes, as shown in the reference table. */
export type CliValueType = 'string' | 'boolean' | 'integer' | 'address' | 'wei' | 'url' | 'path' | 'enum' | 'json';

export interface CliFlag {
  /** Flag name without dashes, for example `node` for `--node`. */
  name: string;
  /** One-letter alias without the dash, for example `n` for `-n`. */
  char?: string;
  type: CliValueType;
  description: string;
  required?: boolean;
  /** The default as celocli applies it, written as a user would type it. */
  default?: string;
  /** Allowed values of an `enum` flag. */
  options?: readonly string[];
}

export interface CliArgument {
  name: string;
  description: string;
  required: boolean;
}

export interface CliExample {
  /** What the example does, as a sentence. */
  description: string;
  /** The full command line, copy-pasteable, with `<PLACEHOLDERS>` where the reader supplies a value. */
  command: string;
}

/** Whether a command still does something on the Celo L2. */
export type CliL2Status = 'supported' | 'changed' | 'l1-only';

export interface CliCommand {
  /** The full command id as typed after `celocli`, for example `account:balance`. */
  id: string;
  /**
   * The other names celocli accepts for the same command (oclif's `static aliases`): its aliases, and its own id
   * when this entry documents it under one of its aliases, such as `node:list` for `validatorgroup:rpc-urls`.
   */
  aliases?: readonly string[];
  /**
   * Set when the current celocli no longer has the command: the release that removed it, or `unreleased` for a name
   * no tagged release shipped. The entry stays for readers of older releases and of old guides.
   */
  removedIn?: `${number}.${number}.${number}` | 'unreleased';
  /** What the command is for, one or two sentences. */
  purpose: string;
  /** The usage line, for example `celocli account:balance ARG1 [--erc20Address <value>]`. */
  usage: string;
  args: readonly CliArgument[];
  flags: readonly CliFlag[];
  examples: readonly CliExample[];
  l2Status: CliL2Status;
  /** Why the command is changed or L1-only on the L2, and what to use instead. Required unless `supported`. */
  l2Note?: string;
}

export interface CliTopic {
  /** The topic id as in the route `/cli/<id>`. */
  id: string;
  /** A sentence that says what the topic's commands do. */
  summary: string;
  commands: readonly CliCommand[];
}
