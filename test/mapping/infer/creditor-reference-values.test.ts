/**
 * A creditor reference told by its values (ISO 11649: RF, two check digits, up to 21 letters and
 * digits) from an invoice number that only begins RF and digits: the reference loses the invoice
 * number to the document's number, the invoice number keeps it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** ISO 11649's remainder: the four first characters moved to the end, letters as 10-35, modulo 97. */
function remainder(text: string): number {
  const moved = text.slice(4) + text.slice(0, 4);
  return [...moved].reduce((rest, char) => Number(`${rest}${parseInt(char, 36)}`) % 97, 0);
}

/** A creditor reference of `body`, with the check digits a bank computes. */
function creditorReference(body: string): string {
  const check = String(98 - remainder(`RF00${body}`)).padStart(2, '0');
  return `RF${check}${body}`;
}

/** The same shape with check digits that do not hold: an invoice number such as RF2400101. */
function notCreditorReference(body: string): string {
  // Another of the 97 check values 02-98, each a different remainder.
  const valid = Number(creditorReference(body).slice(2, 4));
  return `RF${String(((valid - 2 + 1 + Number(body.slice(-1))) % 97) + 2).padStart(2, '0')}${body}`;
}

const DECOYS = [
  { header: 'Dodavatel', value: (i: number) => `Supplier ${i % 4}` },
  { header: 'Datum', value: (i: number) => `${1 + (i % 27)}.3.2024` },
  { header: 'Základ', value: (i: number) => `${100 + i * 3}.00` },
  { header: 'DPH', value: (i: number) => `${21 + i}.00` },
];
const DOCUMENT = {
  header: 'Doklad',
  value: (i: number) => [`INV-2024-${i + 5}`, `${i + 100}/24`, `D${i * 13 + 4003}`][i % 3]!,
};

async function invoiceNumberOf(header: string, value: (i: number) => string): Promise<unknown> {
  const columns = [{ header, value }, DOCUMENT, ...DECOYS];
  const rows = [columns.map((c) => c.header), ...[...Array(11).keys()].map((i) => columns.map((c) => c.value(i)))];
  const file = join(makeTempDir('creditor-reference'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.map((v) => `"${v}"`).join(';')).join('\r\n')}\r\n`);
  const yaml = await inferMapping(file);
  return (parse(yaml) as { invoice?: Record<string, unknown> }).invoice?.Invoice_Number;
}

const bodies = fc.array(fc.stringMatching(/^[0-9]{4,12}$/), { minLength: 11, maxLength: 11 });

describe('mapping infer and creditor references read by their values', () => {
  it('computes check digits a bank would (the standard example RF18 5390 0754 7034)', () => {
    expect(creditorReference('539007547034')).toBe('RF18539007547034');
  });

  it('takes the document number beside a column of creditor references', async () => {
    await fc.assert(
      fc.asyncProperty(bodies, async (values) => {
        expect(await invoiceNumberOf('Číslo faktury', (i) => creditorReference(values[i]!))).toBe('Doklad');
      }),
      { numRuns: 15 },
    );
  });

  it('keeps an invoice number that only begins RF and digits, its check digits not holding', async () => {
    await fc.assert(
      fc.asyncProperty(bodies, async (values) => {
        expect(await invoiceNumberOf('Číslo faktury', (i) => notCreditorReference(values[i]!))).toBe('Číslo faktury');
      }),
      { numRuns: 15 },
    );
  });
});
