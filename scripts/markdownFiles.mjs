// The Markdown and MDX files under a folder, or the file itself, sorted: what the content checks read.
import fs from 'node:fs';
import path from 'node:path';

export function listMarkdown(target) {
  const stat = fs.statSync(target);
  if (stat.isFile()) return /\.mdx?$/.test(target) ? [target] : [];
  return fs
    .readdirSync(target, {withFileTypes: true})
    .flatMap((entry) => listMarkdown(path.join(target, entry.name)))
    .sort();
}
