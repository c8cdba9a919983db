import { describe, expect, it } from 'vitest';
import { amountOfDecimal } from '../../src/mapping/read-decimal-amount.js';

const messageOf = (decimal: string) => {
  const parsed = amountOfDecimal(decimal);
  return parsed.ok ? undefined : parsed.message;
};

describe('an amount written with binary floating-point noise', () => {
  // As Gnumeric, pandas and scripts print a double past its 15 significant digits.
  it.each([
    ['356.48000000000000001', '356.48'],
    ['356.47999999999999998', '356.48'],
    ['0.30000000000000004', '0.3'],
    ['-1234.5600000000002', '-1234.56'],
    ['12762.380000000001', '12762.38'],
  ])('%s is refused, named as noise around %s', (written, near) => {
    const message = messageOf(written);
    expect(message).toMatch(/^expected an amount with at most four decimal places/);
    expect(message).toContain(`floating-point noise around ${near}`);
  });

  it.each(['12.34567', '0.00001', '356.480001', '1.123456789'])('%s has real places: no noise is named', (written) => {
    const message = messageOf(written);
    expect(message).toMatch(/^expected an amount with at most four decimal places/);
    expect(message).not.toContain('noise');
  });
});
