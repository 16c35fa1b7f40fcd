import type {ReactNode} from 'react';
import {requireActivation} from '@site/src/data/upgradeLookup';
import {activationClause} from '@site/src/data/upgradeTime';
import {useBuildDate} from '@site/src/plugins/upgrades-feed/useBuildDate';

interface Props {
  upgrade: string;
  network: string;
  /** The moment to compare with; the build date unless a test sets it. */
  now?: Date;
}

/**
 * An activation as a clause in the right tense for the build date, with its block where recorded:
 * `Isthmus <UpgradeWhen upgrade="isthmus" network="mainnet" />.` reads "Isthmus activated on 9 July 2025, …".
 */
export default function UpgradeWhen({upgrade, network, now}: Props): ReactNode {
  const builtAt = useBuildDate();
  const activation = requireActivation(upgrade, network, 'UpgradeWhen');
  return activationClause(activation, now ?? builtAt);
}
