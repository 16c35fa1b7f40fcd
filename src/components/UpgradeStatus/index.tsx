import type {ReactNode} from 'react';
import {requireUpgrade} from '@site/src/data/upgradeLookup';
import {statusLabels, upgradeStatus} from '@site/src/data/upgradeTime';
import {useBuildDate} from '@site/src/plugins/upgrades-feed/useBuildDate';
import styles from './styles.module.css';

interface Props {
  upgrade: string;
  /** The moment to compare with; the build date unless a test sets it. */
  now?: Date;
}

/** The Upcoming / Active / Past label of an upgrade at the build date: `<UpgradeStatus upgrade="jovian" />`. */
export default function UpgradeStatus({upgrade, now}: Props): ReactNode {
  const builtAt = useBuildDate();
  const status = upgradeStatus(requireUpgrade(upgrade, 'UpgradeStatus'), now ?? builtAt);
  return (
    <span className={styles.status} data-status={status}>
      {statusLabels[status]}
    </span>
  );
}
