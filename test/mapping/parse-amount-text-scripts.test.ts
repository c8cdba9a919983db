import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmountText, type AmountFormat } from '../../src/mapping/parse-amount-text.js';

const POINT: AmountFormat = { decimalSeparator: '.', thousandsSeparator: ',' };
const COMMA: AmountFormat = { decimalSeparator: ',', thousandsSeparator: '.' };

import { decimalDigitZeros, inDigits } from '../invoice/decimal-digit-blocks.js';

/** The zero of every script of decimal digits Unicode has (Latin, Arabic-Indic, ..., Thai, Myanmar, full-width). */
const ZEROS = decimalDigitZeros();
/** The scripts the Arabic decimal and thousands marks `٫` `٬` are written with. */
const ARABIC = [0x660, 0x6f0];

/** Groups whole digits as Tally, BUSY, Zoho India and Excel's `#,##,##0.00` do: 3 from the right, then 2s. */
function indianGroups(whole: string): string[] {
  if (whole.length <= 3) return [whole];
  const groups = [whole.slice(-3)];
  let rest = whole.slice(0, -3);
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  return [rest, ...groups];
}

function westernGroups(whole: string): string[] {
  const groups: string[] = [];
  for (let end = whole.length; end > 0; end -= 3) groups.unshift(whole.slice(Math.max(0, end - 3), end));
  return groups;
}

/** An exact decimal: whole part without leading zeros, up to four places, and its four-place reading. */
const decimals = fc
  .tuple(fc.bigInt({ min: 0n, max: 999_999_999_999_999n }), fc.integer({ min: 0, max: 4 }), fc.nat({ max: 9999 }))
  .map(([whole, places, fraction]) => {
    const digits = String(fraction).padStart(4, '0').slice(0, places);
    return { whole: String(whole), fraction: digits, expected: `${whole}.${digits.padEnd(4, '0')}` };
  });

/** Invisible marks RTL writers (Excel in ar-SA/fa-IR, Daftra, Sepidar) put around or inside a number. */
const MARKS = ['', '\u200f', '\u061c', '\u200e'];

