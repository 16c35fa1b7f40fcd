/**
 * The page an unknown address most likely meant, from the address map's history: every old address and every page is
 * a candidate, scored by how much its last segment (the slug) and its whole path share with the address, as
 * character trigrams, so a typo or a reworded slug still finds its page.
 */
import type {AddressMap} from '@site/src/plugins/legacy-redirects/addressLookup.mjs';

export interface HistoryMatch {
  /** The page to offer. */
  page: string;
  /** The old address whose slug matched, or undefined when the page's own address matched best. */
  usedToLiveAt?: string;
  score: number;
}

/** Below this, a match says more about chance than about the address. */
export const MIN_SCORE = 1.5;

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/\.html?$|\/index$/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

function trigrams(text: string): Set<string> {
  const padded = ` ${normalize(text)} `;
  const grams = new Set<string>();
  for (let index = 0; index + 3 <= padded.length; index += 1) grams.add(padded.slice(index, index + 3));
  return grams;
}

/** Dice coefficient of two trigram sets: 1 for the same text, 0 for nothing in common. */
function dice(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared += 1;
  return (2 * shared) / (a.size + b.size);
}

const lastSegment = (path: string) => path.replace(/\/+$/, '').split('/').pop() ?? '';

/** The best candidate for `pathname`, or undefined when none scores MIN_SCORE (slug counts twice, path once). */
export function bestHistoryMatch(map: AddressMap, pathname: string): HistoryMatch | undefined {
  const slug = trigrams(lastSegment(pathname));
  const whole = trigrams(pathname);
  let best: HistoryMatch | undefined;
  const consider = (candidate: string, page: string, usedToLiveAt?: string) => {
    const score = 2 * dice(slug, trigrams(lastSegment(candidate))) + dice(whole, trigrams(candidate));
    if (score >= MIN_SCORE && (best === undefined || score > best.score)) best = {page, usedToLiveAt, score};
  };
  for (const [address, page] of Object.entries(map.exact)) {
    consider(address, page, address === page.toLowerCase() ? undefined : address);
  }
  return best;
}
