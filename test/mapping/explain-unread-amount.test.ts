/**
 * Amounts with a part the reader does not know, as writers put them in CSV: a currency word or
 * sign the mapping has no entry for (Turkish TL, Saudi ر.س., Emirati د.إ, Japanese 円), a credit
 * mark (CR, DR), in any digits. Each is refused, never read, and the problem says which part was
 * not understood and what reads it.
 */
import { describe, expect, it } from 'vitest';
import { DECIMAL_COMMA, parseAmountText, type AmountFormat } from '../../src/mapping/parse-amount-text.js';

const DECIMAL_POINT: AmountFormat = { decimalSeparator: '.', thousandsSeparator: ',' };

describe('an amount with a part the mapping does not read', () => {
  it.each([
    [
      'Turkish Excel, TL after',
      '1.234,50 TL',
      DECIMAL_COMMA,
      /the text "TL" after the amount is not a currency sign the mapping knows/,
    ],
    ['Turkish, TL before', 'TL 1.234,50', DECIMAL_COMMA, /the text "TL" before the amount is not a currency sign/],
    ['Saudi, ر.س. after', '1.234,50 ر.س.', DECIMAL_COMMA, /the text "ر\.س\." after the amount is not a currency sign/],
    ['Emirati, د.إ after', '1.234,50 د.إ', DECIMAL_COMMA, /the text "د\.إ" after the amount is not a currency sign/],
    ['Japanese, 円 glued', '1,234円', DECIMAL_POINT, /the text "円" after the amount is not a currency sign/],
    ['a credit mark', '1.234,50CR', DECIMAL_COMMA, /the text "CR" after the amount marks a credit or debit/],
    ['a debit mark, spaced', '1,234.50 DR', DECIMAL_POINT, /the text "DR" after the amount marks a credit or debit/],
    [
      'full-width digits, 円 glued',
      '１，２３４円',
      DECIMAL_POINT,
      /the text "円" after the amount is not a currency sign/,
    ],
    ['Thai digits, a credit mark', '๑,๒๓๔.๕๐ CR', DECIMAL_POINT, /the text "CR" after the amount marks a credit/],
  ])('%s: %s is refused, naming what was not understood', (_w, text, format, words) => {
    const parsed = parseAmountText(text, format);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) {
      expect(parsed.message).toMatch(/^expected an amount, e\.g\. 1[.,]234[.,]50; /);
      expect(parsed.message).toMatch(words);
    }
  });

  it.each([
    ['a word alone', 'n/a', DECIMAL_POINT],
    ['a note after a bad number', '1,23.4 TL', DECIMAL_POINT],
  ])('%s (%s): no part is named when no amount is before it', (_w, text, format) => {
    const parsed = parseAmountText(text, format);
    expect(parsed).toEqual({ ok: false, message: 'expected an amount, e.g. 1,234.50' });
  });

  it('reads full-width digits as the amount they write, as every other script of digits', () => {
    expect(parseAmountText('１２３４.５０', DECIMAL_POINT)).toEqual({ ok: true, text: '1234.5000' });
    expect(parseAmountText('１.２３４,５０', DECIMAL_COMMA)).toEqual({ ok: true, text: '1234.5000' });
  });
});
