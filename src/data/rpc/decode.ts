/**
 * Turns a JSON-RPC result into what a reader wants to see: hex quantities in decimal, wei in CELO (or in a fee
 * currency's 18-decimal units), Unix seconds as a date, transaction types and statuses by name. Driven by the
 * schema's units (./types.ts), so a new method decodes without new code.
 */
import {formatUnits} from '../../theme/ReactLiveScope/units';
import type {QuantityUnit, ValueSchema} from './types';

export interface DecodedRow {
  /** Where the value sits in the result: `result`, `result.baseFeePerGas[0]`. */
  path: string;
  raw: string;
  decoded: string;
}

export interface DecodeContext {
  /** The symbol wei amounts are in: CELO, or the fee currency the request named (its price has 18 decimals). */
  currency: string;
  /** Chain ids the reader may recognize, with their network names. */
  chainNames: Readonly<Record<number, string>>;
}

const TX_TYPES: Record<number, string> = {
  0: 'legacy',
  1: 'EIP-2930 access list',
  2: 'EIP-1559',
  4: 'EIP-7702 set code',
  123: 'CIP-64 fee currency',
  126: 'OP Stack deposit',
};

/** Rows kept per list, so a block with thousands of transactions stays readable. */
const MAX_ITEMS = 5;

const grouped = (value: bigint) => value.toLocaleString('en-US');

function decodeUnit(value: bigint, unit: QuantityUnit | undefined, context: DecodeContext): string {
  switch (unit) {
    case 'wei': {
      const gwei = formatUnits(value, 9);
      const whole = formatUnits(value, 18);
      return context.currency === 'CELO' ? `${whole} CELO (${gwei} Gwei)` : `${whole} ${context.currency} (18-decimal units, whatever the token's decimals)`;
    }
    case 'seconds':
      return `${grouped(value)} (${new Date(Number(value) * 1000).toISOString().replace('.000Z', 'Z')})`;
    case 'chainId': {
      const name = context.chainNames[Number(value)];
      return name ? `${value} (${name})` : String(value);
    }
    case 'txType':
      return `${value}${TX_TYPES[Number(value)] ? ` (${TX_TYPES[Number(value)]})` : ''}`;
    case 'status':
      return value === 1n ? '1 (success)' : value === 0n ? '0 (reverted)' : String(value);
    default:
      return grouped(value);
  }
}

/** Whether a result value is 32 bytes: a storage slot or a single returned word, shown as an unsigned integer too. */
const isWord = (value: string) => /^0x[0-9a-fA-F]{64}$/.test(value);

function walk(value: unknown, schema: ValueSchema, path: string, context: DecodeContext, rows: DecodedRow[]): void {
  if (value === null || value === undefined) return;
  switch (schema.type) {
    case 'quantity':
      if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) {
        rows.push({path, raw: value, decoded: decodeUnit(BigInt(value), schema.unit, context)});
      }
      return;
    case 'number':
      if (typeof value === 'number' && Number.isInteger(value) && schema.unit) {
        rows.push({path, raw: String(value), decoded: decodeUnit(BigInt(value), schema.unit, context)});
      }
      return;
    case 'data':
      if (typeof value === 'string' && isWord(value)) {
        rows.push({path, raw: value, decoded: `${grouped(BigInt(value))} as a uint256 (${formatUnits(BigInt(value), 18)} with 18 decimals)`});
      } else if (typeof value === 'string' && value.length > 2) {
        rows.push({path, raw: `${value.slice(0, 18)}…`, decoded: `${(value.length - 2) / 2} bytes`});
      }
      return;
    case 'nullable':
      walk(value, schema.of, path, context, rows);
      return;
    case 'either': {
      const option = schema.options.find((candidate) => candidate.type !== 'object' || typeof value === 'object');
      if (option) walk(value, option, path, context, rows);
      return;
    }
    case 'array':
      if (Array.isArray(value)) {
        value.slice(0, MAX_ITEMS).forEach((item, index) => walk(item, schema.items, `${path}[${index}]`, context, rows));
        if (value.length > MAX_ITEMS) {
          rows.push({path, raw: `${value.length} items`, decoded: `first ${MAX_ITEMS} shown`});
        }
      }
      return;
    case 'object':
      if (typeof value === 'object' && !Array.isArray(value)) {
        for (const field of schema.fields) {
          walk((value as Record<string, unknown>)[field.name], field.schema, `${path}.${field.name}`, context, rows);
        }
      }
      return;
    default:
      return;
  }
}

/** The decoded rows of a result; empty when nothing in it needs decoding. */
export function decodeResult(result: unknown, schema: ValueSchema, context: DecodeContext): DecodedRow[] {
  const rows: DecodedRow[] = [];
  walk(result, schema, 'result', context, rows);
  return rows;
}
