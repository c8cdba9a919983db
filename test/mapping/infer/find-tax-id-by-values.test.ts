/**
 * A column of the supplier's tax ids under a header no word list knows (`Supplier VAT Account No.`,
 * `NUIT do Fornecedor`, `N.I.F.`, `C.U.I.T.`) is told by its values: codes of one length, one per
 * supplier name, repeating where the name repeats. InvoiceId is then built from it and the number.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

interface Purchases {
  header: string;
  id: (vendor: number, row: number) => string;
  /** The supplier's name on a row; by default one name per supplier. */
  name?: (vendor: number, row: number) => string;
  /** The tax id column after the name (as Bahrain's schedule) or before it (as Mozambique's). */
  before?: boolean;
}

function write({ header, id, name = (v) => `Vendor ${v}`, before = false }: Purchases): string {
  const party = (cells: [string, string]) => (before ? [cells[1], cells[0]] : cells);
  const rows = [['Invoice No', 'Date', ...party(['Supplier Name', header]), 'Amount'].join(';')];
  for (let i = 0; i < 9; i++) {
    const v = i % 3;
    rows.push([`F-${300 + i}`, `2024-03-${10 + i}`, ...party([name(v, i), id(v, i)]), `${100 + i * 7}.50`].join(';'));
  }
  const file = join(makeTempDir('tax-id-by-values'), 'purchases.csv');
  writeFileSync(file, `${rows.join('\r\n')}\r\n`);
  return file;
}

async function invoiceIdOf(purchases: Purchases): Promise<{ id: unknown; yaml: string }> {
  const yaml = await inferMapping(write(purchases));
  const invoice = (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};
  return { id: invoice.InvoiceId, yaml };
}

describe('the supplier tax id told by its values', () => {
  // Bahrain's VAT account (15 digits), Mozambique's NUIT (9), Spain's NIF (a letter, 8 digits), Argentina's CUIT with dashes.
  it.each([
    { header: 'Supplier VAT Account No.', id: (v: number) => `${220001234500003 + v * 1000017}` },
    { header: 'NUIT do Fornecedor', id: (v: number) => `${400156807 + v * 11117}`, before: true },
    { header: 'N.I.F.', id: (v: number) => `B${61235670 + v * 3309}`, before: true },
    { header: 'C.U.I.T.', id: (v: number) => `30-${70132284 + v * 2207}-${v + 4}` },
  ])('builds InvoiceId from "$header" and the number', async (purchases) => {
    const { id, yaml } = await invoiceIdOf(purchases);
    expect(id, yaml).toEqual({ template: `{${purchases.header}}-{Invoice No}` });
  });

  it('keeps the name where the codes are not one per supplier', async () => {
    // A running entry number of the ledger: unique on every row, so it does not repeat with the name.
    const ledger = await invoiceIdOf({ header: 'Registo', id: (_, i) => `${202400118 + i * 3}` });
    expect(JSON.stringify(ledger.id), ledger.yaml).not.toContain('Registo');
    // One supplier written with two ids: neither names it.
    const split = await invoiceIdOf({ header: 'Código', id: (v, i) => `${400156807 + v * 11117 + (i > 5 ? 1 : 0)}` });
    expect(JSON.stringify(split.id), split.yaml).not.toContain('Código');
  });

  it('keeps the name where the codes are short account keys or of several lengths', async () => {
    const account = await invoiceIdOf({ header: 'Conta', id: (v) => `SUP00${v}` });
    expect(JSON.stringify(account.id), account.yaml).not.toContain('Conta');
    const lengths = await invoiceIdOf({ header: 'Referência', id: (v) => `${4001 * 10 ** v}` });
    expect(JSON.stringify(lengths.id), lengths.yaml).not.toContain('Referência');
  });

  // Norway's IBANs, each passing its mod-97 check: the supplier's bank account, one per supplier like a tax id.
  const IBANS = ['NO9386011117947', 'NO8330001234567', 'NO5015032080119'];

  it.each([
    { header: 'IBAN', id: (v: number) => IBANS[v]! },
    { header: 'Reference', id: (v: number) => IBANS[v]! },
    { header: 'Bank Account', id: (v: number) => `${15032080119 + v * 1117}` },
    { header: 'Kontonummer', id: (v: number) => `${15032080119 + v * 1117}` },
    { header: 'Phone', id: (v: number) => `${22334455 + v * 1010}` },
  ])('never builds InvoiceId from bank or phone data in "$header"', async (purchases) => {
    const { id, yaml } = await invoiceIdOf(purchases);
    expect(JSON.stringify(id), yaml).not.toContain(purchases.header);
  });

  // One invoice a day from each supplier: the ISO date repeats exactly with the name, in a registration's shape.
  it.each([
    { header: 'Posting Date', id: (v: number) => `2024-01-0${v + 1}` },
    { header: 'Value Date', id: (v: number) => `2024.02.1${v}` },
  ])('never builds InvoiceId from the dates in "$header"', async (purchases) => {
    const { id, yaml } = await invoiceIdOf(purchases);
    expect(JSON.stringify(id), yaml).not.toContain(purchases.header);
  });
});
