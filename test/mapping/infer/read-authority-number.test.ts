/**
 * A number that names its document alone, with no supplier before it in the InvoiceId: a tax
 * authority's long fiscal document number under its header (Uganda's FDN), or a UUID under any
 * header (Mexico's CFDI Folio Fiscal, Guatemala's FEL Número de Autorización, El Salvador's DTE
 * Código de Generación), each on every row and no two alike.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { profileColumn } from '../../../src/mapping/infer/profile-column.js';
import { namesDocumentAlone } from '../../../src/mapping/infer/read-authority-number.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';

function profileOf(header: string, values: readonly string[]) {
  const rows: SheetRow[] = values.map((text, i) => ({
    file: 'received.xlsx',
    sheet: 'Sheet1',
    row: i + 2,
    cells: [{ kind: 'text', text }],
  }));
  return profileColumn(0, header, rows, { decimalSeparator: '.', dateFormats: [] });
}

const uuids = (n: number, upper: boolean) =>
  Array.from({ length: n }, () => (upper ? randomUUID().toUpperCase() : randomUUID()));

describe('a number that names its document alone', () => {
  it.each([
    ['Folio Fiscal', true],
    ['Número de Autorización', true],
    ['Código de Generación', false],
    ['UUID', false],
  ])('a UUID on every row under "%s" (upper case: %s), no two alike', (header, upper) => {
    expect(namesDocumentAlone(profileOf(header, uuids(10, upper)))).toBe(true);
  });

  it('a UUID written twice, or missing on a row, keeps the supplier in the key', () => {
    const twice = uuids(9, true);
    expect(namesDocumentAlone(profileOf('Folio Fiscal', [...twice, twice[0]!]))).toBe(false);
    expect(namesDocumentAlone(profileOf('Folio Fiscal', [...uuids(9, true), '']))).toBe(false);
  });

  it("the authority's long number only under its header", () => {
    const long = Array.from({ length: 10 }, (_, i) => String(3240011234567800 + i * 7919));
    expect(namesDocumentAlone(profileOf('FDN', long))).toBe(true);
    expect(namesDocumentAlone(profileOf('Reference', long))).toBe(false);
  });
});
