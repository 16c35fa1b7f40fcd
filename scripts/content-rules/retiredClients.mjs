// Rule: a client whose support has ended is never presented as the one to run. A sentence of a current page that
// tells the reader to run, start, install, upgrade or use a retired client, or that calls it the client a node runs,
// must place that in the past (a past-tense verb, a date, "until", "formerly", "replaced" …); otherwise a reader
// takes it as today's instruction. Naming it otherwise (its data, its flags, what replaced it) is fine.
// celo-blockchain is not listed: it is still the client that serves pre-migration history to archive setups.

/** Clients Celo no longer supports, with what replaced them, for the message. */
export const RETIRED_CLIENTS = [
  {name: 'op-geth', successor: 'op-reth', ended: 'its support ended on 22 July 2026 on Mainnet'},
];

/** Verbs that tell a reader to operate a client, in the imperative or the present. */
const OPERATE =
  '(run|runs|running|upgrade|upgrades|upgrading|start|starts|starting|install|installs|installing|restart|restarting|update|updating|configure|deploy|deploying|pull|use|uses|using|keep|choose|switch to)';

/** Words that place a sentence in the past, or in an era that has ended. */
const HISTORY =
  /\b(was|were|had|did|ran|used|shipped|supported|served|replaced|deprecated|deprecation|retired|retirement|replaces|ended|stopped|removed|switched|moved|migrated|until|before|after|since|formerly|former|previous(ly)?|earlier|older|old|legacy|history|historical|archived?|archival|no longer|still|end-of-support|end of support|instead of|in place of|rather than|successor|predecessor|at the time|layer 1|L1|frozen|20\d\d)\b/i;

function sentences(text) {
  return text.split(/(?<=[.!?])\s+(?=[A-Z`*[<])/);
}

/**
 * Whether a sentence tells the reader to operate a retired client, or calls it the client, in a clause that does not
 * place it in the past. The client must be the thing operated: not its data or metrics (`an op-geth datadir`), and
 * with no other client between verb and name. A history word elsewhere in the sentence does not excuse the clause
 * ("Archive them as history: upgrade op-geth and op-node" still tells the reader to upgrade op-geth).
 */
export function presentsAsCurrent(sentence, {name}) {
  const client = `\`?\\b${name}\\b\`?(?!['’]s\\b|\\s+(data|datadir|datadirs|database|metrics?|flags?)\\b)`;
  const operated = new RegExp(`\\b${OPERATE}\\b(?:(?!\\bop-reth\\b)[^.;:]){0,40}${client}`, 'i');
  const called = new RegExp(`${client}[^.;:]{0,20}\\b(is|as)\\b[^.;:]{0,30}\\bclient\\b`, 'i');
  return sentence
    .split(/[;:](?=\s)/)
    .some((clause) => (operated.test(clause) || called.test(clause)) && !HISTORY.test(clause));
}

/** The rule, per page: a section whose heading places it in the past ("What operators had to do") is history. */
export function checkRetiredClients({relative, lines, report}) {
  if (relative.startsWith('versioned_docs/') || relative.startsWith('blog/')) return;
  let pastSection = false;
  lines.forEach((line, index) => {
    const heading = /^\s*#{2,6}\s+(.*)$/.exec(line);
    if (heading) {
      pastSection = HISTORY.test(heading[1]);
      return;
    }
    if (pastSection || /^\s*import\s/.test(line)) return;
    const text = line.replace(/\]\([^)]*\)/g, ']');
    for (const sentence of text.split('|').flatMap(sentences)) {
      for (const client of RETIRED_CLIENTS) {
        if (presentsAsCurrent(sentence, client)) {
          report(
            index,
            'retired-client',
            `"${sentence.trim().slice(0, 80)}" presents ${client.name} as a client to run, but ${client.ended}; name ${client.successor}, or put the sentence in the past`,
          );
        }
      }
    }
  });
}
