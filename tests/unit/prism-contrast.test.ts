import {describe, expect, it} from 'vitest';
import type {PrismTheme} from 'prism-react-renderer';
import {prismDark, prismLight} from '../../src/config/prismThemes';

function channels(color: string): [number, number, number] {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) return [0, 2, 4].map((start) => parseInt(hex[1].slice(start, start + 2), 16)) as [number, number, number];
  const rgb = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/i.exec(color);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  throw new Error(`unreadable colour ${color}`);
}

function luminance(color: string): number {
  const [r, g, b] = channels(color).map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (light + 0.05) / (dark + 0.05);
}

// Every route's axe run leaves code tokens out (tests/support/axe.ts): their colours are proven here instead, for
// every token type of both themes at once.
describe.each([
  ['light', prismLight],
  ['dark', prismDark],
] as [string, PrismTheme][])('the %s code theme', (_mode, theme) => {
  const background = theme.plain.backgroundColor!;
  // As prism-react-renderer reads a theme: a later style for a token type replaces an earlier one.
  const colourByType = new Map<string, string>();
  for (const {types, style} of theme.styles)
    for (const type of types) if (style.color) colourByType.set(type, style.color);
  it.each([['plain text', theme.plain.color!], ...colourByType])(
    '%s reaches 4.5:1 on the code background',
    (_type, color) => {
      expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5);
    },
  );
});
