/**
 * The normalised invoices of francophone West Africa (Benin's e-MECeF) code each document by its
 * kind: FV a sales invoice, FA its credit note (facture d'avoir), EV and EA for exports. Beside FV,
 * FA is a credit note; its amounts, written positive, need their sign, and are mapped as they are
 * where the file writes them negative already.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown> };

/** Ten documents, the seventh of kind `credit`; its amounts negative when `signed`. */
function annex(header: readonly string[], invoiceKind: string, credit: string, signed: boolean): string {
  const rows: string[][] = [[...header]];
  for (let i = 0; i < 10; i++) {
    const isCredit = i === 6;
    const sign = isCredit && signed ? '-' : '';
    const net = 125000 + i * 3700;
    const vat = Math.round(net * 0.18);
    rows.push([
      `${i + 1}`,
      `${String(3 + i).padStart(2, '0')}/02/2024`,
      `32019${10234567 + (i % 4) * 1097}`,
      `Fournisseur ${'ABCD'[i % 4]} SARL`,
      isCredit ? credit : invoiceKind,
      `2024-${310 + i}`,
      `${sign}${net}`,
      `${sign}${vat}`,
      `${sign}${net + vat}`,
    ]);
  }
  const file = join(makeTempDir('avoir-code'), 'annexe.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

const FRENCH = [
  "N° d'ordre",
  'Date facture',
  'IFU fournisseur',
  'Raison sociale',
  'Type',
  'N° facture',
  'Montant HT',
  'TVA 18%',
  'Montant TTC',
];
const ENGLISH = [
  'No.',
  'Invoice date',
  'Supplier TIN',
  'Supplier name',
  'Invoice type',
  'Invoice No.',
  'Net',
  'VAT 18%',
  'Total',
];

describe('mapping infer and the kind codes FV and FA', () => {
  it.each([
    [FRENCH, 'Montant TTC', 'Montant HT', 'TVA 18%'],
    [ENGLISH, 'Total', 'Net', 'VAT 18%'],
  ])('under "%s": FA beside FV, written positive, is signed by the formula', async (header, total, net, tax) => {
    const type = header[4]!;
    const yaml = await inferMapping(annex(header, 'FV', 'FA', false));
    const m = mapped(yaml);
    const signed = (column: string) => ({ formula: `IF([${type}] = "FA", -1, 1) * [${column}]` });
    expect(m.invoice?.Invoice_Amount, yaml).toEqual(signed(total));
    expect(m.items?.Amount, yaml).toEqual(signed(net));
    expect(m.items?.Tax, yaml).toEqual(signed(tax));
  });

  it('FA beside FV written negative is mapped as it is', async () => {
    const yaml = await inferMapping(annex(FRENCH, 'FV', 'FA', true));
    const m = mapped(yaml);
    expect(m.invoice?.Invoice_Amount, yaml).toBe('Montant TTC');
    expect(m.items?.Amount, yaml).toBe('Montant HT');
  });

  it('EA beside EV, an export credit note, is signed too', async () => {
    const yaml = await inferMapping(annex(FRENCH, 'EV', 'EA', false));
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toEqual({ formula: 'IF([Type] = "EA", -1, 1) * [Montant TTC]' });
  });

  it('FA beside NC is the invoice, NC its credit note', async () => {
    const yaml = await inferMapping(annex(FRENCH, 'FA', 'NC', false));
    expect(mapped(yaml).invoice?.Invoice_Amount, yaml).toEqual({ formula: 'IF([Type] = "NC", -1, 1) * [Montant TTC]' });
  });
});
