#!/usr/bin/env node
// Checks doc sources before the build: front matter, depth, headings, fences, internal links and MDX syntax.
// Usage: node scripts/check-docs.mjs [paths…]   (default: docs, versioned_docs, tutorials and blog)
// Every problem is printed as `file:line  rule  message`; the exit code is 1 when there is any.
import fs from 'node:fs';
import path from 'node:path';
import {compile} from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkMath from 'remark-math';
import {listMarkdown} from './markdownFiles.mjs';
import {checkContractInterfaces} from './content-rules/contractInterfaces.mjs';
import {checkExposedPorts} from './content-rules/exposedPorts.mjs';
import {checkRetiredClients} from './content-rules/retiredClients.mjs';
import {checkSelfLinks} from './content-rules/selfLinks.mjs';
import {checkUpgradeDates} from './content-rules/upgradeDates.mjs';
import {
  DEFAULT_PARSE_FRONT_MATTER,
  createSlugger,
  escapeMarkdownHeadingIds,
  loadFreshModule,
  parseMarkdownHeadingId,
} from '@docusaurus/utils';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const MIN_WORDS = 300;
const MAX_DESCRIPTION = 160;
const DOC_KEYS = [
  'title',
  'description',
  'sidebar_label',
  'slug',
  'keywords',
  'image',
  'hide_table_of_contents',
  'toc_max_heading_level',
  'pagination_next',
  'pagination_prev',
];
/** Front matter allowed and required per content folder. */
const RULES = {
  docs: {allowed: new Set(DOC_KEYS), required: ['title', 'description', 'sidebar_label']},
  tutorials: {allowed: new Set([...DOC_KEYS, 'tags']), required: ['title', 'description', 'sidebar_label', 'tags']},
  blog: {
    allowed: new Set(['title', 'description', 'slug', 'authors', 'tags', 'date', 'image', 'keywords']),
    required: ['title', 'description', 'authors', 'tags'],
  },
};

function rulesFor(file) {
  const top = path.relative(root, file).split(path.sep)[0];
  return RULES[top] ?? RULES.docs;
}
/**
 * The pages whose samples may not write out a network value: a sample there writes a placeholder
 * (src/plugins/network-samples) for any chain id, RPC URL or address the data modules hold, either one that follows
 * the reader's network switch (`{{network.rpcUrl}}`) or one that names its network (`{{mainnet.rpcUrl}}`).
 */
const NETWORK_GUIDES = ['docs/', 'tutorials/'];
/** Reference pages that list network values on purpose; the L1 archive in versioned_docs is not checked either. */
const NAMED_VALUE_PAGES = ['docs/contract-addresses.md', 'docs/token-addresses.md', 'docs/network/'];
const {coveredValues} = await loadFreshModule(path.join(root, 'src/plugins/network-samples/placeholders.ts'));
const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const COVERED = coveredValues().map(({value, placeholder}) => ({
  value,
  placeholder,
  pattern: new RegExp(`(?<![\\w.])${escapeRegExp(value)}(?![\\w.-])`, 'i'),
}));

/** Matched on the end of the path, so a copy of the content folders elsewhere (as in the unit test) is checked too. */
function isNetworkGuide(file) {
  const absolute = path.resolve(file).split(path.sep).join('/');
  const matches = (page) => (page.endsWith('/') ? absolute.includes(`/${page}`) : absolute.endsWith(`/${page}`));
  return NETWORK_GUIDES.some(matches) && !NAMED_VALUE_PAGES.some(matches);
}

/** The placeholder for one named network: `network.chainId` → `mainnet.chainId`, `token.X.address` → `mainnet.token.X.address`. */
const pinned = (placeholder) => `<mainnet|celo-sepolia>.${placeholder.replace(/^network\./, '')}`;

/** Reports each sample line of a network guide that hard-codes what a placeholder covers. */
function checkHardCodedNetwork(file, body, fenced, offset) {
  body.split('\n').forEach((line, index) => {
    if (!fenced.has(index)) return;
    for (const {value, placeholder, pattern} of COVERED) {
      if (pattern.test(line)) {
        report(
          file,
          index + offset + 1,
          'network',
          `the sample hard-codes ${value}; write {{${placeholder}}} to follow the network switch, or {{${pinned(placeholder)}}} for one network`,
        );
      }
    }
  });
}

