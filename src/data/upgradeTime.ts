/**
 * When an activation happens and how a page talks about it at a given moment: the instant, the
 * Upcoming / Active / Past label and the words for its date. Pure functions of the record and a date, so the
 * build date can be injected in tests.
 */
import {formatDate} from './formatDate';
import type {Activation, Upgrade} from './upgrades';

/**
 * The instant an activation takes effect: its timestamp, else its day and `HH:MM` time, else the start of its
 * UTC day (a date-only activation counts as done once its day has begun).
 */
export function activationInstant(activation: Activation): Date {
  if (activation.timestamp !== undefined) return new Date(activation.timestamp * 1000);
  return new Date(`${activation.date}T${activation.time ?? '00:00'}:00Z`);
}

export function hasHappened(activation: Activation, now: Date): boolean {
  return activationInstant(activation).getTime() <= now.getTime();
}

/**
 * Upcoming: nothing has activated yet. Active: in effect somewhere and still due on another network, or in
 * effect with no dated activation. Past: every dated activation has happened.
 */
export type UpgradeStatus = 'upcoming' | 'active' | 'past';

export function upgradeStatus(upgrade: Upgrade, now: Date): UpgradeStatus {
  const done = upgrade.activations.filter((activation) => hasHappened(activation, now)).length;
  if (upgrade.activations.length === 0) return 'active';
  if (done === 0) return 'upcoming';
  return done === upgrade.activations.length ? 'past' : 'active';
}

export const statusLabels = {upcoming: 'Upcoming', active: 'Active', past: 'Past'} as const satisfies Record<UpgradeStatus, string>;

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** "9 July 2025, 15:00:00 UTC" with a timestamp, "26 March 2025, 03:00 UTC" with a time, else the day. */
export function formatActivation(activation: Activation): string {
  if (activation.timestamp !== undefined) {
    const at = activationInstant(activation);
    const clock = [at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds()].map(twoDigits).join(':');
    return `${formatDate(activation.date)}, ${clock} UTC`;
  }
  return activation.time ? `${formatDate(activation.date)}, ${activation.time} UTC` : formatDate(activation.date);
}

/** The activation as a clause in the right tense: "activated on …" once it has happened, else "activates on …". */
export function activationClause(activation: Activation, now: Date): string {
  const block = activation.block === undefined ? '' : ` at block ${activation.block.toLocaleString('en-US')}`;
  const verb = hasHappened(activation, now) ? 'activated' : 'activates';
  return `${verb} on ${formatActivation(activation)}${block}`;
}
