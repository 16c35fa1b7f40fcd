// @vitest-environment node
/** The ranking signal that generalises beyond the vocabulary lists: the word as typed outranks its stem's other forms. */
import {describe, expect, it} from 'vitest';
import type {Level, SearchRecord} from '@site/src/plugins/local-search/shared/records';
import {loadEngine} from '../../support/builtIndex';
import type {EngineOptions} from '@site/src/plugins/local-search/client/engine';
import {parseQuery, stemOnlySlots} from '@site/src/plugins/local-search/client/query';
import {indexFiles} from '@site/src/plugins/local-search/build/writeIndex';

function section(page: string, heading: string, content: string, id: number): SearchRecord {
  return {
    objectID: String(id),
    url: `/${page}#${heading.toLowerCase().replace(/\s/g, '-')}`,
    type: 'lvl2' as Level,
    hierarchy: {lvl0: 'Docs', lvl1: `Page ${page}`, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content,
    language: 'en',
    docusaurus_tag: 'docs-default-current',
  };
}

const filler = 'lorem ipsum dolor sit amet consectetur adipiscing elit sed eiusmod tempor incididunt';

async function scores(records: SearchRecord[], query: string, options?: EngineOptions) {
  const {files} = indexFiles(records);
  const {engine} = await loadEngine((sitePath) => files.get(sitePath)!, options);
  return new Map((await engine.search(query)).map(({record, score}) => [record.objectID, score]));
}

describe('the word as typed', () => {
  const terms = (text: string) => new Set(text.split(' '));

  it('counts a word held only in another form of its stem, when the site holds the form typed', () => {
    const parsed = parseQuery('staking rewards');
    // "stake" is the stem of "staking": a section with "stake" but not "staking".
    expect(stemOnlySlots(parsed, terms('stake reward rewards'), terms('staking stake rewards reward'))).toBe(1);
    expect(stemOnlySlots(parsed, terms('staking stake reward rewards'), terms('staking stake rewards reward'))).toBe(0);
    // Nowhere on the site as typed: the stem is the best there is.
    expect(stemOnlySlots(parsed, terms('stake reward rewards'), terms('stake rewards reward'))).toBe(0);
  });

  it('never counts the word still being typed, nor a word the section does not hold at all', () => {
    expect(stemOnlySlots(parseQuery('staking'), new Set(['stake']), new Set(['staking', 'stake']))).toBe(0);
    expect(stemOnlySlots(parseQuery('staking '), new Set(['stake']), new Set(['staking', 'stake']))).toBe(1);
    expect(stemOnlySlots(parseQuery('staking '), new Set(['other']), new Set(['staking', 'stake']))).toBe(0);
  });

  it('ranks the section that says the word as typed above the one that says its stem more often', async () => {
    const records = [
      section('a', 'Intro', `${filler} staking ${filler}`, 0),
      section('b', 'Intro', 'stake stakes staked stake', 1),
      section('c', 'Other', filler, 2),
    ];
    const on = await scores(records, 'staking ');
    const off = await scores(records, 'staking ', {without: ['asTyped']});
    expect(on.get('1')! / off.get('1')!).toBeCloseTo(0.8);
    expect(on.get('0')).toBeCloseTo(off.get('0')!);
    expect(on.get('0')!).toBeGreaterThan(on.get('1')!);
  });
});
