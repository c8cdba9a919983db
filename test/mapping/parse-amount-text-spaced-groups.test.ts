import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseAmountText, type AmountFormat } from '../../src/mapping/parse-amount-text.js';

/** A mapping that says its amounts have no thousands separator: spaces and ' (and Arabic ٬) still group. */
const UNGROUPED: AmountFormat = { decimalSeparator: '.', thousandsSeparator: '' };
const GROUP_MARKS = [' ', '\u00a0', '\u202f', "'", '\u066c'];
const ARABIC_INDIC = (text: string) => text.replace(/\d/g, (d) => String.fromCharCode(0x660 + Number(d)));

describe('amounts grouped by spaces in a format without a thousands separator', () => {
  it.each([
    ['1 234', '1234.0000'],
    ["12'345.50", '12345.5000'],
    ['١٬٢٣٤٬٥٦٧', '1234567.0000'],
  ])('reads %s grouped in threes as %s', (text, expected) => {
    expect(parseAmountText(text, UNGROUPED)).toEqual({ ok: true, text: expected });
  });

  it.each(['123 45', '1 23', '١٢٣٬٤٥', '١٬٢٣', '12 34 567'])('refuses %s: its groups are not of three', (text) => {
    expect(parseAmountText(text, UNGROUPED).ok).toBe(false);
  });

  it('refuses a group mark anywhere but between groups of three, in Latin and Arabic-Indic digits', () => {
    const split = fc
      .tuple(fc.stringMatching(/^[1-9]\d{1,7}$/), fc.nat(), fc.constantFrom(...GROUP_MARKS), fc.boolean())
      .map(([digits, at, mark, arabic]) => {
        const cut = 1 + (at % (digits.length - 1));
        return {
          digits,
          cut,
          text: (arabic ? ARABIC_INDIC : String)(`${digits.slice(0, cut)}${mark}${digits.slice(cut)}`),
        };
      });
    fc.assert(
      fc.property(split, ({ digits, cut, text }) => {
        const read = parseAmountText(text, UNGROUPED);
        if (digits.length - cut === 3 && cut <= 3) expect(read).toEqual({ ok: true, text: `${digits}.0000` });
        else expect(read.ok).toBe(false);
      }),
    );
  });
});
