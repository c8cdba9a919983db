/**
 * The twenty-eighth held-out files show only what a real export of their system could: reviews of
 * earlier sets found a monthly return with rows of other months, a VAT code that disagreed with its
 * rate and a withholding at a share no law sets. Each check reads the written file itself, apart
 * from the references and infer, and recomputes what the country's rules say.
 */
import { describe, expect, it } from 'vitest';
import type { CorpusLayout } from '../../bench/infer-corpus/corpus-files.js';
import { TWENTYEIGHTH_HELD_OUT_LAYOUTS } from '../../bench/infer-held-out-twentyeighth/twentyeighth-held-out-layouts.js';
import type { SheetCell, TableOptions } from '../../src/sheets/sheet-row.js';
import { openTable } from '../../src/sheets/open-table.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const layout = (name: string): CorpusLayout => TWENTYEIGHTH_HELD_OUT_LAYOUTS.find((l) => l.name === name)!;

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
  const file = await layout(name).write(makeTempDir(`twentyeighth-realism-${name}`));
  const table = await openTable(file, options);
  const rows: Record<string, string>[] = [];
  for await (const batch of table.batches)
    for (const row of batch) rows.push(Object.fromEntries(table.headers.map((h, i) => [h, cellText(row.cells[i])])));
  return rows;
}

/** Hundredths of a number written with `decimal` as its mark, grouping, signs and words dropped but the minus. */
const hundredths = (text: string, decimal = '.') => {
  const plain = text.replace(decimal === ',' ? /[^\d,-]/g : /[^\d.-]/g, '').replace(',', '.');
  return Math.round(Number(plain) * 100);
};