/** The rules for facts that a rule can find: each one's file says what it looks for and why. */
const PAGE_RULES = [checkContractInterfaces, checkExposedPorts, checkRetiredClients, checkSelfLinks];

/** Routes that plugins generate and the route list does not name. */
const GENERATED_PREFIXES = ['/l1/', '/blog', '/tutorials', '/showcase', '/search', '/img/'];

const problems = [];
const report = (file, line, rule, message) =>
  problems.push(`${path.relative(root, file)}:${line}  ${rule}  ${message}`);

function readRoutes() {
  return new Set(
    fs
      .readFileSync(path.join(root, 'tests/routes.txt'), 'utf8')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim().split(/\s+/)[0])
      .filter(Boolean),
  );
}

/** The route a doc file is served at: docs/a/b.md → /a/b, docs/a/index.md → /a. */
function routeOf(file) {
  const relative = path.relative(path.join(root, 'docs'), file).replace(/\.mdx?$/, '');
  return '/' + relative.replace(/(^|\/)index$/, '').replace(/\/$/, '');
}

/**
 * Splits a body into lines with fenced code blanked out, so that prose checks do not look inside samples
 * (line numbers stay), and lists the index of every line that opens a fence without naming a language and of
 * every line inside a fence.
 */
function splitFences(body) {
  let fence = null;
  const unnamed = [];
  const fenced = new Set();
  const lines = body.split('\n').map((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})(.*)$/.exec(line);
    if (marker && fence === null) {
      fence = marker[1];
      if (!marker[2].trim()) unnamed.push(index);
      return '';
    }
    if (fence !== null) {
      if (marker && marker[1].startsWith(fence) && !marker[2].trim()) fence = null;
      else fenced.add(index);
      return '';
    }
    return line;
  });
  return {lines, unnamed, fenced};
}

