/**
 * Amounts written with `$` alone are in one of some twenty currencies: `mapping infer` proposes
 * the one the rest of the file names (Mexico's RFC, Australia's ABN, Canada's HST, Chile's RUT, a
 * `USD` in a header), or USD where dates put the month first; otherwise USD only as a commented
 * doubt that says why. `US$` and a written code stay evidence of their own.
 */
import { describe, expect, it } from 'vitest';
import { proposeCurrencyValue } from '../../../src/mapping/infer/propose-currency-value.js';
import { writtenWithBareDollar } from '../../../src/mapping/infer/read-dollar-sign.js';

const AMOUNTS = ['$1,234.50', '$7.00', '$45,918.00'];
const column = (header: string, texts: readonly string[]) => ({ header, texts: [...texts] });

function proposal(headers: readonly string[], columns: ReturnType<typeof column>[] = [], amounts = AMOUNTS) {
  const all = [...headers, ...columns.map((c) => c.header)];
  return proposeCurrencyValue(amounts, all, undefined, columns);
}

describe('amounts written with $ alone', () => {
  it.each([
    // Mexico, Australia, Canada, Argentina by their words; Chile by its tax ids.
    [['Folio Fiscal', 'RFC Emisor', 'Total'], [], 'MXN'],
    [['Supplier', 'Supplier ABN', 'Total'], [], 'AUD'],
    [['Vendor', 'HST', 'Total'], [], 'CAD'],
    [['Proveedor', 'CUIT', 'Total'], [], 'ARS'],
    [['Proveedor', 'Total'], [column('RUT Proveedor', ['76.123.456-7', '96.555.120-K'])], 'CLP'],
    // A header that writes the code, and dates written month first.
    [['Vendor', 'Total (USD)'], [], 'USD'],
    [['Vendor', 'Total'], [column('Inv Date', ['03/10/2024', '03/31/2024', '04/02/2024'])], 'USD'],
  ])('%j %j -> %s', (headers, columns, currency) => {
    expect(proposal(headers, columns).line?.spec).toBe(`{ value: ${currency} }`);
  });

  it.each([
    // Spanish and English headers alone, day-first dates, and dates that do not show their order.
    [['Proveedor', 'Fecha', 'Total'], []],
    [['Vendor', 'Amount'], []],
    [['Proveedor', 'Total'], [column('Fecha', ['31/03/2024', '15/04/2024'])]],
    [['Vendor', 'Total'], [column('Date', ['03/04/2024', '05/06/2024'])]],
    // Evidence of two of the sign's currencies.
    [['RFC Emisor', 'Supplier ABN', 'Total'], []],
  ])('%j %j -> USD only as a commented doubt that says why', (headers, columns) => {
    const p = proposal(headers, columns);
    expect(p.line).toBeUndefined();
    expect(p.doubt?.spec).toBe('{ value: USD }');
    expect(p.doubt?.reason).toMatch(/\$ alone, the sign of USD, CAD, AUD.*MXN/);
  });

  it('US$ and a written code are evidence of their own', () => {
    expect(proposal(['Proveedor', 'Total'], [], ['US$1,234.50', 'US$7.00']).line?.spec).toBe('{ value: USD }');
    expect(proposal(['Proveedor', 'Total'], [], ['USD 1,234.50', '$7.00']).line?.spec).toBe('{ value: USD }');
    expect(proposal(['Proveedor', 'Total'], [], ['C$12.00']).line?.spec).toBe('{ value: CAD }');
  });

  it.each([
    [['$1.00', '2.00', '$3.00'], true],
    [['US$1.00', '$3.00'], false],
    [['1.00', '2.00'], false],
    [['€1,00'], false],
  ])('%j written with $ alone: %s', (samples, bare) => {
    expect(writtenWithBareDollar(samples)).toBe(bare);
  });
});
