import {describe, expect, it} from 'vitest';
import {render, screen} from '@testing-library/react';
import InlineAddress from '@site/src/components/InlineAddress';

describe('<InlineAddress>', () => {
  it('shows the address from the data with a copy button whose name starts with its visible text', () => {
    render(<InlineAddress of="SuperBridgeETHWrapper" network="mainnet" />);
    expect(screen.getByText('0x3bC7C4f8Afe7C8d514c9d4a3A42fb8176BE33c1e')).toBeTruthy();
    const button = screen.getByRole('button');
    // WCAG 2.5.3 Label in Name: the accessible name includes the words a reader sees on the button.
    expect(button.getAttribute('aria-label')).toBe('Copy the SuperBridgeETHWrapper address on Celo Mainnet');
    expect(button.getAttribute('aria-label')?.startsWith(button.textContent ?? '')).toBe(true);
  });

  it('fails the page, naming the component, for an address the data does not hold', () => {
    expect(() => render(<InlineAddress of="NoSuchContract" network="mainnet" />)).toThrow(
      '<InlineAddress of="NoSuchContract" network="mainnet">: no token or contract "NoSuchContract" is recorded for Celo Mainnet.',
    );
  });
});
