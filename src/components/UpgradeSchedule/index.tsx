import type {ReactNode} from 'react';
import {requireUpgrade} from '@site/src/data/upgradeLookup';
import {activationPlace} from '@site/src/data/upgrades';
import {formatActivation, hasHappened} from '@site/src/data/upgradeTime';
import {useBuildDate} from '@site/src/plugins/upgrades-feed/useBuildDate';
import UpgradeStatus from '../UpgradeStatus';
import styles from './styles.module.css';

interface Props {
  upgrade: string;
  /** The moment to compare with; the build date unless a test sets it. */
  now?: Date;
}

/** An upgrade's activation on each network, with its status: `<UpgradeSchedule upgrade="isthmus" />`. */
export default function UpgradeSchedule({upgrade, now}: Props): ReactNode {
  const builtAt = useBuildDate();
  const at = now ?? builtAt;
  const record = requireUpgrade(upgrade, 'UpgradeSchedule');
  if (record.activations.length === 0) {
    return (
      <p className={styles.undated}>
        <UpgradeStatus upgrade={upgrade} now={at} /> {record.name} has no activation date on record: it applies from now
        on, on every network.
      </p>
    );
  }
  const showBlock = record.activations.some((activation) => activation.block !== undefined);
  return (
    <div className={styles.scroll}>
      <table className={styles.table} data-upgrade={record.id}>
        <caption>
          {record.name} activations <UpgradeStatus upgrade={upgrade} now={at} />
        </caption>
        <thead>
          <tr>
            <th scope="col">Network</th>
            <th scope="col">Activation (UTC)</th>
            {showBlock && <th scope="col">First block</th>}
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {record.activations.map((activation) => (
            <tr key={activation.network}>
              <th scope="row">{activationPlace(record, activation.network)}</th>
              <td>
                <time dateTime={activation.date}>{formatActivation(activation)}</time>
              </td>
              {showBlock && <td>{activation.block?.toLocaleString('en-US') ?? 'Not recorded'}</td>}
              <td>{hasHappened(activation, at) ? 'Activated' : 'Scheduled'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
