// Rule on the upgrade record: a protocol change that reached a testnet is recorded on Mainnet too once a normal
// rollout would have reached it. An entry whose testnet activation is older than that and that has no Mainnet
// activation is missing its date.
import path from 'node:path';
import {loadFreshModule} from '@docusaurus/utils';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
/** Days after a first activation by which Mainnet is expected: well past the testnet-to-Mainnet gaps on record. */
export const ROLLOUT_DAYS = 60;
const KINDS = new Set(['hardfork', 'l1-hardfork']);

/** The problems of a list of upgrades on a given day, one message each. */
export function missingMainnetDates(upgrades, today) {
  const problems = [];
  for (const upgrade of upgrades) {
    if (!KINDS.has(upgrade.kind)) continue;
    if (upgrade.activations.some((activation) => activation.network === 'mainnet')) continue;
    const first = upgrade.activations[0];
    if (!first) continue;
    const days = (today.getTime() - Date.parse(first.date)) / 86_400_000;
    if (days > ROLLOUT_DAYS) {
      problems.push(
        `upgrade ${upgrade.id} activated on ${first.network} on ${first.date}, ${Math.floor(days)} days ago, and has no Mainnet activation: add it, with its source`,
      );
    }
  }
  return problems;
}

export async function checkUpgradeDates(report, today = new Date()) {
  const file = path.join(root, 'src/data/upgrades.ts');
  const {upgrades} = await loadFreshModule(file);
  for (const problem of missingMainnetDates(upgrades, today)) report(file, problem);
}
