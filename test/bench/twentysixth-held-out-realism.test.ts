/**
 * The twenty-sixth held-out files show only what a real export of their system could: a review
 * found a monthly return with rows of other months, Norwegian VAT codes that disagree with their
 * rates, Namibian VAT on rand invoices marked imported, and balboas where invoices are in dollars.
 * Each check reads the written file itself, apart from the references and infer.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { CorpusLayout } from '../../bench/infer-corpus/corpus-files.js';
import {
  TWENTYSIXTH_HELD_OUT_LAYOUTS,
  TWENTYSIXTH_HELD_OUT_REFERENCE_DIR,
} from '../../bench/infer-held-out-twentysixth/twentysixth-held-out-layouts.js';
import type { SheetCell, TableOptions } from '../../src/sheets/sheet-row.js';
import { openTable } from '../../src/sheets/open-table.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const layout = (name: string): CorpusLayout => TWENTYSIXTH_HELD_OUT_LAYOUTS.find((l) => l.name === name)!;

const cellText = (c: SheetCell | undefined): string =>
  c === undefined || c.kind === 'empty'
    ? ''
    : c.kind === 'text' || c.kind === 'number'
      ? c.text
      : c.kind === 'date'
        ? c.date
        : '';

/** The written file's data rows, each by its header's text. */
async function rowsOf(name: string, options: TableOptions = {}): Promise<Record<string, string>[]> {
  const file = await layout(name).write(makeTempDir(`twentysixth-realism-${name}`));
  const table = await openTable(file, options);
  const rows: Record<string, string>[] = [];
  for await (const batch of table.batches)
    for (const row of batch) rows.push(Object.fromEntries(table.headers.map((h, i) => [h, cellText(row.cells[i])])));
  return rows;
}

const reference = (name: string) =>
  parse(readFileSync(join(TWENTYSIXTH_HELD_OUT_REFERENCE_DIR, `${name}.yaml`), 'utf8')) as {
    invoice: Record<string, unknown>;
    checks?: Record<string, unknown>;
  };

describe('the twenty-sixth held-out files', () => {
  it('impotscm: every invoice of the monthly return is dated in the month its title names (March 2024)', async () => {
    const rows = await rowsOf('impotscm-etat-achats', { sheet: 'Détail des achats', headerRow: 5 });
    expect(rows.length).toBe(11);
    expect(rows.map((r) => r.Date!.slice(0, 6)).filter((m) => m !== '202403')).toEqual([]);
  });

  it('impotscm: the key leaves the kind out, as namra and xena do (a credit note has its own AV number)', async () => {
    const rows = await rowsOf('impotscm-etat-achats', { sheet: 'Détail des achats', headerRow: 5 });
    const numbers = rows.map((r) => `${r.NIU}-${r['Numéro']}`);
    expect(new Set(numbers).size).toBe(rows.length);
    expect(reference('impotscm-etat-achats').invoice.InvoiceId).toEqual({ template: '{NIU}-{Numéro}' });
  });

  it('unimicro: each Mva-kode is the standard code of its posting rate (1 at 25 %, 11 at 15 %, 0 none)', async () => {
    const rows = await rowsOf('unimicro-bilagsjournal', { delimiter: ';' });
    const codeOf: Record<string, string> = { 'Mva 25%': '1', 'Mva 15%': '11' };
    const vat = rows.filter((r) => r.Konto === '2710');
    expect(vat.length).toBeGreaterThan(0);
    for (const r of vat) expect([r.Tekst, r['Mva-kode']]).toEqual([r.Tekst, codeOf[r.Tekst!]]);
    // An expense posting carries the code of its voucher's VAT posting, or 0 where there is none.
    for (const r of rows.filter((x) => x.Konto !== '2710' && x.Konto !== '2400')) {
      const own = vat.find((v) => v.Bilagsnr === r.Bilagsnr);
      expect(r['Mva-kode']).toBe(own ? own['Mva-kode'] : '0');
    }
  });

  it('unimicro: the reference claims no line sum it cannot fail (it skips the only independent total)', () => {
    const ref = reference('unimicro-bilagsjournal');
    expect(ref.checks?.sumLines).toBeUndefined();
  });

  it('namra: local tax invoices in Namibian dollars, none imported (import VAT is paid at customs)', async () => {
    const rows = await rowsOf('namra-input-tax-schedule');
    expect(rows.length).toBe(12);
    expect(new Set(rows.map((r) => r.Currency))).toEqual(new Set(['NAD']));
    expect(new Set(rows.map((r) => r['Imported (Y/N)']))).toEqual(new Set(['N']));
  });

  it('informe43: the reference posts the dollars Panamanian invoices are written in', () => {
    expect(reference('informe43-compras').invoice.CurrencyCode).toEqual({ value: 'USD' });
    // The balboa's code names the same money at par: a proposal of PAB is scored right too.
    expect(layout('informe43-compras').alsoRight?.['invoice.CurrencyCode']).toEqual(['value:PAB']);
  });
});
