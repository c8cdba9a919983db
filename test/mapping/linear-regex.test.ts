import { describe, expect, it } from 'vitest';
import { compileLinearRegex, type LinearRegex } from '../../src/mapping/linear-regex.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { mappingOf, readAll, thrownBy, writeCsv } from './mapping-fixtures.js';

function compiled(pattern: string): LinearRegex {
  const regex = compileLinearRegex(pattern);
  if (typeof regex === 'string') throw new Error(regex);
  return regex;
}

describe('mapping regular expressions', () => {
  it('find the first match and its first group anywhere in the text', () => {
    expect(compiled('PO: (\\d+)').exec('ref PO: 4500012345 x')).toEqual(['PO: 4500012345', '4500012345']);
    expect(compiled('\\d+').exec('RE 77')).toEqual(['77', undefined]);
    expect(compiled('(x)?y').exec('y')).toEqual(['y', undefined]);
    expect(compiled('^total$').test('subtotal')).toBe(false);
  });

  it('run a nested quantifier over a long cell in linear time (a backtracking engine takes minutes)', async () => {
    const dir = makeTempDir('regex-linear');
    const cell = `${'a'.repeat(35)}!`;
    const file = writeCsv(dir, 'a.csv', ['Vendor,Number,Date,Currency,Total', `0000100001,${cell},2024-01-31,EUR,1`]);
    const mapping = mappingOf(`
invoice:
  InvoiceId: Number
  PayeeId: Vendor
  Invoice_Number: { column: Number, transform: { extract: "^(a+)+$" } }
  Invoice_Date: Date
  CurrencyCode: Currency
  Invoice_Amount: Total
`);
    const [invoice] = await readAll(file, mapping);
    expect(invoice!.problems.map((p) => p.message)).toContain('expected text matching /^(a+)+$/');
  });

  it('refuse a backreference or lookaround at the line and column of the pattern', () => {
    const error = thrownBy(() =>
      mappingOf('invoice:\n  PayeeId: Vendor\n  Invoice_Number: { column: Ref, transform: { extract: "(a)\\\\1" } }\n'),
    );
    expect(error.message).toMatch(
      /^test\.yaml:3:\d+: invoice\.Invoice_Number\.transform: not a regular expression this tool can run in linear time/,
    );
    expect(error.message).toContain('invalid escape sequence');
    const skip = thrownBy(() =>
      mappingOf('source:\n  skipRows:\n    - { column: Ref, matches: "(?=x)" }\ninvoice:\n  PayeeId: Vendor\n'),
    );
    expect(skip.message).toMatch(
      /^test\.yaml:3:\d+: .*matches: not a regular expression this tool can run in linear time/,
    );
  });
});
