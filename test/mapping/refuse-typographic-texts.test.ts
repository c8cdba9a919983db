/**
 * A mapping edited in Word: typographic quotes around a text, or a non-breaking space at a
 * constant's end, are a mapping error at the line saying what was meant, never posted.
 */
import { describe, expect, it } from 'vitest';
import { parseMapping } from '../../src/mapping/load-mapping.js';

const BASE = [
  'source: { type: csv }',
  'invoice:',
  '  PayeeId: Vendor',
  '  Invoice_Number: Number',
  '  Invoice_Date: Date',
  '  Invoice_Amount: Amount',
  '  CurrencyCode: { value: EUR }',
];

async function messageOf(lines: string[]): Promise<string | undefined> {
  return parseMapping([...BASE, ...lines, ''].join('\n'), 'map.yaml').then(
    () => undefined,
    (error: unknown) => (error as Error).message,
  );
}

describe('typographic quotes and non-breaking spaces in a mapping', () => {
  it.each([
    ['  Invoice_Status: { value: “Posted” }', 8, 'invoice.Invoice_Status.value', '"Posted"'],
    ['  CompCode: { value: “1000” }', 8, 'invoice.CompCode.value', '"1000"'],
    ['  CountryCode: { value: ‘DE’ }', 8, 'invoice.CountryCode.value', '"DE"'],
    ['  Description: { column: Text, default: «none» }', 8, 'invoice.Description.default', '"none"'],
    ['  Discount: { column: Skonto, transform: { map: { J: “Y” } } }', 8, 'invoice.Discount.transform.map.J', '"Y"'],
    ['  Discount: { column: Skonto, transform: { map: { “J”: Y } } }', 8, 'invoice.Discount.transform.map.“J”', '"J"'],
    ['  Comments: “Remarks”', 8, 'invoice.Comments', '"Remarks"'],
  ])('refuses %s at its line, naming what was meant', async (line, at, path, meant) => {
    const message = await messageOf([line]);
    expect(message).toContain(`map.yaml:${at}: ${path}: `);
    expect(message).toContain('typographic quotes');
    expect(message).toContain(`meant ${meant}?`);
  });

  it.each([
    ['  Invoice_Status: { value: Posted\u00a0 }', '"Posted"'],
    ['  Invoice_Status: { value: "\u00a0Posted" }', '"Posted"'],
    ['  Invoice_Status: { value: "Posted " }', '"Posted"'],
  ])('refuses the constant in %j with white space at an end', async (line, meant) => {
    const message = await messageOf([line]);
    expect(message).toContain('map.yaml:8: invoice.Invoice_Status.value: the constant');
    expect(message).toContain(`meant ${meant}?`);
  });

  it('takes straight quotes and inner typographic quotes as written', async () => {
    expect(await messageOf(['  Invoice_Status: { value: "Posted" }', '  Comments: { value: Der „Kunde“ sagt }'])).toBe(
      undefined,
    );
  });
});
