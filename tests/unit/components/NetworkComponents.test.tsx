import {describe, expect, it} from 'vitest';
import {act, render, screen, within} from '@testing-library/react';
import NetworkTable from '@site/src/components/NetworkTable';
import NetworkValue from '@site/src/components/NetworkValue';
import {formatDate} from '@site/src/data/formatDate';
import {choose, useChoice, useSampleNetwork} from '@site/src/plugins/network-samples/choice';

describe('<NetworkValue>', () => {
  it('renders a figure from the data module', () => {
    render(<NetworkValue network="celo-sepolia" field="chainId" />);
    expect(screen.getByText('11142220')).toBeTruthy();
  });

  it('renders explorer and faucet fields as links', () => {
    render(<NetworkValue network="celo-sepolia" field="faucetUrl" />);
    expect(screen.getByRole('link').getAttribute('href')).toBe('https://faucet.celo.org/celo-sepolia');
  });

  it('renders a network status and its note from the data, so pages never retype them', () => {
    const {container} = render(<NetworkValue network="alfajores" field="status" />);
    expect(container.textContent).toBe('Retired');
    const note = render(<NetworkValue network="alfajores" field="statusNote" />);
    expect(note.container.textContent).toMatch(/^Retired\. The former developer testnet/);
  });

  it('renders the node hardware figures of a network from the data', () => {
    const mainnet = render(<NetworkValue network="mainnet" field="nodeHardware" />);
    expect(mainnet.container.textContent).toBe('16 GB RAM, 1 TB SSD, 4–8 CPU cores');
    const sepolia = render(<NetworkValue network="celo-sepolia" field="nodeHardware" />);
    expect(sepolia.container.textContent).toBe('16 GB RAM, 500 GB SSD');
  });

  it('throws with the network and the valid ids for an unknown network', () => {
    expect(() => render(<NetworkValue network="dango" field="chainId" />)).toThrow(
      '<NetworkValue network="dango">: unknown network "dango". Use one of: mainnet, celo-sepolia, alfajores, baklava.',
    );
  });

  it('throws with the field for an unknown field', () => {
    expect(() => render(<NetworkValue network="mainnet" field="chainID" />)).toThrow(/unknown field "chainID"/);
  });

  it('throws when the network has no value for the field', () => {
    expect(() => render(<NetworkValue network="mainnet" field="faucetUrl" />)).toThrow(
      '<NetworkValue network="mainnet" field="faucetUrl">: Celo Mainnet has no faucetUrl.',
    );
  });
});

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
