/**
 * The Try-it form's fields, built from a method's parameters, and the parsing of what the reader typed into the
 * params of a request. Every problem is found here, before anything is sent, with a message that says what to write.
 */
import {BLOCK_TAGS, describeSchema, validateValue} from './validate';
import type {Field, RpcMethod, ValueSchema} from './types';

export interface FormField {
  /** Unique within the form: `address`, or `call.to` for a field of an object parameter. */
  id: string;
  label: string;
  description: string;
  schema: ValueSchema;
  required: boolean;
  /** The positional parameter it belongs to. */
  param: number;
  /** The field of that parameter, when the parameter is an object. */
  key?: string;
}

export type FormValues = Record<string, string>;

export type ParsedForm = {ok: true; params: unknown[]} | {ok: false; errors: Record<string, string>};

function objectFields(param: Field): readonly Field[] | null {
  return param.schema.type === 'object' ? param.schema.fields : null;
}

export function formFields(method: RpcMethod): FormField[] {
  return method.params.flatMap((param, index) => {
    const fields = objectFields(param);
    if (!fields) {
      return [{id: param.name, label: param.name, description: param.description, schema: param.schema, required: param.required, param: index}];
    }
    return fields.map((field) => ({
      id: `${param.name}.${field.name}`,
      label: `${param.name}.${field.name}`,
      description: field.description,
      schema: field.schema,
      required: param.required && field.required,
      param: index,
      key: field.name,
    }));
  });
}

const toHex = (value: bigint) => `0x${value.toString(16)}`;

/** A whole number written in decimal or 0x hex, as a hex quantity; null when it is neither. */
function quantity(text: string): string | null {
  if (/^\d+$/.test(text)) return toHex(BigInt(text));
  if (/^0x[0-9a-fA-F]+$/.test(text)) return toHex(BigInt(text));
  return null;
}

class InputError extends Error {}

function fail(message: string): never {
  throw new InputError(message);
}

/** What the reader typed, as the JSON value the schema wants; throws an InputError that says what to write. */
function parseInput(text: string, schema: ValueSchema): unknown {
  const expected = () => fail(`Enter ${describeSchema(schema)}.`);
  switch (schema.type) {
    case 'quantity':
      return quantity(text) ?? fail('Enter a whole number, in decimal (100) or hex (0x64).');
    case 'block':
      if ((BLOCK_TAGS as readonly string[]).includes(text)) return text;
      return quantity(text) ?? fail(`Enter a block number (decimal or 0x hex) or one of ${BLOCK_TAGS.join(', ')}.`);
    case 'boolean':
      if (text === 'true' || text === 'false') return text === 'true';
      return expected();
    case 'number': {
      const value = Number(text);
      if (text === '' || !Number.isFinite(value)) return expected();
      return value;
    }
    case 'nullable':
      return text === 'null' ? null : parseInput(text, schema.of);
    case 'array':
      return text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean)
        .map((item) => parseInput(item, schema.items));
    default: {
      if (validateValue(text, schema, 'value').length > 0) return expected();
      return text;
    }
  }
}

export function parseForm(method: RpcMethod, values: FormValues): ParsedForm {
  const errors: Record<string, string> = {};
  const params: unknown[] = method.params.map(() => undefined);
  for (const field of formFields(method)) {
    const text = (values[field.id] ?? '').trim();
    if (text === '') {
      if (field.required) errors[field.id] = `${field.label} is required: ${field.description}`;
      continue;
    }
    try {
      const value = parseInput(text, field.schema);
      if (field.key === undefined) params[field.param] = value;
      else params[field.param] = {...(params[field.param] as object | undefined), [field.key]: value};
    } catch (error) {
      if (!(error instanceof InputError)) throw error;
      errors[field.id] = `${field.label}: ${error.message}`;
    }
  }
  // Positional: an optional parameter may be left out only when every later one is left out too.
  let last = params.length - 1;
  while (last >= 0 && params[last] === undefined) last -= 1;
  method.params.slice(0, last + 1).forEach((param, index) => {
    if (params[index] !== undefined) return;
    if (objectFields(param)) params[index] = {};
    else errors[param.name] ??= `${param.name}: fill it in too, since a later parameter is set.`;
  });
  if (Object.keys(errors).length > 0) return {ok: false, errors};
  return {ok: true, params: params.slice(0, last + 1)};
}

/** The form's starting values: a method's example, already filled for the reader's network. */
export function formValuesOf(method: RpcMethod, params: readonly unknown[]): FormValues {
  const text = (value: unknown) => (Array.isArray(value) ? value.map(String).join(', ') : String(value));
  const values: FormValues = {};
  for (const field of formFields(method)) {
    const param = params[field.param];
    if (param === undefined) continue;
    const value = field.key === undefined ? param : (param as Record<string, unknown>)[field.key];
    if (value !== undefined) values[field.id] = text(value);
  }
  return values;
}