function headingIds(lines) {
  const slugger = createSlugger();
  const ids = new Set();
  for (const line of lines) {
    const match = /^(#{2,6})\s+(.*)$/.exec(line);
    if (!match) continue;
    const {text, id} = parseMarkdownHeadingId(match[2]);
    ids.add(id ?? slugger.slug(text.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replace(/`/g, '')));
  }
  return ids;
}

function countWords(lines) {
  const prose = lines
    .join('\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^:::.*$/gm, ' ');
  return prose.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

async function checkFile(file, context) {
  const source = fs.readFileSync(file, 'utf8');
  let frontMatter;
  let body;
  try {
    ({frontMatter, content: body} = await DEFAULT_PARSE_FRONT_MATTER({
      filePath: file,
      fileContent: source,
    }));
  } catch (error) {
    report(file, 1, 'front-matter', `cannot parse the YAML front matter: ${error.message}`);
    return;
  }
  const offset = source.slice(0, source.length - body.length).split('\n').length - 1;
  const {allowed, required} = rulesFor(file);
  for (const key of required) {
    if (!frontMatter[key]) report(file, 1, 'front-matter', `\`${key}\` is required`);
  }
  for (const key of Object.keys(frontMatter)) {
    if (!allowed.has(key))
      report(file, 1, 'front-matter', `unknown key \`${key}\`; allowed: ${[...allowed].join(', ')}`);
  }
  const description = String(frontMatter.description ?? '');
  if (description.length > MAX_DESCRIPTION) {
    report(file, 1, 'description', `is ${description.length} characters; keep it under ${MAX_DESCRIPTION}`);
  }
  if (description) {
    const earlier = context.descriptions.get(description);
    if (earlier) report(file, 1, 'description', `is the same as in ${path.relative(root, earlier)}; make it unique`);
    else context.descriptions.set(description, file);
  }

  const {lines, unnamed, fenced} = splitFences(body);
  if (isNetworkGuide(file)) checkHardCodedNetwork(file, body, fenced, offset);
  const page = {
    relative: path.relative(root, file),
    lines,
    body,
    fenced,
    offsetLine: 0,
    report: (index, rule, message) => report(file, index + offset + 1, rule, message),
  };
  for (const rule of PAGE_RULES) rule(page);
  for (const index of unnamed) {
    report(file, index + offset + 1, 'fence', 'a code fence must name its language (```ts, ```bash, ```text …)');
  }
  lines.forEach((line, index) => {
    const lineNumber = index + offset + 1;
    if (/^#\s/.test(line)) report(file, lineNumber, 'heading', 'no H1 in the body: the front matter `title` is the H1');
    if (/<!--/.test(line)) report(file, lineNumber, 'mdx', 'HTML comments break MDX; use {/* … */}');
    if (
      /<(NetworkTable|AddressTable|CliReference|UpgradeSchedule|UpgradeTimeline)\b/.test(line) &&
      !/^\s*<(NetworkTable|AddressTable|CliReference|UpgradeSchedule|UpgradeTimeline)\b[^>]*\/>\s*$/.test(line)
    ) {
      report(file, lineNumber, 'mdx', 'a table component must stand on a line of its own, not inside a sentence');
    }
    for (const link of line.matchAll(/\]\((\/[^)\s]*)\)/g)) {
      context.links.push({file, line: lineNumber, target: link[1]});
    }
  });
  if (!lines.some((line) => /^##\s/.test(line))) report(file, offset + 1, 'heading', 'needs at least one H2 section');
  const words = countWords(lines);
  if (words < MIN_WORDS)
    report(file, offset + 1, 'depth', `has ${words} words of prose; at least ${MIN_WORDS} are needed`);
  context.anchors.set(routeOf(file), headingIds(lines));

  try {
    await compile(escapeMarkdownHeadingIds(body), {remarkPlugins: [remarkGfm, remarkDirective, remarkMath]});
  } catch (error) {
    const line = (error.line ?? error.place?.line ?? error.position?.start?.line ?? 1) + offset;
    report(file, line, 'mdx', `does not compile: ${error.reason ?? error.message}`);
  }
}

function checkLinks(context, routes) {
  for (const {file, line, target} of context.links) {
    const [pathname, hash] = target.split('#');
    const route = pathname.replace(/\/$/, '') || '/';
    if (GENERATED_PREFIXES.some((prefix) => route.startsWith(prefix))) continue;
    if (!routes.has(route)) {
      report(file, line, 'link', `${target} is not a route of the site (see tests/routes.txt)`);
      continue;
    }
    const anchors = context.anchors.get(route) ?? context.allAnchors.get(route);
    if (hash && anchors && !anchors.has(hash)) {
      report(file, line, 'anchor', `${target}: ${route} has no heading with the id \`${hash}\``);
    }
  }
}

async function main() {
  const targets = process.argv.slice(2);
  const defaults = ['docs', 'versioned_docs', 'tutorials', 'blog'].filter((dir) => fs.existsSync(path.join(root, dir)));
  const files = (targets.length ? targets : defaults).flatMap((target) => listMarkdown(path.resolve(target)));
  const context = {descriptions: new Map(), anchors: new Map(), allAnchors: new Map(), links: []};
  // Descriptions and anchors must be unique and known across all docs, not only the files checked.
  const checked = new Set(files);
  for (const file of listMarkdown(path.join(root, 'docs'))) {
    if (checked.has(file)) continue;
    const source = fs.readFileSync(file, 'utf8');
    // A file outside the checked set whose front matter does not parse is reported when it is checked itself.
    const parsed = await DEFAULT_PARSE_FRONT_MATTER({filePath: file, fileContent: source}).catch(() => undefined);
    if (!parsed) continue;
    if (parsed.frontMatter.description) context.descriptions.set(String(parsed.frontMatter.description), file);
    context.allAnchors.set(routeOf(file), headingIds(splitFences(parsed.content).lines));
  }
  for (const file of files) await checkFile(file, context);
  checkLinks(context, readRoutes());
  if (!targets.length) await checkUpgradeDates((dataFile, message) => report(dataFile, 1, 'upgrade-date', message));
  for (const problem of problems) console.log(problem);
  console.log(`check-docs: ${files.length} files, ${problems.length} problems`);
  process.exitCode = problems.length ? 1 : 0;
}

await main();
