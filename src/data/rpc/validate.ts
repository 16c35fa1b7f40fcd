/**
 * Checks a JSON value against a method's schema. Each problem names the path and what was expected, so a failing
 * test or a form says exactly what to fix. Used by tests/unit/rpc-schema.test.ts for every example.
 */
import type {Field, RpcMethod, ValueSchema} from './types';

export const BLOCK_TAGS = ['latest', 'earliest', 'pending', 'safe', 'finalized'] as const;

const PATTERNS = {
  address: /^0x[0-9a-fA-F]{40}$/,
  hash: /^0x[0-9a-fA-F]{64}$/,
  quantity: /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/,
  data: /^0x([0-9a-fA-F]{2})*$/,
};

const EXPECTED = {
  address: 'an address: 0x and 40 hex digits',
  hash: 'a 32-byte hash: 0x and 64 hex digits',
  quantity: 'a hex quantity without leading zeros, such as 0x1a',
  data: 'hex bytes: 0x and an even number of hex digits',
};

export function describeSchema(schema: ValueSchema): string {
  switch (schema.type) {
    case 'address':
    case 'hash':
    case 'quantity':
    case 'data':
      return EXPECTED[schema.type];
    case 'block':
      return `a block number as a hex quantity, or one of ${BLOCK_TAGS.join(', ')}`;
    case 'object':
      return 'an object';
    case 'array':
      return `a list of ${describeSchema(schema.items)}`;
    case 'nullable':
      return `null or ${describeSchema(schema.of)}`;
    case 'either':
      return schema.options.map(describeSchema).join(', or ');
    default:
      return `a ${schema.type}`;
  }
}

/** The problems of `value` against `schema`, each prefixed with `path`. */
export function validateValue(value: unknown, schema: ValueSchema, path: string): string[] {
  const wrong = [`${path}: expected ${describeSchema(schema)}, got ${JSON.stringify(value)}`];
  switch (schema.type) {
    case 'address':
    case 'hash':
    case 'quantity':
    case 'data':
      return typeof value === 'string' && PATTERNS[schema.type].test(value) ? [] : wrong;
    case 'block':
      return typeof value === 'string' && (PATTERNS.quantity.test(value) || (BLOCK_TAGS as readonly string[]).includes(value)) ? [] : wrong;
    case 'boolean':
      return typeof value === 'boolean' ? [] : wrong;
    case 'string':
      return typeof value === 'string' ? [] : wrong;
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? [] : wrong;
    case 'nullable':
      return value === null ? [] : validateValue(value, schema.of, path);
    case 'either':
      return schema.options.some((option) => validateValue(value, option, path).length === 0) ? [] : wrong;
    case 'array':
      return Array.isArray(value) ? value.flatMap((item, index) => validateValue(item, schema.items, `${path}[${index}]`)) : wrong;
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value)
        ? validateFields(value as Record<string, unknown>, schema.fields, path, schema.open ?? false)
        : wrong;
  }
}

function validateFields(value: Record<string, unknown>, fields: readonly Field[], path: string, open: boolean) {
  const problems: string[] = [];
  for (const field of fields) {
    if (value[field.name] === undefined) {
      if (field.required) problems.push(`${path}.${field.name}: required, missing`);
    } else problems.push(...validateValue(value[field.name], field.schema, `${path}.${field.name}`));
  }
  if (!open) {
    const known = new Set(fields.map((field) => field.name));
    for (const name of Object.keys(value)) {
      if (!known.has(name)) problems.push(`${path}.${name}: not a field of this object`);
    }
  }
  return problems;
}

/** The problems of a params array against a method's positional parameters. */
export function validateParams(params: readonly unknown[], method: RpcMethod): string[] {
  const problems: string[] = [];
  if (params.length > method.params.length) {
    problems.push(`${method.name}: takes at most ${method.params.length} parameters, got ${params.length}`);
  }
  method.params.forEach((field, index) => {
    if (index >= params.length) {
      if (field.required) problems.push(`${method.name} ${field.name}: required, missing`);
    } else problems.push(...validateValue(params[index], field.schema, `${method.name} ${field.name}`));
  });
  return problems;
}

/** The problems of a method's example: its params and its result against the schema. */
export function validateExample(method: RpcMethod, params: readonly unknown[]): string[] {
  return [...validateParams(params, method), ...validateValue(method.example.result, method.result.schema, `${method.name} result`)];
}
