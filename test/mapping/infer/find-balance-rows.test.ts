/**
 * A supplier's statement lists the account's balance at the start and end of the period as rows
 * of its table, with a date and an amount but no document: infer skips them by their labels, as
 * statements in several languages write them, and reads only the documents.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { parseMapping } from '../../../src/mapping/load-mapping.js';
import { readInvoices } from '../../../src/mapping/read-invoices.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const LABELS: readonly [string, string][] = [
  ['Opening Balance', 'Closing Balance'],
  ['Balance brought forward', 'Balance carried forward'],
  ['Anfangssaldo', 'Endsaldo'],
  ['Saldo inicial', 'Saldo final'],
  ["Solde d'ouverture", 'Solde final'],
];

/** A statement of eight invoices between its opening and closing balance rows. */
function write(opening: string, closing: string): string {
  const rows = [['Date', 'Document No.', 'Description', 'Ex GST', 'GST', 'Total'].join(',')];
  rows.push(['01/03/2024', '', opening, '', '', '1520.40'].join(','));
  let balance = 152040;
  for (let i = 0; i < 8; i++) {
    const net = 10000 + i * 1234;
    const tax = net / 10;
    balance += net + tax;
    rows.push(
      [
        `${String(4 + i).padStart(2, '0')}/03/2024`,
        `INV${5400 + i}`,
        `Order ${i + 1}`,
        net / 100,
        tax / 100,
        (net + tax) / 100,
      ].join(','),
    );
  }
  rows.push(['31/03/2024', '', closing, '', '', (balance / 100).toFixed(2)].join(','));
  const file = join(makeTempDir('balance-rows'), 'statement.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer on a statement with balance rows', () => {
  it.each(LABELS)('skips the "%s" and "%s" rows and reads the eight invoices', async (opening, closing) => {
    const file = write(opening, closing);
    const yaml = await inferMapping(file);
    expect(yaml).toContain(
      `column: Description, equals: [${opening.includes("'") ? `"${opening}"` : opening}, ${closing}] }`,
    );
    const read = [];
    for await (const invoice of readInvoices(file, await parseMapping(yaml, 's.yaml'), {})) read.push(invoice);
    expect(
      read.map((r) => r.draft.Invoice_Number),
      yaml,
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7].map((i) => `INV${5400 + i}`));
  });
});

describe('mapping infer on a ledger whose open invoice is described as a balance', () => {
  /** A balance label on a row with a document number and amounts, as migrated AP ledgers write open invoices. */
  function writeNumbered(openingDocument: string): string {
    const rows = [['Date', 'Document No.', 'Description', 'Ex GST', 'GST', 'Total'].join(',')];
    rows.push(['01/03/2024', openingDocument, 'Balance forward', '1382.18', '138.22', '1520.40'].join(','));
    for (let i = 0; i < 8; i++) {
      const net = 10000 + i * 1234;
      rows.push(
        [
          `${String(4 + i).padStart(2, '0')}/03/2024`,
          `INV${5400 + i}`,
          `Order ${i + 1}`,
          (net / 100).toFixed(2),
          (net / 1000).toFixed(2),
          ((net * 11) / 1000).toFixed(2),
        ].join(','),
      );
    }
    rows.push(['31/03/2024', '', 'Closing Balance', '', '', '14000.00'].join(','));
    const file = join(makeTempDir('balance-numbered'), 'ledger.csv');
    writeFileSync(file, `${rows.join('\r\n')}\r\n`);
    return file;
  }

  it('reads the numbered "Balance forward" row as an invoice and skips only the unnumbered balance', async () => {
    const file = writeNumbered('INV5399');
    const yaml = await inferMapping(file);
    expect(yaml).toContain('column: Description, equals: Closing Balance }');
    const read = [];
    for await (const invoice of readInvoices(file, await parseMapping(yaml, 's.yaml'), {})) read.push(invoice);
    expect(
      read.map((r) => r.draft.Invoice_Number),
      yaml,
    ).toEqual(['INV5399', ...[0, 1, 2, 3, 4, 5, 6, 7].map((i) => `INV${5400 + i}`)]);
  });

  it('still skips the same label on a row without a document number', async () => {
    const yaml = await inferMapping(writeNumbered(''));
    expect(yaml).toContain('column: Description, equals: [Balance forward, Closing Balance] }');
  });
});
