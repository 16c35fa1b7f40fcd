import {describe, expect, it} from 'vitest';
import {render, screen, within} from '@testing-library/react';
import UpgradeSchedule from '@site/src/components/UpgradeSchedule';
import UpgradeStatus from '@site/src/components/UpgradeStatus';
import UpgradeTimeline from '@site/src/components/UpgradeTimeline';
import UpgradeWhen from '@site/src/components/UpgradeWhen';

const beforeMainnet = new Date('2026-03-20T00:00:00Z');
const afterMainnet = new Date('2026-04-01T00:00:00Z');

describe('upgrade components', () => {
  it('name the layer 1 and the Celo network under it for an L1 hardfork', () => {
    const {container} = render(<UpgradeSchedule upgrade="l1-fusaka" now={afterMainnet} />);
    expect(container.querySelector('tbody th')?.textContent).toBe('Ethereum Sepolia (Celo Sepolia)');
  });

  it('say "activates" before the activation and "activated" after it', () => {
    const {container, rerender} = render(<UpgradeWhen upgrade="jovian" network="mainnet" now={beforeMainnet} />);
    expect(container.textContent).toBe('activates on 31 March 2026, 12:06:28 UTC');
    rerender(<UpgradeWhen upgrade="jovian" network="mainnet" now={afterMainnet} />);
    expect(container.textContent).toBe('activated on 31 March 2026, 12:06:28 UTC');
  });

  it('use the build date from the upgrades-feed plugin when no date is injected', () => {
    const {container} = render(<UpgradeWhen upgrade="op-reth-switch" network="mainnet" />);
    expect(container.textContent).toBe('activates on 22 July 2026');
  });

  it('label an upgrade by the date', () => {
    const {container, rerender} = render(<UpgradeStatus upgrade="jovian" now={new Date('2026-03-01T00:00:00Z')} />);
    expect(container.textContent).toBe('Upcoming');
    rerender(<UpgradeStatus upgrade="jovian" now={beforeMainnet} />);
    expect(container.textContent).toBe('Active');
    rerender(<UpgradeStatus upgrade="jovian" now={afterMainnet} />);
    expect(container.textContent).toBe('Past');
  });

  it('show every activation of an upgrade with its block and state', () => {
    render(<UpgradeSchedule upgrade="isthmus" now={new Date('2025-07-01T00:00:00Z')} />);
    const table = screen.getByRole('table', {name: /Isthmus activations/});
    expect(within(table).getByRole('row', {name: /^Celo Mainnet/}).textContent).toBe(
      'Celo Mainnet9 July 2025, 15:00:00 UTC40,172,442Scheduled',
    );
    expect(within(table).getByRole('row', {name: /^Alfajores/}).textContent).toContain('Activated');
  });

  it('say when an upgrade has no dated activation', () => {
    const {container} = render(<UpgradeSchedule upgrade="req-resp-sync-deprecation" now={afterMainnet} />);
    expect(container.textContent).toContain('has no activation date on record');
  });

  it('link each upgrade of the timeline to its notice', () => {
    render(<UpgradeTimeline upgrades="isthmus, jello" now={afterMainnet} />);
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual(['/cel2/notices/pectra-upgrade', '/cel2/notices/jello']);
    expect(screen.getByRole('row', {name: /^Jello/}).textContent).toContain('Celo Sepolia: 5 November 2025');
  });

  it('fail the page for an unknown upgrade or a network it never activated on', () => {
    expect(() => render(<UpgradeStatus upgrade="fusaka" />)).toThrow(/unknown upgrade "fusaka"/);
  });
});
