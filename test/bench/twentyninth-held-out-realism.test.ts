/**
 * The twenty-ninth held-out files show only what a real export of their system could: a review
 * found each supplier's invoice numbers out of date order (a supplier numbers its invoices in one
 * series as it issues them) and Qatari commercial registrations for suppliers not resident. Each check reads the written file, through the reference only to
 * find the invoices' fields, apart from infer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CorpusLayout } from '../../bench/infer-corpus/corpus-files.js';
import {
  TWENTYNINTH_HELD_OUT_LAYOUTS,
  TWENTYNINTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-twentyninth/twentyninth-held-out-layouts.js';
import { parseMapping } from '../../src/mapping/load-mapping.js';
import { readInvoices } from '../../src/mapping/read-invoices.js';
import type { SheetCell } from '../../src/sheets/sheet-row.js';
import { openTable } from '../../src/sheets/open-table.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** Each invoice of the layout's file as its reference reads it: supplier, number and date. */
async function invoicesOf(layout: CorpusLayout) {
  const file = await layout.write(makeTempDir(`twentyninth-realism-${layout.name}`));
  const yaml = readFileSync(join(TWENTYNINTH_HELD_OUT_REFERENCE_DIR, `${layout.name}.yaml`), 'utf8');
  const read: { payee: string; number: string; date: string }[] = [];
  for await (const mapped of readInvoices(file, await parseMapping(yaml, `${layout.name}.yaml`), {
    knownAdvertisers: layout.advertisers,
  })) {
    const invoice = mapped.invoice!;
    read.push({ payee: invoice.PayeeId, number: invoice.Invoice_Number, date: invoice.Invoice_Date });
  }
  return read;
}

const layout = (name: string): CorpusLayout => TWENTYNINTH_HELD_OUT_LAYOUTS.find((l) => l.name === name)!;

const cellText = (c: SheetCell | undefined): string =>
  c === undefined || c.kind === 'empty' ? '' : c.kind === 'text' || c.kind === 'number' ? c.text : '';

describe('the twenty-ninth held-out files', () => {
  it("gabon: the e-invoicing platform's invoices are of a month after its mandate (1 July 2026), their numbers of that year", async () => {
    const invoices = await invoicesOf(layout('gabon-factures-recues'));
    expect(invoices).toHaveLength(12);
    expect(invoices.filter((i) => i.date < '20260701')).toEqual([]);
    // INV-2026-0031, R2600211, 113/26: a supplier's number names the year it was issued in.
    const years = invoices.flatMap(
      (i) => /^INV-(\d{4})-|^R(\d\d)|\/(\d\d)$/.exec(i.number)?.slice(1).filter(Boolean) ?? [],
    );
    expect(years.length).toBeGreaterThan(0);
    expect(years.filter((y) => y.slice(-2) !== '26')).toEqual([]);
  });

  it("belize: Taxable Value is Value less Trade Discount on every row, so reading it is the reference's line amount", async () => {
    const file = await layout('belize-gst-purchases').write(makeTempDir('twentyninth-realism-belize'));
    const table = await openTable(file, { encoding: 'utf-16le', delimiter: '\t' });
    const at = (h: string) => table.headers.indexOf(h);
    const cents = (c: SheetCell | undefined) => Math.round(Number(cellText(c)) * 100);
    const differing: string[] = [];
    let rows = 0;
    for await (const batch of table.batches)
      for (const row of batch) {
        rows += 1;
        const [value, discount, taxable] = ['Value', 'Trade Discount', 'Taxable Value'].map((h) =>
          cents(row.cells[at(h)]),
        );
        if (value! - discount! !== taxable) differing.push(cellText(row.cells[at('Entry No')]));
      }
    expect(rows).toBe(11);
    expect(differing).toEqual([]);
    expect(layout('belize-gst-purchases').alsoRight?.['items.Amount']).toEqual([
      'formula:if([type]="crn",-1,1)*[taxablevalue]',
    ]);
  });

  it('qatar: a supplier not resident has no Qatari commercial registration, every resident one has', async () => {
    const file = await layout('qatar-supplier-register').write(makeTempDir('twentyninth-realism-qatar-cr'));
    const table = await openTable(file, { headerRow: 2, delimiter: ',' });
    const at = (h: string) => table.headers.indexOf(h);
    const rows: { resident: string; cr: string; wht: string }[] = [];
    for await (const batch of table.batches)
      for (const row of batch) {
        const resident = cellText(row.cells[at('Resident')]);
        if (resident === 'Y' || resident === 'N')
          rows.push({ resident, cr: cellText(row.cells[at('CR No.')]), wht: cellText(row.cells[at('WHT 5%')]) });
      }
    expect(rows).toHaveLength(13);
    const abroad = rows.filter((r) => r.resident === 'N');
    expect(abroad.length).toBeGreaterThan(0);
    // Tax is withheld only from those not resident (GTA: not resident and not in the Commercial Register).
    expect(abroad.every((r) => r.wht !== '0.00')).toBe(true);
    expect(abroad.map((r) => r.cr).filter((cr) => cr !== '')).toEqual([]);
    expect(rows.filter((r) => r.resident === 'Y').every((r) => /^\d{5,6}$/.test(r.cr))).toBe(true);
  });

  it.each(TWENTYNINTH_HELD_OUT_LAYOUTS.map((l) => [l.name, l] as const))(
    '%s: a supplier invoice dated later never has a lower number than an earlier one',
    async (_name, layout) => {
      const invoices = await invoicesOf(layout);
      const backwards: string[] = [];
      for (const a of invoices)
        for (const b of invoices)
          if (a.payee === b.payee && a.date < b.date && a.number.localeCompare(b.number, 'en', { numeric: true }) > 0)
            backwards.push(`${a.payee}: ${a.number} (${a.date}) before ${b.number} (${b.date})`);
      expect(invoices.length).toBeGreaterThanOrEqual(8);
      // Some supplier has several invoices in the file, so the order is tested at all.
      expect(new Set(invoices.map((i) => i.payee)).size).toBeLessThan(invoices.length);
      expect(backwards).toEqual([]);
    },
  );
});
