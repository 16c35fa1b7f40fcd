/**
 * The upgrade lookups used by the MDX components. An unknown id throws with the component, the id and the valid ids,
 * so that `npm run build` fails on the page that uses it. Tokens have their own lookup (./tokenLookup.ts): a page
 * that shows only an upgrade's date does not bring the token records into its bundle.
 */
import {requireNetwork} from './networks';
import {findUpgrade, upgradeIds, type Activation, type Upgrade, type UpgradeEvent} from './upgrades';

export function requireUpgrade(id: string, component: string): Upgrade {
  const upgrade = findUpgrade(id);
  if (!upgrade) {
    throw new Error(`<${component} upgrade="${id}">: unknown upgrade "${id}". Use one of: ${upgradeIds.join(', ')}.`);
  }
  return upgrade;
}

export function requireActivation(upgradeId: string, network: string, component: string): Activation {
  requireNetwork(network, component);
  const upgrade = requireUpgrade(upgradeId, component);
  const activation = upgrade.activations.find((a) => a.network === network);
  if (!activation) {
    const known = upgrade.activations.map((a) => a.network);
    throw new Error(
      `<${component} upgrade="${upgradeId}" network="${network}">: ${upgrade.name} has no activation on ${network}. Use one of: ${known.join(', ') || 'none (no dated activation)'}.`,
    );
  }
  return activation;
}

export function requireUpgradeEvent(upgradeId: string, eventId: string, component: string): UpgradeEvent {
  const upgrade = requireUpgrade(upgradeId, component);
  const event = upgrade.events?.find((e) => e.id === eventId);
  if (!event) {
    const known = (upgrade.events ?? []).map((e) => e.id);
    throw new Error(
      `<${component} upgrade="${upgradeId}" event="${eventId}">: ${upgrade.name} has no event "${eventId}". Use one of: ${known.join(', ') || 'none'}.`,
    );
  }
  return event;
}
