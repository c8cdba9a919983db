/**
 * A type column that lists debit notes beside credit notes: the credit note takes the amount off,
 * the debit note adds to it like an invoice (MyInvois, e-invoicing portals). A debit note alone
 * beside invoices stays a return (Vyapar, Tally), which the credit-type tests cover.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown> };

/** Twelve documents, one row each, unsigned: the kinds in turn, invoices most often. */
function writeDocuments(typeHeader: string, kinds: readonly [string, string, string]): string {
  const rows: string[][] = [['Vendor No.', 'Invoice No.', 'Invoice Date', 'Currency', typeHeader, 'Amount']];
  for (let i = 0; i < 12; i++) {
    const kind = i % 4 === 3 ? kinds[1] : i % 4 === 1 ? kinds[2] : kinds[0];
    rows.push([String(70001 + (i % 5)), `R-${2400 + i}`, '2024-03-04', 'EUR', kind, `${100 + i * 17}.${10 + i}`]);
  }
  const file = join(makeTempDir('debit-beside-credit'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

// Invoice, credit and debit kinds as exports spell them.
const WRITERS: readonly (readonly [string, string, string, string])[] = [
  ['Document Type', 'Invoice', 'Credit Note', 'Debit Note'],
  ['Type', 'Tax Invoice', 'Credit Note', 'Debit Note'],
  ['Document Type', 'Invoice', 'Credit Memo', 'Debit Memo'],
  ['Transaction Type', 'Bill', 'Credit note', 'Debit note'],
  ['Doc Type', 'Invoice', 'CreditNote', 'DebitNote'],
  ['Type', 'Purchase Invoice', 'Purchase Credit Note', 'Purchase Debit Note'],
];

describe('a debit note beside a credit note', () => {
  it.each(WRITERS)('"%s" with %s, %s and %s: only the credit note is signed', async (header, inv, credit, debit) => {
    const yaml = await inferMapping(writeDocuments(header, [inv, credit, debit]));
    const signed = { formula: `IF([${header}] = "${credit}", -1, 1) * [Amount]` };
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toEqual(signed);
  });
});
