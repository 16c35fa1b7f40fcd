/**
 * Rules every showcase entry must keep; each problem names the entry and the rule. Run during the build by
 * src/plugins/showcase-check and by tests/unit/showcase.test.ts.
 */
import type {ShowcaseInput} from './showcase';
import {tags} from './showcaseTags';

export const MAX_DESCRIPTION = 120;

function httpsProblem(url: string): string | undefined {
  try {
    return new URL(url).protocol === 'https:' ? undefined : 'is not https';
  } catch {
    return 'is not a URL';
  }
}

export function validateShowcase(entries: readonly ShowcaseInput[]): string[] {
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const once = (kind: string, value: string, name: string) => {
    const key = `${kind}:${value.toLowerCase().replace(/\/$/, '')}`;
    const owner = seen.get(key);
    if (owner) problems.push(`showcase entry "${name}": ${kind} ${value} is already used by "${owner}"`);
    else seen.set(key, name);
  };
  for (const entry of entries) {
    const where = `showcase entry "${entry.name}"`;
    once('name', entry.name, entry.name);
    once('website', entry.website, entry.name);
    if (entry.source) once('source', entry.source, entry.name);
    for (const [field, url] of [
      ['website', entry.website],
      ['source', entry.source],
    ] as const) {
      const problem = url && httpsProblem(url);
      if (problem) problems.push(`${where}: ${field} ${url} ${problem}`);
    }
    if (entry.description.length > MAX_DESCRIPTION) {
      problems.push(`${where}: description is ${entry.description.length} characters; at most ${MAX_DESCRIPTION}`);
    }
    if (entry.tags.length === 0) problems.push(`${where}: needs at least one tag`);
    for (const tag of entry.tags) {
      if (!Object.hasOwn(tags, tag)) {
        problems.push(`${where}: unknown tag "${tag}"; use one of ${Object.keys(tags).join(', ')}`);
      }
    }
  }
  return problems;
}
