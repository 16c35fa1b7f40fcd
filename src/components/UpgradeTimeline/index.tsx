import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {requireUpgrade} from '@site/src/data/upgradeLookup';
import {activationPlace, upgradeIds} from '@site/src/data/upgrades';
import {formatActivation} from '@site/src/data/upgradeTime';
import {useBuildDate} from '@site/src/plugins/upgrades-feed/useBuildDate';
import UpgradeStatus from '../UpgradeStatus';
import styles from './styles.module.css';

interface Props {
  /** Comma-separated upgrade ids, in the order to show; every upgrade when left out. */
  upgrades?: string;
  /** The moment to compare with; the build date unless a test sets it. */
  now?: Date;
}

/** Upgrades with their notice, activations per network and status: `<UpgradeTimeline />`. */
export default function UpgradeTimeline({upgrades, now}: Props): ReactNode {
  const builtAt = useBuildDate();
  const ids = upgrades ? upgrades.split(',').map((id) => id.trim()) : upgradeIds;
  const records = ids.map((id) => requireUpgrade(id, 'UpgradeTimeline'));
  return (
    <div className={styles.scroll}>
      <table className={styles.table}>
        <caption>Network upgrades of the Celo layer 2 and of the layer 1 it settles on</caption>
        <thead>
          <tr>
            <th scope="col">Upgrade</th>
            <th scope="col">Activation per network (UTC)</th>
            <th scope="col">Status</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id}>
              <th scope="row">
                <Link to={record.notice}>{record.name}</Link>
                <span className={styles.summary}>{record.summary}</span>
              </th>
              <td>
                {record.activations.length === 0 ? (
                  'No activation date on record'
                ) : (
                  <ul className={styles.activations}>
                    {record.activations.map((activation) => (
                      <li key={activation.network}>
                        {activationPlace(record, activation.network)}:{' '}
                        <time dateTime={activation.date}>{formatActivation(activation)}</time>
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td>
                <UpgradeStatus upgrade={record.id} now={now ?? builtAt} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