describe('the twenty-eighth held-out files', () => {
  it('monthly returns and journals list only the month their title names', async () => {
    const benin = await rowsOf('emecef-achats', { headerRow: 3, delimiter: ';', encoding: 'windows-1252' });
    const congo = await rowsOf('congo-etat-achats', { headerRow: 5 });
    const capeVerde = await rowsOf('efaturacv-documentos-recebidos', { sheet: 'Documentos', headerRow: 5 });
    const tonga = await rowsOf('tonga-ct-purchases', { headerRow: 4, delimiter: ',' });
    const vanuatu = await rowsOf('vanuatu-vat-purchases', { sheet: 'Purchases - Achats', headerRow: 5 });
    const mamut = await rowsOf('mamut-bilagsjournal', { delimiter: ';', encoding: 'windows-1252' });
    expect(benin.map((r) => r['Date facture']!.slice(2))).toEqual(Array(11).fill('/02/2024'));
    expect(congo.filter((r) => r.NIU !== 'TOTAL GÉNÉRAL').map((r) => r.Date!.slice(0, 6))).toEqual(
      Array(10).fill('202401'),
    );
    expect(capeVerde.map((r) => r['Data Emissão']!.slice(0, 6))).toEqual(Array(12).fill('202403'));
    expect(tonga.filter((r) => /^\d/.test(r.Date!)).map((r) => r.Date!.slice(2))).toEqual(Array(12).fill('/01/2024'));
    expect(vanuatu.filter((r) => r.Date).map((r) => r.Date!.slice(0, 6))).toEqual(Array(10).fill('202402'));
    expect(new Set(mamut.map((r) => r.Bilagsdato!.slice(2)))).toEqual(new Set(['.03.2024']));
  });

  it("every VAT is its country's rate of its base: 18 %, 15 %, 10 %, 22 %, 25 %, 19 %", async () => {
    const rated = (
      rows: Record<string, string>[],
      base: (r: Record<string, string>) => number,
      tax: string,
      rate: number,
    ) => {
      const taxed = rows.filter((x) => hundredths(x[tax]!, ',') !== 0);
      expect(taxed.length).toBeGreaterThan(0);
      for (const r of taxed)
        expect([base(r), hundredths(r[tax]!, ',')]).toEqual([base(r), Math.round((base(r) * rate) / 100)]);
    };
    // Whole francs: the VAT is rounded to the franc.
    const benin = await rowsOf('emecef-achats', { headerRow: 3, delimiter: ';', encoding: 'windows-1252' });
    for (const r of benin.filter((x) => x['TVA 18%'] !== '0'))
      expect(hundredths(r['TVA 18%']!) / 100).toBe(Math.round((hundredths(r['Montant HT']!) / 100) * 0.18));
    const capeVerde = await rowsOf('efaturacv-documentos-recebidos', { sheet: 'Documentos', headerRow: 5 });
    rated(
      capeVerde.map((r) => ({ ...r, 'Valor IVA': r['Valor IVA']!.replace('.', ',') })),
      (r) => hundredths(r['Base Tributável']!),
      'Valor IVA',
      15,
    );
    expect(new Set(capeVerde.map((r) => r['Taxa IVA']))).toEqual(new Set(['15', '0']));
    const haiti = (await rowsOf('haiti-journal-achats', { headerRow: 4 })).filter((r) => r['N° pièce']);
    rated(
      haiti.map((r) => ({ ...r, 'TCA 10 %': r['TCA 10 %']!.replace('.', ',') })),
      (r) => hundredths(r['Montant HT']!),
      'TCA 10 %',
      10,
    );
    const directo = (await rowsOf('directo-ostuarved')).filter((r) => r.Valuuta === 'EUR');
    rated(
      directo.map((r) => ({ ...r, KM: r.KM!.replace('.', ',') })),
      (r) => hundredths(r.Summa!) - hundredths(r.Allahindlus!),
      'KM',
      22,
    );
    const algeria = await rowsOf('algeria-etat-achats', { headerRow: 3 });
    rated(
      algeria.filter((r) => r['TVA 19 %']),
      (r) => hundredths(r['المبلغ خارج الرسم / Montant HT']!, ','),
      'TVA 19 %',
      19,
    );
    const mamut = await rowsOf('mamut-bilagsjournal', { delimiter: ';', encoding: 'windows-1252' });
    for (const voucher of new Set(mamut.filter((r) => r.Konto === '2710').map((r) => r.Bilagsnr))) {
      const rows = mamut.filter((r) => r.Bilagsnr === voucher);
      const side = (r: Record<string, string>) => hundredths(r.Debet || r.Kredit!, ',');
      const costs = rows.filter((r) => r.Konto === '7320').reduce((sum, r) => sum + side(r), 0);
      expect([voucher, side(rows.find((r) => r.Konto === '2710')!)]).toEqual([voucher, Math.round(costs * 0.25)]);
    }
  });

  it('benin, congo and haiti: the AIB is 3 % withheld, the centimes 5 % of the VAT, a prepayment less from the net', async () => {
    const benin = await rowsOf('emecef-achats', { headerRow: 3, delimiter: ';', encoding: 'windows-1252' });
    for (const r of benin) {
      const ht = hundredths(r['Montant HT']!) / 100;
      expect([r['N° facture'], hundredths(r['AIB retenu 3%']!) / 100]).toEqual([
        r['N° facture'],
        Math.round(ht * 0.03),
      ]);
      expect(hundredths(r['Net à payer']!)).toBe(hundredths(r['Montant TTC']!) - hundredths(r['AIB retenu 3%']!));
    }
    const congo = (await rowsOf('congo-etat-achats', { headerRow: 5 })).filter((r) => r.NIU !== 'TOTAL GÉNÉRAL');
    for (const r of congo) expect(Number(r['Centimes additionnels'])).toBe(Math.round(Number(r['TVA 18 %']) * 0.05));
    const haiti = (await rowsOf('haiti-journal-achats', { headerRow: 4 })).filter((r) => r['N° pièce']);
    for (const r of haiti)
      expect(hundredths(r['Net à payer']!)).toBe(hundredths(r['Total TTC']!) - hundredths(r['Avance déduite'] || '0'));
    expect(haiti.some((r) => r['Avance déduite'])).toBe(true);
  });

  it('mamut and directo: every organisation number and registry code has its check digit', async () => {
    const mod11 = (digits: string, weights: number[]) =>
      digits.split('').reduce((sum, d, i) => sum + Number(d) * weights[i]!, 0) % 11;
    for (const r of await rowsOf('mamut-bilagsjournal', { delimiter: ';', encoding: 'windows-1252' })) {
      const rest = 11 - mod11(r['Org.nr']!.slice(0, 8), [3, 2, 7, 6, 5, 4, 3, 2]);
      expect([r['Org.nr'], rest === 11 ? 0 : rest]).toEqual([r['Org.nr'], Number(r['Org.nr']![8])]);
    }
    for (const r of (await rowsOf('directo-ostuarved')).filter((x) => x.Registrikood)) {
      const code = r.Registrikood!;
      const first = mod11(code.slice(0, 7), [1, 2, 3, 4, 5, 6, 7]);
      const second = first === 10 ? mod11(code.slice(0, 7), [3, 4, 5, 6, 7, 8, 9]) : first;
      expect([code, second === 10 ? 0 : second]).toEqual([code, Number(code[7])]);
    }
  });

  it("cape verde: every issuer's NIF is nine digits, a company's beginning with 2", async () => {
    // The DNRE's NIF: the type (2 a company), six digits and two control digits whose rule is not
    // published (python-stdnum's stdnum/cv/nif.py checks only this much), so no check digit is recomputed.
    const nifs = (await rowsOf('efaturacv-documentos-recebidos', { sheet: 'Documentos', headerRow: 5 })).map(
      (r) => r['NIF Emitente']!,
    );
    expect(nifs.length).toBe(12);
    for (const nif of nifs) expect(nif).toMatch(/^2\d{8}$/);
  });

  it('haiti: the journal numbers its vouchers in the order of their dates, across both currency sections', async () => {
    const rows = (await rowsOf('haiti-journal-achats', { headerRow: 4 })).filter((r) => r['N° pièce']);
    expect(rows.length).toBe(12);
    const byVoucher = [...rows].sort((a, b) => a['N° pièce']!.localeCompare(b['N° pièce']!));
    const dates = byVoucher.map((r) => r.Date!);
    expect(dates).toEqual([...dates].sort());
  });

  it("directo: every due date is the invoice's date and the supplier's one payment term, across a month's end", async () => {
    const day = (iso: string) =>
      Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(4, 6)) - 1, Number(iso.slice(6, 8)));
    const rows = await rowsOf('directo-ostuarved');
    expect(rows.length).toBe(11);
    const terms = rows.map(
      (r) => (day(r['Tähtaeg']!.replace(/-/g, '')) - day(r['Kuupäev']!.replace(/-/g, ''))) / 86400000,
    );
    expect(new Set(terms)).toEqual(new Set([14]));
  });
});
