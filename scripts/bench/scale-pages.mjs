/**
 * Synthetic doc pages for the scale run: about 400 words each under four H2s, linked to their neighbours, grouped
 * into parts that each get a sidebar of categories. Deterministic, so every run builds the same pages.
 */
import path from 'node:path';

export const SCALE_FOLDER = 'bench-scale';
const PARTS = 10;
const PAGES_PER_CATEGORY = 20;

const WORDS = (
  'account address balance block bridge chain client contract currency data delegate deploy election epoch event ' +
  'fee fork gas governance hash index key layer ledger light local market mainnet message network node oracle ' +
  'payment peer phone proof proposal protocol provider reward rollup sequencer signer stable stake state storage ' +
  'testnet token transaction transfer upgrade validator value vote wallet wei withdraw yield the a of to and in ' +
  'with for on by from each every when after before while then also only never always usually first last new ' +
  'old small large fast slow safe public private open shared current next previous same other your this that ' +
  'builds runs sends reads writes checks signs pays holds moves keeps starts stops returns confirms settles'
).split(' ');

const SECTION_TITLES = ['How it works', 'Before you start', 'Step by step', 'Limits and trade-offs'];

/** A small seeded generator (mulberry32), so page `n` always reads the same. */
function randomFrom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

function sentence(random) {
  const length = 8 + Math.floor(random() * 8);
  const words = Array.from({length}, () => WORDS[Math.floor(random() * WORDS.length)]);
  const text = words.join(' ');
  return `${text[0].toUpperCase()}${text.slice(1)}.`;
}

function paragraph(random, sentences) {
  return Array.from({length: sentences}, () => sentence(random)).join(' ');
}

const pad = (number, width) => String(number).padStart(width, '0');

/** Doc id (path under docs/ without extension) of page `index` (0-based) of `count`. */
function pageId(index, count) {
  const part = index % PARTS;
  return `${SCALE_FOLDER}/part-${pad(part + 1, 2)}/page-${pad(Math.floor(index / PARTS) + 1, String(count).length)}`;
}

function pageMarkdown(index, count) {
  const random = randomFrom(index + 1);
  const number = pad(index + 1, String(count).length);
  // Links to the Markdown files, relative, so the pages work under any route base (the stock site's is /docs).
  const link = (target, text) =>
    `[${text}](${path.posix.relative(path.posix.dirname(pageId(index, count)), pageId((target + count) % count, count))}.md)`;
  const sections = SECTION_TITLES.map((title, section) => {
    const body = [paragraph(random, 4), paragraph(random, 3)];
    if (section === 1) {
      body.push(
        [
          `- Read ${link(index - 1, 'the previous synthetic page')} first.`,
          `- Compare with ${link(index + PARTS + 1, 'a page in another part')}.`,
          `- Continue with ${link(index + 1, 'the next synthetic page')}.`,
        ].join('\n'),
      );
    }
    return [`## ${title}`, ...body].join('\n\n');
  });
  return [
    '---',
    `title: Synthetic page ${number}`,
    `description: Generated page ${number} of ${count} for the benchmark's scale run.`,
    `sidebar_label: Page ${number}`,
    '---',
    '',
    paragraph(random, 3),
    '',
    sections.join('\n\n'),
    '',
  ].join('\n');
}

/**
 * `count` pages as `{id, markdown}` and the sidebars that list them (one per part, in categories).
 * @param {number} count
 */
export function scalePages(count) {
  const pages = Array.from({length: count}, (_, index) => ({
    id: pageId(index, count),
    markdown: pageMarkdown(index, count),
  }));
  /** @type {Record<string, {type: 'category', label: string, items: string[]}[]>} */
  const sidebars = {};
  for (let part = 0; part < PARTS; part++) {
    const ids = pages.map((page) => page.id).filter((id) => id.startsWith(`${SCALE_FOLDER}/part-${pad(part + 1, 2)}/`));
    const categories = [];
    for (let start = 0; start < ids.length; start += PAGES_PER_CATEGORY) {
      categories.push({
        type: 'category',
        label: `Topic ${categories.length + 1}`,
        items: ids.slice(start, start + PAGES_PER_CATEGORY),
      });
    }
    sidebars[`benchScalePart${pad(part + 1, 2)}`] = categories;
  }
  return {pages, sidebars};
}
