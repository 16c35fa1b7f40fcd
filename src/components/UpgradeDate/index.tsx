import type {ReactNode} from 'react';
import {formatDate} from '@site/src/data/formatDate';
import {requireActivation, requireUpgradeEvent} from '@site/src/data/upgradeLookup';
import {formatActivation} from '@site/src/data/upgradeTime';

type Props = {upgrade: string} & (
  {network: string; event?: never; dayOnly?: boolean} | {event: string; network?: never; dayOnly?: never}
);

/**
 * An activation's date and UTC time, or the day of another step of the change, inline:
 * `<UpgradeDate upgrade="isthmus" network="mainnet" />`, `<UpgradeDate upgrade="celo-sepolia-launch" event="announced" />`.
 * `dayOnly` leaves the time of day out, for sentences such as "since 26 March 2025".
 */
export default function UpgradeDate(props: Props): ReactNode {
  if (props.event !== undefined) {
    const event = requireUpgradeEvent(props.upgrade, props.event, 'UpgradeDate');
    return <time dateTime={event.date}>{formatDate(event.date)}</time>;
  }
  const activation = requireActivation(props.upgrade, props.network, 'UpgradeDate');
  return (
    <time dateTime={activation.date}>{props.dayOnly ? formatDate(activation.date) : formatActivation(activation)}</time>
  );
}
