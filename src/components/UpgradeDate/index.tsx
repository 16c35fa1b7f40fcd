import type {ReactNode} from 'react';
import {requireActivation} from '@site/src/data/lookup';
import {formatActivation} from '@site/src/data/upgradeTime';

interface Props {
  upgrade: string;
  network: string;
}

/** An activation's date and UTC time, inline: `<UpgradeDate upgrade="isthmus" network="mainnet" />`. */
export default function UpgradeDate({upgrade, network}: Props): ReactNode {
  const activation = requireActivation(upgrade, network, 'UpgradeDate');
  return <time dateTime={activation.date}>{formatActivation(activation)}</time>;
}
