/**
 * Without a currency column, the currency a file names outright: the one sign every amount of a
 * column is written with (`T$1,234.56`, `1 234,56 DA`, `12 500 VT`), the currency a note under the
 * table names (`Amounts in vatu (VUV)`, `المبالغ بالدينار الجزائري`), Benin's IFU or the Republic
 * of the Congo named with its tax authority beside a `FCFA` that alone says neither XOF nor XAF.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { proposeCurrencyValue } from '../../../src/mapping/infer/propose-currency-value.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const titles = (...texts: string[]): SheetRow[] =>
  texts.map((text, i) => ({ file: 'x.csv', sheet: undefined, row: i + 1, cells: [{ kind: 'text' as const, text }] }));

const column = (header: string, ...texts: string[]) => ({ header, texts });

function spec(columns: ReturnType<typeof column>[], above: SheetRow[] = []) {
  const proposal = proposeCurrencyValue(
    [],
    columns.map((c) => c.header),
    undefined,
    columns,
    above,
  );
  return proposal.line?.spec ?? `commented ${proposal.doubt?.spec}`;
}

describe('the currency of amounts a column writes with one currency’s sign', () => {
  it('takes TOP, DZD and VUV from T$, DA and VT on every amount of a column', () => {
    expect(spec([column('Value Incl. CT', 'T$1,234.56', '-T$120.00', 'T$88.10')])).toBe('{ value: TOP }');
    expect(spec([column('المبلغ الإجمالي / Montant TTC', '1\u00a0234,56 DA', '990,00 DA')])).toBe('{ value: DZD }');
    expect(spec([column('Total', '12 500 VT', '4 000 VT')])).toBe('{ value: VUV }');
  });

  it('takes no currency from a one-letter sign, a sign on only some values, of many currencies or run into the digits', () => {
    expect(spec([column('Weight', '5 K', '12 K')])).toBe('commented { value: ... }');
    expect(spec([column('Total', '1 234,56 DA', '990,00')])).toBe('commented { value: ... }');
    expect(spec([column('Total', '$12.00', '$4.00')])).toBe('commented { value: ... }');
    // Letters run into the digits close an id (a GSTIN's check characters), not an amount.
    expect(spec([column('Ref', '40231ZK', '55310ZK')])).toBe('commented { value: ... }');
  });
});

describe('the franc CFA settled by the country a file names', () => {
  it('takes XOF where Benin’s IFU numbers stand beside a FCFA title, XAF for the Republic of the Congo', () => {
    const ifu = column('IFU fournisseur', '3201910456781', '3201911553092');
    expect(spec([ifu], titles('Montants en FCFA'))).toBe('{ value: XOF }');
    const congo = titles('REPUBLIQUE DU CONGO - DIRECTION GENERALE DES IMPOTS ET DES DOMAINES', 'Montants (FCFA)');
    expect(spec([column('NIU', 'M2010100030757', 'M2011100038058')], congo)).toBe('{ value: XAF }');
  });

  it('still asks between XOF and XAF where nothing names the country, or IFU values are neither Benin’s nor Burkina Faso’s shape', () => {
    expect(spec([column('IFU', '0012345A', '00023456')], titles('Montants en FCFA'))).toBe('commented { value: ... }');
    const drc = titles('République démocratique du Congo - Montants en FCFA');
    expect(spec([column('NIU', 'A1', 'B2')], drc)).toBe('commented { value: ... }');
  });
});

describe('mapping infer reads the currency a note under the table names', () => {
  const currencyOf = (yaml: string) =>
    (parse(yaml) as { invoice?: Record<string, unknown> }).invoice?.CurrencyCode as { value?: string } | undefined;

  function writeCsv(note: string): string {
    const rows = ['Date,Supplier,Invoice No.,Net,VAT,Total'];
    for (let i = 0; i < 6; i++) {
      const net = 10000 + i * 2500;
      rows.push(`0${i + 1}/02/2024,Supplier ${i},INV-${500 + i},${net},${net * 0.15},${net * 1.15}`);
    }
    rows.push(',,,,,', note);
    const file = join(makeTempDir('currency-note'), 'purchases.csv');
    writeFileSync(file, `${rows.join('\n')}\n`);
    return file;
  }

  it.each([
    ['Amounts in vatu (VUV) / Montants en vatu', 'VUV'],
    ['ملاحظة: المبالغ بالدينار الجزائري', 'DZD'],
    ["Note: all amounts are in pa'anga", 'TOP'],
  ])('takes the currency of "%s"', async (note, code) => {
    expect(currencyOf(await inferMapping(writeCsv(note), {}))?.value).toBe(code);
  });

  it('proposes no currency where the note names none', async () => {
    expect(currencyOf(await inferMapping(writeCsv('Note: keep every tax invoice for five years'), {}))).toBeUndefined();
  });
});
