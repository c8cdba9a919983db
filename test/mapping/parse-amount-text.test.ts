import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmountText, parseAnyAmountText, type AmountFormat } from '../../src/mapping/parse-amount-text.js';
import { quickAmountText } from '../../src/mapping/quick-amount-text.js';

const FORMATS: AmountFormat[] = [
  { decimalSeparator: ',', thousandsSeparator: '.' },
  { decimalSeparator: '.', thousandsSeparator: ',' },
  { decimalSeparator: '.', thousandsSeparator: '' },
  { decimalSeparator: ',', thousandsSeparator: '' },
  { decimalSeparator: ',', thousandsSeparator: ' ' },
];

describe('the quick path of amounts', () => {
  it('reads the common amounts in one pass', () => {
    const european = FORMATS[0]!;
    expect(quickAmountText('1.472,28', european)).toBe('1472.2800');
    expect(quickAmountText('-0012,5', european)).toBe('-12.5000');
    expect(quickAmountText('-0,00', european)).toBe('0.0000');
    expect(quickAmountText('1.234.567,1234', european)).toBe('1234567.1234');
    expect(quickAmountText('1,234.50', FORMATS[1]!)).toBe('1234.5000');
    expect(quickAmountText('1234.5', FORMATS[2]!)).toBe('1234.5000');
  });

  it('leaves decorations, odd groups and failures to the general path', () => {
    const european = FORMATS[0]!;
    for (const text of ['12.34', '1,23456', '€ 5,00', '(5,00)', '5,00-', '+5', ',5', '12,', '', '-', '1.234.56']) {
      expect(quickAmountText(text, european), text).toBeUndefined();
    }
    expect(quickAmountText('1234567890123456', european)).toBeUndefined();
    expect(quickAmountText('1 234,50', FORMATS[4]!)).toBeUndefined();
  });

  it('gives what the general path gives wherever it answers', () => {
    const text = fc
      .array(fc.constantFrom('0', '1', '5', '9', '-', '.', ',', ' ', '+', '€'), { maxLength: 20 })
      .map((chars) => chars.join(''));
    fc.assert(
      fc.property(text, fc.constantFrom(...FORMATS), (written, format) => {
        const quick = quickAmountText(written, format);
        if (quick !== undefined) expect(parseAnyAmountText(written, format)).toEqual({ ok: true, text: quick });
        expect(parseAmountText(written, format)).toEqual(parseAnyAmountText(written, format));
      }),
      { numRuns: 20_000 },
    );
  });

  it('agrees on amounts shaped like those of real files', () => {
    const digits = fc.array(fc.constantFrom('0', '1', '2', '7', '9'), { minLength: 1, maxLength: 18 });
    const amount = fc
      .tuple(fc.boolean(), digits, fc.boolean(), fc.array(fc.constantFrom('0', '3', '8'), { maxLength: 6 }))
      .map(([minus, whole, grouped, fraction]) => {
        let body = whole.join('');
        if (grouped) body = body.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
        return `${minus ? '-' : ''}${body}${fraction.length > 0 ? `,${fraction.join('')}` : ''}`;
      });
    let quickOnes = 0;
    fc.assert(
      fc.property(amount, (written) => {
        const quick = quickAmountText(written, FORMATS[0]!);
        if (quick !== undefined) quickOnes++;
        expect(parseAmountText(written, FORMATS[0]!)).toEqual(parseAnyAmountText(written, FORMATS[0]!));
      }),
      { numRuns: 5_000 },
    );
    expect(quickOnes).toBeGreaterThan(1_000);
  });
});

describe('words of amounts as Windows and Excel write them', () => {
  const dot: AmountFormat = { decimalSeparator: '.', thousandsSeparator: ',' };
  const comma: AmountFormat = { decimalSeparator: ',', thousandsSeparator: '.' };

  // [text, format, amount]: Swiss grouping as Windows de-CH writes it (U+2019) reads as the ASCII apostrophe does
  it.each([
    ['1\u2019234.56', dot, '1234.5600'],
    ["1'234.56", dot, '1234.5600'],
    ['-1\u2019234\u2019567.05', dot, '-1234567.0500'],
    ['CHF 1\u2019234.56', dot, '1234.5600'],
    ['1\u2019234,56', comma, '1234.5600'],
  ])('%s reads as %s', (text, format, amount) => {
    expect(parseAmountText(text, format)).toEqual({ ok: true, text: amount });
  });

  it('a U+2019 apostrophe groups by three digits only', () => {
    expect(parseAmountText('12\u201934.56', dot).ok).toBe(false);
  });

  // Excel's accounting format (_-* #,##0.00_-;...;_-* "-"??_-;_-@_-) shows zero as a dash, which its CSV keeps
  it.each([' -   ', '-', ' - ', '€ -', '$ -   ', ' \u2013 '])('%j is an accounting zero, said so', (text) => {
    for (const format of [dot, comma]) {
      const parsed = parseAmountText(text, format);
      expect(parsed.ok).toBe(false);
      expect(parsed.ok ? '' : parsed.message).toContain('accounting zero');
    }
  });

  it('a dash beside digits is a minus sign, never an accounting zero', () => {
    expect(parseAmountText('-5', dot)).toEqual({ ok: true, text: '-5.0000' });
    const parsed = parseAmountText('--', dot);
    expect(parsed.ok ? '' : parsed.message).not.toContain('accounting zero');
  });
});
