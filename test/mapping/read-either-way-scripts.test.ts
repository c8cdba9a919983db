import { describe, expect, it } from 'vitest';
import { commaReading, showsDecimalComma } from '../../src/mapping/read-either-way.js';

const ASSUMED = { decimalSeparator: '.', thousandsSeparator: ',', decimalAssumed: true } as const;

describe('amounts that read two ways, in other digit scripts', () => {
  it('finds the comma reading of an Arabic-Indic, Persian or Devanagari amount as of a Latin one', () => {
    expect(commaReading('1.250', ASSUMED)).toBe('1250.0000');
    expect(commaReading('١.٢٥٠', ASSUMED)).toBe('1250.0000');
    expect(commaReading('\u200f۱,۲۵۰', ASSUMED)).toBe('1.2500');
    expect(commaReading('१.२५०', ASSUMED)).toBe('1250.0000');
  });

  it('finds none where the Arabic decimal mark says which separator is meant', () => {
    expect(commaReading('١٫٢٥٠', ASSUMED)).toBeUndefined();
    expect(commaReading('١٬٢٥٠', ASSUMED)).toBeUndefined();
  });

  it('sees a decimal comma written with other digits', () => {
    expect(showsDecimalComma('١٢,٥٠')).toBe(true);
    expect(showsDecimalComma('۱۹,۰۰ %')).toBe(true);
    expect(showsDecimalComma('١٢٫٥٠')).toBe(false);
  });
});
