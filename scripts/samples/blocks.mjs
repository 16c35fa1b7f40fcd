// The fenced code blocks of a Markdown page, with where they stand: what every sample check starts from.
import fs from 'node:fs';

/** `title="src/App.tsx" check="no: needs a Ledger"` → {title: 'src/App.tsx', check: 'no: needs a Ledger'}. */
export function parseMeta(meta) {
  const fields = {};
  for (const [, key, quoted, bare] of meta.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|(\S+)))?/g)) {
    fields[key] = quoted ?? bare ?? true;
  }
  return fields;
}

/**
 * Every fenced block of a page: its language, meta fields, text (dedented by its fence's indent, as in a list item)
 * and the line of the file its first line of code stands on.
 */
export function codeBlocks(source) {
  const blocks = [];
  let open = null;
  source.split('\n').forEach((line, index) => {
    if (!open) {
      const fence = /^(\s*)(`{3,}|~{3,})([\w+-]*)\s*(.*)$/.exec(line);
      if (fence)
        open = {indent: fence[1].length, fence: fence[2], lang: fence[3], meta: fence[4], start: index + 2, lines: []};
      return;
    }
    const close = new RegExp(`^\\s*${open.fence[0]}{${open.fence.length},}\\s*$`);
    if (close.test(line)) {
      blocks.push({
        lang: open.lang.toLowerCase(),
        meta: parseMeta(open.meta),
        rawMeta: open.meta,
        line: open.start,
        code: open.lines.join('\n'),
      });
      open = null;
      return;
    }
    open.lines.push(line.slice(Math.min(open.indent, /^\s*/.exec(line)[0].length)));
  });
  return blocks;
}

export function readBlocks(file) {
  return codeBlocks(fs.readFileSync(file, 'utf8'));
}

/** A block's exemption, when its meta says `check="no: <reason>"`; a bare "no" is not enough. */
export function exemption(block) {
  const check = block.meta.check;
  if (typeof check !== 'string' || !/^no\b/.test(check)) return null;
  const reason = check.replace(/^no:?\s*/, '');
  return reason ? reason : '';
}
