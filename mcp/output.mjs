// @ts-check
/**
 * What every tool shares: checking its arguments against its own input schema with messages a model can act on,
 * the opaque "more" cursor, and cutting a long answer into parts under a size cap.
 */

/** A wrong argument or an unknown page: reported to the model as a tool error it can correct. */
export class InputError extends Error {
  /** @param {string} message */
  constructor(message) {
    super(message);
    this.name = 'InputError';
  }
}

/**
 * @typedef {object} PropertySchema
 * @property {'string' | 'integer'} type
 * @property {string} description
 * @property {readonly string[]} [enum]
 * @property {number} [minimum]
 * @property {number} [maximum]
 * @property {number} [minLength]
 * @property {number} [maxLength]
 * @property {string | number} [default]
 */

/**
 * @typedef {object} ToolSchema
 * @property {'object'} type
 * @property {Record<string, PropertySchema>} properties
 * @property {readonly string[]} [required]
 * @property {false} additionalProperties
 */

/**
 * Checks `args` against the tool's input schema: the checks the schema announces, with the reason named.
 * @param {string} tool
 * @param {ToolSchema} schema
 * @param {unknown} args
 * @returns {Record<string, string | number | undefined>}
 */
export function validate(tool, schema, args) {
  const given = args ?? {};
  if (typeof given !== 'object' || Array.isArray(given)) throw new InputError(`${tool} takes an object of arguments.`);
  const names = Object.keys(schema.properties);
  /** @type {Record<string, string | number | undefined>} */
  const valid = {};
  for (const [name, value] of Object.entries(given)) {
    if (!Object.hasOwn(schema.properties, name)) {
      throw new InputError(`${tool} has no argument "${name}"; its arguments are ${names.join(', ')}.`);
    }
    if (value === undefined || value === null) continue;
    const spec = schema.properties[name];
    if (spec.type === 'string') {
      if (typeof value !== 'string') throw new InputError(`${tool}: "${name}" must be a string, not ${typeof value}.`);
      const text = value.trim();
      if (spec.minLength !== undefined && text.length < spec.minLength) {
        throw new InputError(`${tool}: "${name}" is empty. ${spec.description}`);
      }
      if (spec.maxLength !== undefined && text.length > spec.maxLength) {
        throw new InputError(`${tool}: "${name}" is ${text.length} characters long; the limit is ${spec.maxLength}.`);
      }
      if (spec.enum && !spec.enum.includes(text)) {
        throw new InputError(
          `${tool}: "${name}" is "${text}"; use one of ${spec.enum.map((v) => `"${v}"`).join(', ')}.`,
        );
      }
      valid[name] = text;
    } else {
      const number = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : value;
      if (typeof number !== 'number' || !Number.isInteger(number)) {
        throw new InputError(`${tool}: "${name}" must be a whole number.`);
      }
      if (
        (spec.minimum !== undefined && number < spec.minimum) ||
        (spec.maximum !== undefined && number > spec.maximum)
      ) {
        throw new InputError(`${tool}: "${name}" is ${number}; it must be from ${spec.minimum} to ${spec.maximum}.`);
      }
      valid[name] = number;
    }
  }
  for (const name of schema.required ?? []) {
    if (valid[name] === undefined) {
      throw new InputError(`${tool} needs "${name}". ${schema.properties[name].description}`);
    }
  }
  return valid;
}

/**
 * The cursor of the next part of an answer: opaque to the model, it holds which answer and where it resumes.
 * @param {string} tool
 * @param {string} key what the answer is of: a query, a page, a network
 * @param {number} offset
 */
export function encodeCursor(tool, key, offset) {
  return Buffer.from(JSON.stringify([tool, key, offset])).toString('base64url');
}

/**
 * The offset a cursor resumes at; 0 without one. A cursor of another tool or another answer is refused.
 * @param {string} tool
 * @param {string} key
 * @param {string | number | undefined} cursor
 * @returns {number}
 */
export function decodeCursor(tool, key, cursor) {
  if (cursor === undefined || cursor === '') return 0;
  let parsed;
  try {
    parsed = JSON.parse(Buffer.from(String(cursor), 'base64url').toString('utf8'));
  } catch {
    parsed = undefined;
  }
  if (!Array.isArray(parsed) || parsed.length !== 3 || !Number.isInteger(parsed[2]) || parsed[2] < 0) {
    throw new InputError(
      `${tool}: the cursor "${cursor}" is not one this server gave; leave it out to start from the beginning.`,
    );
  }
  const [cursorTool, cursorKey, offset] = parsed;
  if (cursorTool !== tool || cursorKey !== key) {
    throw new InputError(
      `${tool}: this cursor continues ${cursorTool}(${JSON.stringify(cursorKey)}), not this call; pass the same arguments as the call that gave it, or leave it out.`,
    );
  }
  return offset;
}

/**
 * Where to cut `text` at or before `limit` characters from `start`: at a blank line outside a code block, so
 * paragraphs, lists and tables stay whole, else at a line end outside a code block and a table; only a block longer
 * than the cap is split.
 * @param {string} text
 * @param {number} start
 * @param {number} limit
 * @returns {number} the offset of the next part, `text.length` when the rest fits
 */
export function cutPoint(text, start, limit) {
  if (text.length - start <= limit) return text.length;
  const end = start + limit;
  const isRow = (/** @type {string} */ line) => /^\s*\|/.test(line);
  let inFence = false;
  let bestBlank = -1;
  let bestLine = -1;
  let lineStart = start;
  while (lineStart < end) {
    const newline = text.indexOf('\n', lineStart);
    const lineEnd = newline === -1 ? text.length : newline;
    if (lineEnd + 1 > end) break;
    const line = text.slice(lineStart, lineEnd);
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    const nextEnd = text.indexOf('\n', lineEnd + 1);
    const next = text.slice(lineEnd + 1, nextEnd === -1 ? text.length : nextEnd);
    if (!inFence && !(isRow(line) && isRow(next))) {
      bestLine = lineEnd + 1;
      if (line.trim() === '') bestBlank = lineEnd + 1;
    }
    lineStart = lineEnd + 1;
  }
  if (bestBlank > start + limit / 4) return bestBlank;
  if (bestLine > start) return bestLine;
  return end;
}

/**
 * @param {string} text
 * @returns {{content: {type: 'text', text: string}[]}}
 */
export const textResult = (text) => ({content: [{type: 'text', text}]});

/**
 * @param {string} text
 * @returns {{content: {type: 'text', text: string}[], isError: true}}
 */
export const errorResult = (text) => ({content: [{type: 'text', text}], isError: true});
