/**
 * The validation workbook's "What to do" for an amount the mapping cannot read: a text that reads
 * as a decimal-comma number names the mapping setting that reads it; any other text is asked for a
 * number, a currency sign or code allowed (as the docs say).
 */
import { describe, expect, it } from 'vitest';
import { parseAmountText } from '../../../src/mapping/parse-amount-text.js';
import { adviseProblem } from '../../../src/report/validation/advise-problem.js';

const POINT = { decimalSeparator: '.', thousandsSeparator: ',' } as const;
const COMMA = { decimalSeparator: ',', thousandsSeparator: '.' } as const;

/** The message and advice for `text` in column "Net" read with `format`. */
function adviceFor(text: string, format: typeof POINT | typeof COMMA) {
  const parsed = parseAmountText(text, format);
  if (parsed.ok) return { read: parsed.text };
  const advice = adviseProblem({
    file: 'f.csv',
    row: 2,
    column: 'Net',
    field: 'Amount',
    value: text,
    message: parsed.message,
  });
  return { message: parsed.message, advice };
}

// Texts decimal-comma exports write, and what a mapping with decimalSeparator: "," reads of them.
const DECIMAL_COMMA: Array<[string, string]> = [
  ['-1.234,56 €', '-1234.5600'],
  ['1\u00a0234,56', '1234.5600'],
  ['1\u202f234,56', '1234.5600'],
  ['1 234,56', '1234.5600'],
  ['0,5', '0.5000'],
  ['1.234,56', '1234.5600'],
  ['12,50 EUR', '12.5000'],
  ['(1.234,56)', '-1234.5600'],
  ["1'234,56", '1234.5600'],
];

describe('advice for an amount that cannot be read', () => {
  it.each(DECIMAL_COMMA)('%j without decimalSeparator "," names the setting that reads it', (text, read) => {
    const got = adviceFor(text, POINT);
    expect(got.message).toMatch(/^expected an amount/);
    expect(got.message).toContain('decimal comma');
    expect(got.advice).toContain('set decimalSeparator: "," under source in the mapping');
    expect(got.advice).not.toContain('no currency names');
    // and the setting it names does read it
    expect(adviceFor(text, COMMA)).toEqual({ read });
  });

  it.each(['n/a', '12abc', 'twelve', '1.2.3,4,5'])('%j is asked for a number, a currency sign allowed', (text) => {
    const got = adviceFor(text, POINT);
    expect(got.advice).toBe(
      'Write a number in column "Net", e.g. 1,234.50; a currency sign or code may go with it, no other words.',
    );
  });

  it('a decimal-point text in a decimal-comma mapping is asked for as the mapping reads numbers', () => {
    expect(adviceFor('n/a', COMMA).advice).toBe(
      'Write a number in column "Net", e.g. 1.234,50; a currency sign or code may go with it, no other words.',
    );
  });
});

describe('the advice for a totals row the mapping does not skip', () => {
  it('points at the skipRows rule the problem names, not at the cell', () => {
    const advice = adviseProblem({
      file: 'f.csv',
      row: 9,
      column: 'A',
      value: 'TOTAL:',
      message:
        'this looks like a totals row, not an invoice (4 required values are empty): if it is one, skip it with a skipRows rule, e.g. - { letter: A, equals: "TOTAL:" }',
    });
    expect(advice).toBe(
      'If it is a totals row, add the skipRows rule the problem names to the mapping; if it is an invoice, fill it in.',
    );
  });
});
