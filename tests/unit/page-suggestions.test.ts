// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {
  findSuggestions,
  pathWords,
  suggestionQueries,
  type SuggestionHit,
} from '@site/src/components/PageSuggestions/suggestions';

const hit = (path: string, title: string, section = 'Build'): SuggestionHit => ({
  url: `https://docs.celo.org${path}`,
  hierarchy: {lvl0: section, lvl1: title},
});

describe('page suggestions for a missing address', () => {
  it('turn the words of every path segment into a query', () => {
    expect(pathWords('/developer-resources/walkthroughs/hello_contracts')).toEqual([
      'developer',
      'resources',
      'walkthroughs',
      'hello',
      'contracts',
    ]);
    expect(pathWords('/build/build-with-thirdweb/one-click%20quickstart.html')).toEqual([
      'build',
      'with',
      'thirdweb',
      'one',
      'click',
      'quickstart',
    ]);
    expect(pathWords('/broken/%E0%A4%A')).toEqual(['broken', 'e0', 'a4']);
  });

  it('ask for every word first, then the last segment, then the folders', () => {
    expect(suggestionQueries('/wallet/metamask/troubleshoot')).toEqual([
      'wallet metamask troubleshoot',
      'troubleshoot',
      'wallet metamask',
    ]);
    expect(suggestionQueries('/')).toEqual([]);
  });

  it('send one multi-query to the search client and keep the first three distinct pages, never the missing one', async () => {
    const sent: unknown[] = [];
    const client = {
      search: async (requests: never) => {
        sent.push(requests);
        return {
          results: [
            {
              hits: [
                hit('/wallet/metamask/use#fees', 'Use MetaMask on Celo'),
                hit('/wallet/metamask/gone-page', 'Gone'),
              ],
            },
            {hits: [hit('/wallet/metamask/use', 'Use MetaMask on Celo'), hit('/validator/troubleshooting-faq', 'FAQ')]},
            {hits: [hit('/wallet/metamask/setup', 'Set up MetaMask'), hit('/wallet', 'Choosing a wallet')]},
          ],
        };
      },
    };
    const suggestions = await findSuggestions(client, 'celo-docs', '/wallet/metamask/gone-page');
    expect(suggestions.map(({path}) => path)).toEqual([
      '/wallet/metamask/use',
      '/validator/troubleshooting-faq',
      '/wallet/metamask/setup',
    ]);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toEqual([
      expect.objectContaining({indexName: 'celo-docs', query: 'wallet metamask gone page'}),
      expect.objectContaining({indexName: 'celo-docs', query: 'gone page'}),
      expect.objectContaining({indexName: 'celo-docs', query: 'wallet metamask'}),
    ]);
  });
});
