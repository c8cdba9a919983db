/**
 * An invoice number is never a column of dates: where a header only resembles a number's (a
 * Polish `Dokument`, a Portuguese `Fatura`, the Tajik `Санаи ҳисобнома-фактура`) and no date form
 * was proposed for the file, the values still tell the dates apart from document numbers.
 */
import { describe, expect, it } from 'vitest';
import { chooseFields } from '../../../src/mapping/infer/choose-fields.js';
import { holdsOnlyDates } from '../../../src/mapping/infer/holds-only-dates.js';
import { profileColumn, type ColumnProfile } from '../../../src/mapping/infer/profile-column.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';

function profilesOf(headers: readonly string[], rows: readonly (readonly string[])[]): ColumnProfile[] {
  const sheetRows: SheetRow[] = rows.map((r, i) => ({
    file: 'register.csv',
    sheet: undefined,
    row: i + 2,
    cells: r.map((text) => ({ kind: 'text', text })),
  }));
  return headers.map((h, i) => profileColumn(i, h, sheetRows, { decimalSeparator: ',', dateFormats: [] }));
}

const days = ['06.01.2024', '17.01.2024', '02.02.2024', '29.02.2024', '11.03.2024'];

describe('a column of dates and the invoice number', () => {
  it.each([
    ['Dokument', 'Kontrahent', days],
    ['Fatura', 'Fornecedor', days.map((d) => d.split('.').reverse().join('-'))],
    ['Document', 'Vendor', ['6-Jan-2024', '17-Jan-2024', '2-Feb-2024', '29-Feb-2024', '11-Mar-2024']],
  ])('does not map "%s" holding dates as the Invoice_Number', (header, party, dates) => {
    const rows = dates.map((d, i) => [d, `Supplier ${i}`, `${100 + i},00`]);
    const profiles = profilesOf([header, party, 'Kwota'], rows);
    expect(holdsOnlyDates(profiles[0]!)).toBe(true);
    const { chosen } = chooseFields([header, party, 'Kwota'], profiles, { scopes: ['invoice', 'items'] });
    expect(chosen.find((c) => c.field === 'Invoice_Number' || c.field === 'InvoiceId')?.header).toBeUndefined();
  });

  it.each([['20240106'], ['2024-001'], ['FV/2024/01/06'], ['1.2.3.4']])(
    'keeps a number written like "%s" as a number, not a date',
    (first) => {
      const profiles = profilesOf(['Dokument'], [[first], ['20240117']]);
      expect(holdsOnlyDates(profiles[0]!)).toBe(false);
    },
  );

  it('still maps a column of document numbers under the same header', () => {
    const rows = days.map((_, i) => [`FV-${300 + i}`, `Supplier ${i}`, `${100 + i},00`]);
    const profiles = profilesOf(['Dokument', 'Kontrahent', 'Kwota'], rows);
    const { chosen } = chooseFields(['Dokument', 'Kontrahent', 'Kwota'], profiles, { scopes: ['invoice', 'items'] });
    expect(chosen.find((c) => c.field === 'Invoice_Number')?.header).toBe('Dokument');
  });
});
