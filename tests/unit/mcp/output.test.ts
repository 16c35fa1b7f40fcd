// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {cutPoint, decodeCursor, encodeCursor, InputError, validate} from '../../../mcp/output.mjs';
import type {ToolSchema} from '../../../mcp/output.mjs';

const schema: ToolSchema = {
  type: 'object',
  properties: {
    query: {type: 'string', description: 'What to look for.', minLength: 1, maxLength: 20},
    version: {type: 'string', description: 'Which docs.', enum: ['current', 'l1']},
    limit: {type: 'integer', description: 'How many.', minimum: 1, maximum: 10},
  },
  required: ['query'],
  additionalProperties: false,
};

describe('validate', () => {
  it('returns the arguments trimmed, and numbers given as digits as numbers', () => {
    expect(validate('t', schema, {query: ' unlock CELO ', limit: '3'})).toEqual({query: 'unlock CELO', limit: 3});
  });

  it.each([
    [{}, 't needs "query". What to look for.'],
    [{query: '  '}, 't: "query" is empty. What to look for.'],
    [{query: 'x'.repeat(21)}, 't: "query" is 21 characters long; the limit is 20.'],
    [{query: 1}, 't: "query" must be a string, not number.'],
    [{query: 'x', version: 'v2'}, 't: "version" is "v2"; use one of "current", "l1".'],
    [{query: 'x', limit: 11}, 't: "limit" is 11; it must be from 1 to 10.'],
    [{query: 'x', limit: 2.5}, 't: "limit" must be a whole number.'],
    [{query: 'x', page: 2}, 't has no argument "page"; its arguments are query, version, limit.'],
    [[], 't takes an object of arguments.'],
  ])('refuses %j, saying why', (args, message) => {
    expect(() => validate('t', schema, args)).toThrow(new InputError(message));
  });
});

describe('cursors', () => {
  it('come back as the offset they were made with, for the same tool and answer only', () => {
    const cursor = encodeCursor('read_page', '/network#', 2000);
    expect(decodeCursor('read_page', '/network#', cursor)).toBe(2000);
    expect(decodeCursor('read_page', '/network#', undefined)).toBe(0);
    expect(() => decodeCursor('read_page', '/cli#', cursor)).toThrow(/continues read_page\("\/network#"\)/);
    expect(() => decodeCursor('search_docs', '/network#', cursor)).toThrow(InputError);
    expect(() => decodeCursor('read_page', '/network#', 'not-a-cursor')).toThrow(/is not one this server gave/);
  });
});

describe('cutPoint', () => {
  const table = ['| a | b |', '| - | - |', ...Array.from({length: 20}, (_, i) => `| ${i} | ${'x'.repeat(20)} |`)].join(
    '\n',
  );
  const text = `# Title\n\nIntro paragraph.\n\n${table}\n\nAfter the table.\n`;

  it('cuts at a blank line, so a table is never split across two parts', () => {
    const cut = cutPoint(text, 0, text.indexOf('| 10 |'));
    expect(text.slice(0, cut)).toBe('# Title\n\nIntro paragraph.\n\n');
    const parts: string[] = [];
    for (let start = 0; start < text.length;) {
      const end = cutPoint(text, start, 200);
      parts.push(text.slice(start, end));
      start = end;
    }
    expect(parts.join('')).toBe(text);
  });

  it('never cuts inside a code block when a blank line outside one is in reach', () => {
    const code = `Before.\n\n\`\`\`js\n${Array.from({length: 10}, (_, i) => `const a${i} = ${i};\n`).join('\n')}\`\`\`\n\nAfter.\n`;
    const cut = cutPoint(code, 0, code.indexOf('const a8'));
    expect(code.slice(0, cut)).toBe('Before.\n\n');
  });

  it('takes the rest whole when it fits', () => {
    expect(cutPoint(text, 5, 10_000)).toBe(text.length);
  });
});
