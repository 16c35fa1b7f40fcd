/** Writes the Markdown twin of each doc next to its built page and returns the twins by permalink. */
import fs from 'node:fs/promises';
import path from 'node:path';
import {readBuiltPage} from '../builtPages';
import {htmlToMarkdown} from './htmlToMarkdown';
import {twinPath} from './twinPath';

export interface TwinSource {
  permalink: string;
  /** The source file, as `@site/docs/…`, for error messages. */
  source: string;
}

export async function writeTwins(
  outDir: string,
  docs: readonly TwinSource[],
  siteUrl: string,
): Promise<Map<string, string>> {
  const twins = new Map<string, string>();
  const docRoutes = new Set(docs.map((doc) => doc.permalink));
  for (const doc of docs) {
    const html = await readBuiltPage(outDir, doc.permalink);
    const markdown = html && htmlToMarkdown(html, siteUrl, docRoutes);
    if (!markdown) throw new Error(`llms-txt: no built doc body for ${doc.permalink}; is the page a doc?`);
    const unparsed = /^:::.*$/m.exec(markdown);
    if (unparsed) {
      throw new Error(
        `llms-txt: ${doc.source} renders "${unparsed[0]}" as text; write the admonition as :::type or :::type[Title] with blank lines around it.`,
      );
    }
    const file = path.join(outDir, twinPath(doc.permalink));
    await fs.mkdir(path.dirname(file), {recursive: true});
    await fs.writeFile(file, markdown);
    twins.set(doc.permalink, markdown);
  }
  return twins;
}
