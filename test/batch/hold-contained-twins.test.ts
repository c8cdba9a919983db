/** Which invoices of one file are held because their number contains an earlier one's of the same vendor and money. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { containedTwinHolds } from '../../src/batch/hold-contained-twins.js';
import { foldInvoiceNumber } from '../../src/invoice/fold-invoice-number.js';
import type { InvoiceRow } from '../../src/journal/invoice-row.js';
import { invoiceRow } from './plan-fixtures.js';

type Facts = Pick<InvoiceRow, 'payeeId' | 'invoiceDate' | 'invoiceAmount' | 'currencyCode'>;

const FACTS: Facts = { payeeId: '0000100001', invoiceDate: '20251103', invoiceAmount: '4120.00', currencyCode: 'CNY' };

/** The run's staged rows in file order, one per number, each on its own line of the file. */
function file(...invoices: ReadonlyArray<readonly [string, Partial<Facts>?]>): InvoiceRow[] {
  return invoices.map(([invoiceNumber, facts], i) =>
    invoiceRow({ id: 100 + i, seq: i + 1, rows: String(i + 2), state: 'staged', invoiceNumber, ...FACTS, ...facts }),
  );
}

const heldSeqs = (rows: readonly InvoiceRow[]): number[] =>
  containedTwinHolds(rows).map((hold) => rows.find((row) => row.id === hold.rowId)!.seq);

// The spellings the journal's hold is tested on: a number with an affix before or after it.
const number = fc.stringMatching(/^[A-Z]{0,3}[1-9][0-9]{3,7}$/);
const affix = fc.stringMatching(/^[A-Z0-9]{1,12}$/);
const separator = fc.constantFrom('-', '/', ' ', '_', '.', ' / ', '|');
const longer = (short: string, extra: string, sep: string, before: boolean) =>
  before ? `${extra}${sep}${short}` : `${short}${sep}${extra}`;

describe('containedTwinHolds', () => {
  it('holds the later of two numbers of one vendor that contain one another, naming the earlier and its row', () => {
    const rows = file(['87654321'], ['INV-1'], ['031002400211-87654321']);
    expect(containedTwinHolds(rows)).toEqual([
      {
        rowId: 102,
        detail:
          'not sent: the same invoice as "87654321" at row 2 of this file (the number contains it, with the same date, amount and currency); correct or remove one of the two rows, or give --force to post both as different invoices',
      },
    ]);
    expect(containedTwinHolds(file(['RE-4711'], ['4711']))[0]?.detail).toMatch(
      /^not sent: the same invoice as "RE-4711" at row 2 of this file \(the number is part of it, /,
    );
  });

  it('holds every spelling with an affix, either way round, with the same facts', () => {
    fc.assert(
      fc.property(number, affix, separator, fc.boolean(), fc.boolean(), (short, extra, sep, before, longFirst) => {
        const long = longer(short, extra, sep, before);
        // Spellings equal once folded (`1000.0`, `00 1000` for `1000`) are held as one number
        // written twice (hold-folded-twins.ts), not as a number inside another.
        fc.pre(foldInvoiceNumber(long) !== foldInvoiceNumber(short));
        const rows = longFirst ? file([long], [short]) : file([short], [long]);
        expect(heldSeqs(rows)).toEqual([2]);
      }),
    );
  });

  it('never holds a pair that differs in amount, date, vendor or currency, or whose contained part is shorter than four', () => {
    const other = fc.constantFrom<Partial<Facts>>(
      { invoiceAmount: '4120.01' },
      { invoiceDate: '20251104' },
      { payeeId: '0000100002' },
      { currencyCode: 'EUR' },
    );
    fc.assert(
      fc.property(number, affix, separator, fc.boolean(), other, (short, extra, sep, before, facts) => {
        expect(heldSeqs(file([short], [longer(short, extra, sep, before), facts]))).toEqual([]);
      }),
    );
    const tiny = fc.stringMatching(/^[1-9][0-9]{0,2}$/);
    fc.assert(
      fc.property(tiny, affix, separator, fc.boolean(), (short, extra, sep, before) => {
        expect(heldSeqs(file([short], [longer(short, extra, sep, before)]))).toEqual([]);
      }),
    );
  });

  it('stays linear in the rows of a file (figures printed, not asserted)', () => {
    for (const count of [5_000, 50_000]) {
      // Every hundredth invoice repeats the one before it with a prefix: one bill written twice.
      const rows = file(
        ...Array.from({ length: count }, (_, i): readonly [string, Partial<Facts>] => {
          const bill = i % 100 === 99 ? i - 1 : i;
          const written = bill === i ? String(100_000 + i) : `RE-${100_000 + bill}`;
          return [written, { payeeId: `00001000${String(bill % 40).padStart(2, '0')}`, invoiceAmount: `${bill}.00` }];
        }),
      );
      const started = performance.now();
      const held = containedTwinHolds(rows).length;
      console.log(`containedTwinHolds: ${count} invoices, ${held} held, ${Math.round(performance.now() - started)} ms`);
      expect(held).toBe(count / 100);
    }
  });
});
