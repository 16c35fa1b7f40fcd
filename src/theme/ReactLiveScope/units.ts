/**
 * Conversions between a token's whole units and its base units (wei for CELO), for the live playgrounds: the same
 * arithmetic as viem's `parseUnits` and `formatUnits`, exact on bigints, with errors that say what to fix.
 */

function checkDecimals(decimals: number) {
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 77) {
    throw new RangeError(`decimals must be a whole number from 0 to 77, got ${decimals}`);
  }
}

/** `'1.5'` CELO with 18 decimals is `1500000000000000000n` wei. More fractional digits than `decimals` is an error. */
export function parseUnits(amount: string, decimals: number): bigint {
  checkDecimals(decimals);
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match || (match[2] === '' && !match[3])) {
    throw new SyntaxError(`"${amount}" is not a decimal amount; write it like "1.5" or "0.001"`);
  }
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > decimals) {
    throw new RangeError(`"${amount}" has ${fraction.length} decimal places; this token has only ${decimals}`);
  }
  const digits = `${whole || '0'}${fraction.padEnd(decimals, '0')}`;
  const value = BigInt(digits);
  return sign ? -value : value;
}

/** `1500000000000000000n` wei with 18 decimals is `'1.5'` CELO: no trailing zeros, no exponent. */
export function formatUnits(value: bigint, decimals: number): string {
  checkDecimals(decimals);
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}
