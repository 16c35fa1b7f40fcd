import {describe, expect, it} from 'vitest';
import {highlight, snippet} from '@site/src/plugins/local-search/client/highlight';

const tags = {pre: '<mark>', post: '</mark>'};
const text =
  'Every node reads its settings at start. Pass the sequencer endpoint with --rollup.sequencerhttp so that ' +
  'transactions reach the sequencer, then restart the node and watch its logs for errors.';

describe('snippet windows', () => {
  it('shows the words where the query matched, not the start of the section', () => {
    const {value} = snippet(text, ['rollup.sequencerhttp'], tags, 10, '…');
    expect(value).toBe(
      '…with --<mark>rollup.sequencerhttp</mark> so that transactions reach the sequencer, then restart…',
    );
  });

  it('leaves the trailing ellipsis to a UI that draws its own, keeping the leading one', () => {
    const {value} = snippet(text, ['rollup.sequencerhttp'], tags, 10, '…', '');
    expect(value).toBe(
      '…with --<mark>rollup.sequencerhttp</mark> so that transactions reach the sequencer, then restart',
    );
  });

  it('is 5 words on narrow screens', () => {
    const {value} = snippet(text, ['sequencerhttp'], tags, 5, '…');
    expect(value.replace(/…/g, ' ').trim().split(/\s+/)).toHaveLength(5);
    expect(value).toContain('<mark>rollup.sequencerhttp</mark>');
  });

  it('prefers the window that holds the most query terms', () => {
    const {value} = snippet(text, ['restart', 'logs'], tags, 10, '…');
    expect(value).toContain('<mark>restart</mark>');
    expect(value).toContain('<mark>logs</mark>');
  });

  it('starts at the beginning without an ellipsis when nothing matched', () => {
    expect(snippet(text, ['absent'], tags, 5, '…').value).toBe('Every node reads its settings…');
  });

  it('marks a part of an identifier the query named', () => {
    expect(highlight('Call eth_getCode first', ['getcode', 'code'], tags).value).toBe(
      'Call <mark>eth_getCode</mark> first',
    );
  });
});
