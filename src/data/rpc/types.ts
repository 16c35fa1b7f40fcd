/**
 * The shape of the JSON-RPC reference: each method's parameters and result as a small typed schema, with its
 * example, what differs on Celo and the errors a reader meets. One source for the pages, the Try-it form, its
 * validation and decoding, and the Markdown twin. Methods live in ./methods.ts; tests/unit/rpc-schema.test.ts
 * checks every example against its schema.
 */

/** What a quantity counts, so the form can decode it: wei becomes CELO (or fee-currency units), seconds a date. */
export type QuantityUnit = 'wei' | 'gas' | 'block' | 'seconds' | 'count' | 'chainId' | 'txType' | 'status';

export type ValueSchema =
  /** A 20-byte address, `0x` and 40 hex digits. */
  | {type: 'address'}
  /** A 32-byte hash, `0x` and 64 hex digits. */
  | {type: 'hash'}
  /** An unsigned integer as `0x` hex without leading zeros (`0x0`, `0x1a`). */
  | {type: 'quantity'; unit?: QuantityUnit}
  /** Bytes as `0x` hex with an even number of digits. */
  | {type: 'data'}
  /** A block number as a quantity, or a tag: latest, earliest, pending, safe, finalized. */
  | {type: 'block'}
  | {type: 'boolean'}
  | {type: 'string'}
  /** A JSON number (op-node block numbers and timestamps, fee history percentiles). */
  | {type: 'number'; unit?: QuantityUnit}
  /** An object with named fields; `open` when nodes return more fields than the schema lists. */
  | {type: 'object'; fields: readonly Field[]; open?: boolean}
  | {type: 'array'; items: ValueSchema}
  | {type: 'nullable'; of: ValueSchema}
  /** Any one of the options (a block's transactions: hashes, or whole transactions). */
  | {type: 'either'; options: readonly ValueSchema[]};

export interface Field {
  name: string;
  schema: ValueSchema;
  required: boolean;
  description: string;
}

export type RpcGroupId = 'chain' | 'state' | 'fees' | 'blocks' | 'op-node' | 'sending';

/** Which process answers the method: the execution client (op-reth, formerly op-geth) behind Forno, or op-node. */
export type RpcServer = 'execution' | 'op-node';

/** A statement about Celo, with where it comes from, or marked as not confirmed by a source. */
export interface CeloNote {
  text: string;
  /** The page or specification the statement comes from; absent when `uncertain`. */
  source?: string;
  /** True when no source this site relies on confirms it: the page says so. */
  uncertain?: boolean;
}

export interface RpcError {
  /** What the reader did or met. */
  when: string;
  /** What the node answers and what to do. */
  answer: string;
}

/**
 * A language sample's body; the page adds the client setup. Text may hold network placeholders
 * (`{{token.USDm.address}}`, see src/plugins/network-samples/placeholders.ts).
 */
export interface RpcSamples {
  viem: string;
  ethers: string;
  web3py: string;
}

export interface RpcMethod {
  name: string;
  group: RpcGroupId;
  /** One sentence: what the method does. */
  summary: string;
  server: RpcServer;
  /** Read-only methods get a Try-it form; a method that changes the chain is described only. */
  readOnly: boolean;
  /** Positional parameters, in order. */
  params: readonly Field[];
  result: {schema: ValueSchema; description: string};
  /**
   * One request and its answer. Params may hold network placeholders, filled for the reader's network in the
   * samples and the form; the result is illustrative (its shape is real, its values are not from the chain).
   */
  example: {params: readonly unknown[]; result: unknown};
  celo: readonly CeloNote[];
  errors: readonly RpcError[];
  samples: RpcSamples;
}