describe('amounts in Indian grouping and other digit scripts', () => {
  it('reads Indian grouping with the decimal point and the decimal comma', () => {
    expect(parseAmountText('1,23,456.00', POINT)).toEqual({ ok: true, text: '123456.0000' });
    expect(parseAmountText('12,34,56,789.5', POINT)).toEqual({ ok: true, text: '123456789.5000' });
    expect(parseAmountText('-1,00,000', POINT)).toEqual({ ok: true, text: '-100000.0000' });
    expect(parseAmountText('₹ 1,23,456.78', POINT)).toMatchObject({ ok: true, text: '123456.7800' });
    expect(parseAmountText('1.23.456,00', COMMA)).toEqual({ ok: true, text: '123456.0000' });
  });

  it('reads Arabic-Indic, Persian and Devanagari digits with the Arabic separators and marks', () => {
    expect(parseAmountText('١٢٣٤٫٥٠', POINT)).toEqual({ ok: true, text: '1234.5000' });
    expect(parseAmountText('١٬٢٣٤٫٥٠', POINT)).toEqual({ ok: true, text: '1234.5000' });
    expect(parseAmountText('١٬٢٣٤٫٥٠', COMMA)).toEqual({ ok: true, text: '1234.5000' });
    expect(parseAmountText('۱۲۳۴٫۵۰', POINT)).toEqual({ ok: true, text: '1234.5000' });
    expect(parseAmountText('\u200f-١٢٣٫٤٥', POINT)).toEqual({ ok: true, text: '-123.4500' });
    expect(parseAmountText('\u061c\u2212۱۲۳', POINT)).toEqual({ ok: true, text: '-123.0000' });
    expect(parseAmountText('१,२३,४५६.००', POINT)).toEqual({ ok: true, text: '123456.0000' });
  });

  it('reads Thai, Myanmar, Lao, Khmer, Bengali and full-width digits as the number they write', () => {
    expect(parseAmountText('၁၂၃၄.၅၀', POINT)).toEqual({ ok: true, text: '1234.5000' });
    expect(parseAmountText('๑,๒๓๔.๕๐', POINT)).toEqual({ ok: true, text: '1234.5000' });
    expect(parseAmountText('໑໒໓', POINT)).toEqual({ ok: true, text: '123.0000' });
    expect(parseAmountText('-១២៣', POINT)).toEqual({ ok: true, text: '-123.0000' });
    expect(parseAmountText('১,২৩,৪৫৬.৭৮', POINT)).toEqual({ ok: true, text: '123456.7800' });
    expect(parseAmountText('１２３４．５０', POINT)).toEqual({ ok: true, text: '1234.5000' });
    expect(parseAmountText('－１，２３４．５０', POINT)).toEqual({ ok: true, text: '-1234.5000' });
    expect(parseAmountText('１．２３４，５０', COMMA)).toEqual({ ok: true, text: '1234.5000' });
  });

  it('reads back every exact decimal as real writers format it, in every script', () => {
    fc.assert(
      fc.property(
        decimals,
        fc.constantFrom(...ZEROS),
        fc.constantFrom('indian', 'western', 'none'),
        fc.constantFrom(...MARKS),
        fc.constantFrom('', '\u00a0', '\u202f'),
        fc.boolean(),
        (decimal, script, grouping, mark, pad, negative) => {
          const arabic = ARABIC.includes(script);
          const groups =
            grouping === 'indian'
              ? indianGroups(decimal.whole)
              : grouping === 'western'
                ? westernGroups(decimal.whole)
                : [decimal.whole];
          const group = arabic ? '\u066c' : ',';
          const point = arabic ? '\u066b' : '.';
          let text = inDigits(groups.join(group), script);
          if (decimal.fraction !== '') text += point + inDigits(decimal.fraction, script);
          text = `${mark}${pad}${negative ? '-' : ''}${text}${pad}${mark}`;
          const negativeZero = negative && /^0\.0+$/.test(decimal.expected);
          const expected = negative && !negativeZero ? `-${decimal.expected}` : decimal.expected;
          expect(parseAmountText(text, POINT), JSON.stringify(text)).toEqual({ ok: true, text: expected });
        },
      ),
    );
  });

  it('refuses ambiguous groups and mixed forms at the cell, never reads a changed value', () => {
    for (const text of [
      '1,23,4567.00',
      '12,3,456.00',
      '1,234,56.00',
      '1,23 456.00',
      '١٢3٤',
      '۱۲٣٤',
      '१२३4',
      '١٬٢٣٤.٥٠',
      '1,234٫50',
      '๑2๓',
      '１，２３４.５０',
      '๑，๒๓๔',
    ]) {
      const parsed = parseAmountText(text, POINT);
      expect(parsed.ok, text).toBe(false);
    }
    expect(parseAmountText('١٢3٤', POINT)).toMatchObject({ message: expect.stringContaining('two scripts') });
  });

  it('refuses every value whose digits come from two scripts', () => {
    fc.assert(
      fc.property(
        decimals.filter((d) => d.whole.length + d.fraction.length >= 2),
        fc.constantFrom(...ZEROS.filter((zero) => zero !== 0x30)),
        fc.constantFrom(...ZEROS),
        fc.nat(),
        (decimal, first, second, at) => {
          fc.pre(first !== second);
          const ascii = decimal.fraction === '' ? decimal.whole : `${decimal.whole}.${decimal.fraction}`;
          const switchAt = at % ascii.length;
          // Only a value that holds a digit of each script is mixed.
          fc.pre(/\d/.test(ascii[switchAt]!));
          const text = [...ascii]
            .map((c, i) => (/\d/.test(c) ? inDigits(c, i === switchAt ? second : first) : c))
            .join('');
          expect(parseAmountText(text, POINT).ok, JSON.stringify(text)).toBe(false);
        },
      ),
    );
  });
});
