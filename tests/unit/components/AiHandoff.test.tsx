import {describe, expect, it} from 'vitest';
import {fireEvent, render, screen} from '@testing-library/react';
import AiHandoff from '@site/src/components/AiHandoff';

describe('<AiHandoff>', () => {
  it('discloses links that open each assistant with a prompt naming the twin, and closes on Escape', () => {
    render(<AiHandoff twinUrl="https://docs.example/developer/viem.md" />);
    const toggle = screen.getByRole('button', {name: 'Open in an AI assistant'});
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link')).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const chatgpt = new URL(screen.getByRole('link', {name: 'Open in ChatGPT'}).getAttribute('href')!);
    const claude = new URL(screen.getByRole('link', {name: 'Open in Claude'}).getAttribute('href')!);
    expect(`${chatgpt.origin}${chatgpt.pathname}`).toBe('https://chatgpt.com/');
    expect(`${claude.origin}${claude.pathname}`).toBe('https://claude.ai/new');
    for (const url of [chatgpt, claude])
      expect(url.searchParams.get('q')).toContain('https://docs.example/developer/viem.md');
    fireEvent.keyDown(screen.getByRole('link', {name: 'Open in Claude'}), {key: 'Escape'});
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });
});
