/**
 * A bare `Date` beside the document's date (`Date document`, `Belegdatum`, `Дата документа`) is
 * the day the books took the invoice when it is never before the document's date: infer proposes
 * the document's date as Invoice_Date. Where the bare date is before it on some row, nothing says
 * which is the booking, and the header's choice stands.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown> };
const dotted = (day: number) => `${String(day).padStart(2, '0')}.03.2024`;

/** Ten invoices: the bare date `lag[i]` days after the document's (before it where negative). */
function ledger(bare: string, document: string, lags: readonly number[]): string {
  const rows = [[bare, document, 'Invoice No.', 'Supplier', 'Amount']];
  lags.forEach((lag, i) =>
    rows.push([dotted(10 + i + lag), dotted(10 + i), `R-${500 + i}`, `Supplier ${i % 3}`, `${800 + i * 13}.40`]),
  );
  const file = join(makeTempDir('document-date'), 'ledger.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

// [bare date header, the document's date header], as ledgers in each language write them.
const PAIRS: readonly (readonly [string, string])[] = [
  ['Date', 'Date document'],
  ['Date', 'Date pièce'],
  ['Datum', 'Belegdatum'],
  ['Fecha', 'Fecha documento'],
  ['Data', 'Data documento'],
  ['Дата', 'Дата документа'],
];

describe('mapping infer and a booking date beside the document date', () => {
  it('proposes the document date when the bare date is never before it', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...PAIRS),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 10, maxLength: 10 }).filter((l) => l.some((d) => d > 0)),
        async ([bare, document], lags) => {
          expect(mapped(await inferMapping(ledger(bare, document, lags))).invoice?.Invoice_Date).toBe(document);
        },
      ),
      { numRuns: 12 },
    );
  });

  it('keeps the bare date where it is before the document date on some row', async () => {
    const lags = [2, 0, 1, -3, 4, 0, 2, 1, 0, 3];
    // Pairs whose headers alone choose the bare date (others' headers choose the document's by name).
    const pairs: readonly (readonly [string, string])[] = [
      ['Date', 'Date document'],
      ['Дата', 'Дата документа'],
    ];
    for (const [bare, document] of pairs) {
      const invoice = mapped(await inferMapping(ledger(bare, document, lags))).invoice;
      expect(invoice?.Invoice_Date).toBe(bare);
    }
  });
});
