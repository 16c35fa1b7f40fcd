// @vitest-environment node
import {describe, expect, it} from 'vitest';
import {formatUnits, parseUnits} from '../../src/theme/ReactLiveScope/units';

describe('parseUnits', () => {
  it('turns a decimal amount into base units exactly', () => {
    expect(parseUnits('2.75', 18)).toBe(2_750_000_000_000_000_000n);
    expect(parseUnits('0.000000000000000001', 18)).toBe(1n);
    expect(parseUnits('1000000', 6)).toBe(1_000_000_000_000n);
    expect(parseUnits('.5', 6)).toBe(500_000n);
    expect(parseUnits(' -1.5 ', 2)).toBe(-150n);
    expect(parseUnits('7', 0)).toBe(7n);
  });

  it('refuses more decimal places than the token has, and text that is not an amount', () => {
    expect(() => parseUnits('0.0000001', 6)).toThrow('"0.0000001" has 7 decimal places; this token has only 6');
    expect(() => parseUnits('1e18', 18)).toThrow('"1e18" is not a decimal amount');
    expect(() => parseUnits('.', 18)).toThrow('is not a decimal amount');
    expect(() => parseUnits('1', 1.5)).toThrow('decimals must be a whole number from 0 to 77, got 1.5');
  });
});

describe('formatUnits', () => {
  it('writes base units as a decimal amount without trailing zeros', () => {
    expect(formatUnits(2_750_000_000_000_000_000n, 18)).toBe('2.75');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(5_000_000n, 6)).toBe('5');
    expect(formatUnits(-150n, 2)).toBe('-1.5');
    expect(formatUnits(0n, 18)).toBe('0');
    expect(formatUnits(42n, 0)).toBe('42');
  });

  it('round-trips with parseUnits', () => {
    for (const amount of ['0.1', '123456789.987654321', '1', '-0.000001']) {
      expect(formatUnits(parseUnits(amount, 18), 18)).toBe(amount);
    }
  });
});
