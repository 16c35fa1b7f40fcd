import {describe, expect, it} from 'vitest';
import {act, render, screen, within} from '@testing-library/react';
import NetworkTable from '@site/src/components/NetworkTable';
import {formatDate} from '@site/src/data/formatDate';
import {choose, useChoice, useSampleNetwork} from '@site/src/plugins/network-samples/choice';

describe('<NetworkTable>', () => {
  it('lists the parameters of one network with a caption', () => {
    render(<NetworkTable network="mainnet" />);
    const table = screen.getByRole('table', {name: 'Celo Mainnet network parameters'});
    const row = (label: string) => within(table).getByRole('row', {name: new RegExp(`^${label}`)});
    expect(row('Chain ID \\(hex\\)').textContent).toContain('0xa4ec');
    expect(row('RPC \\(HTTP\\)').textContent).toContain('https://forno.celo.org');
    expect(row('RPC \\(WebSocket\\)').textContent).toContain('wss://forno.celo.org/ws');
    expect(row('Layer 2 since').textContent).toBe('Layer 2 since26 March 2025 (block 31,056,500)');
    expect(
      within(row('Block explorers'))
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://celoscan.io', 'https://explorer.celo.org']);
  });

  it('shows the sunset date of a retired network', () => {
    render(<NetworkTable network="alfajores" />);
    expect(screen.getByRole('row', {name: /^Sunset/}).textContent).toContain('30 September 2025');
  });
});

describe('formatDate', () => {
  it('writes dates as the style guide asks', () => {
    expect(formatDate('2025-03-26')).toBe('26 March 2025');
    expect(formatDate('2025-07')).toBe('July 2025');
  });
});

describe('a change of network', () => {
  it('answers in the switch first and rewrites the samples in a later render', () => {
    const renders: string[] = [];
    function SwitchAndSample() {
      renders.push(`switch ${useChoice() ?? 'none'}, samples ${useSampleNetwork()}`);
      return null;
    }
    render(<SwitchAndSample />);
    expect(renders).toEqual(['switch none, samples celo-sepolia']);
    act(() => choose('mainnet'));
    expect(renders.slice(1)).toEqual(['switch mainnet, samples celo-sepolia', 'switch mainnet, samples mainnet']);
  });
});
