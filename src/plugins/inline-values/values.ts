/**
 * What `<NetworkValue>` and `<UpgradeDate>` show, from src/data: fixed by the data at build time, so the build writes
 * it into the page (./remark.ts) and no component or data ships to the browser for it. Unknown ids throw with the
 * element and the valid ids.
 */
import {formatDate} from '../../data/formatDate';
import {isNetworkField, networkFieldForm, networkFieldText, type NetworkFieldForm} from '../../data/networkFields';
import {requireNetwork} from '../../data/networks';
import {requireActivation, requireUpgradeEvent} from '../../data/upgradeLookup';
import {formatActivation} from '../../data/upgradeTime';

export interface NetworkValueProps {
  network: string;
  field: string;
}

export function networkValue({network, field}: NetworkValueProps): {form: NetworkFieldForm; text: string} {
  const data = requireNetwork(network, 'NetworkValue');
  if (!isNetworkField(field)) {
    throw new Error(
      `<NetworkValue network="${network}" field="${field}">: unknown field "${field}". Use one of: ${Object.keys(networkFieldText).join(', ')}.`,
    );
  }
  const text = networkFieldText[field](data);
  if (text === undefined) {
    throw new Error(`<NetworkValue network="${network}" field="${field}">: ${data.name} has no ${field}.`);
  }
  return {form: networkFieldForm(field), text};
}

export interface UpgradeDateProps {
  upgrade: string;
  network?: string;
  event?: string;
  /** Leaves the time of day out, for sentences such as "since 26 March 2025". */
  dayOnly?: boolean;
}

/** An activation's date and UTC time, or the day of another dated step of the change. */
export function upgradeDate({upgrade, network, event, dayOnly}: UpgradeDateProps): {dateTime: string; text: string} {
  if (event !== undefined && network === undefined && !dayOnly) {
    const step = requireUpgradeEvent(upgrade, event, 'UpgradeDate');
    return {dateTime: step.date, text: formatDate(step.date)};
  }
  if (network === undefined || event !== undefined) {
    throw new Error(
      `<UpgradeDate upgrade="${upgrade}">: give network="…" (with dayOnly if the time of day is not wanted) or event="…", not both.`,
    );
  }
  const activation = requireActivation(upgrade, network, 'UpgradeDate');
  return {dateTime: activation.date, text: dayOnly ? formatDate(activation.date) : formatActivation(activation)};
}
