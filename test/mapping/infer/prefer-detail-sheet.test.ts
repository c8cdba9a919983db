/**
 * A workbook of a summary sheet beside its detail: the summary holds totals by supplier, the
 * detail one dated row per invoice. mapping infer reads the detail, whatever the sheets' order and
 * language, even where the detail's name (`Purchases detail`, `Detalle compras`) reads like a
 * lines sheet's; a joined workbook's invoices sheet keeps its lines sheet.
 */
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { preferDetailSheet } from '../../../src/mapping/infer/prefer-detail-sheet.js';
import { writeSheetsWorkbook } from './write-sheets-workbook.js';

type Rows = (string | number | Date)[][];

/** Twelve invoices of four suppliers, and the totals by supplier. */
function sheets(headers: { detail: string[]; summary: string[] }): { detail: Rows; summary: Rows } {
  const detail: Rows = [headers.detail];
  const totals = new Map<string, number>();
  for (let i = 0; i < 12; i++) {
    const supplier = `Supplier ${i % 4} Ltd`;
    const net = 1000 + i * 37;
    detail.push([`INV-${700 + i}`, new Date(Date.UTC(2024, 1, 1 + i)), supplier, net, net * 0.1, net * 1.1]);
    totals.set(supplier, (totals.get(supplier) ?? 0) + net * 1.1);
  }
  const summary: Rows = [headers.summary, ...[...totals].map(([s, t], i) => [s, 3, t, i + 1])];
  return { detail, summary };
}

const workbook = (sheets: readonly (readonly [string, Rows])[]) =>
  writeSheetsWorkbook(sheets, 'detail-sheet', 'purchases.xlsx');

const ENGLISH = {
  names: ['Purchases summary', 'Purchases detail'],
  detail: ['Invoice No.', 'Invoice Date', 'Supplier', 'Net Amount', 'Tax Amount', 'Total Amount'],
  summary: ['Supplier', 'Invoices', 'Total Amount', 'Rank'],
};
const SPANISH = {
  names: ['Resumen compras', 'Detalle compras'],
  detail: ['Nº factura', 'Fecha factura', 'Proveedor', 'Base imponible', 'Cuota IVA', 'Total factura'],
  summary: ['Proveedor', 'Facturas', 'Total factura', 'Orden'],
};

describe('a summary sheet beside its detail', () => {
  it.each([
    ['English, summary first', ENGLISH, false],
    ['English, detail first', ENGLISH, true],
    ['Spanish, summary first', SPANISH, false],
  ])('%s: reads the detail sheet', async (_, words, detailFirst) => {
    const { detail, summary } = sheets(words);
    const [summaryName, detailName] = words.names as [string, string];
    const order: [string, Rows][] = [
      [summaryName, summary],
      [detailName, detail],
    ];
    const file = await workbook(detailFirst ? order.reverse() : order);
    const proposal = parse(await inferMapping(file)) as {
      source: { sheet?: string };
      invoice: Record<string, unknown>;
    };
    expect(proposal.source.sheet).toBe(detailName);
    expect(proposal.invoice.Invoice_Number).toBe(words.detail[0]);
  });

  it('keeps the sheet chosen where it holds dated rows, or where nothing holds more', () => {
    const summary = { name: 'Summary', invoiceRows: false, rows: 4 };
    expect(preferDetailSheet({ name: 'Bills', invoiceRows: true, rows: 4 }, [summary])).toBeUndefined();
    expect(preferDetailSheet(summary, [summary, { name: 'Detail', invoiceRows: true, rows: 3 }])).toBeUndefined();
    expect(preferDetailSheet(summary, [summary, { name: 'Detail', invoiceRows: true, rows: 12 }])).toBe('Detail');
  });

  it('reads purchases dated as yyyymmdd numbers over a longer sheet of their payments', async () => {
    const purchases: Rows = [['RUC', 'NOMBRE', 'FACTURA', 'FECHA', 'MONTO', 'ITBMS', 'TOTAL']];
    for (let i = 0; i < 8; i++) {
      const net = 1000 + i * 37;
      const tax = Math.round(net * 7) / 100;
      purchases.push([`1556${i % 3}-2-2017`, `Proveedor ${i % 3}`, `F-${100 + i}`, 20240110 + i, net, tax, net + tax]);
    }
    const payments: Rows = [['Fecha de pago', 'Proveedor', 'Referencia', 'Monto pagado', 'Banco']];
    for (let i = 0; i < 14; i++)
      payments.push([
        new Date(Date.UTC(2024, 2, 1 + i)),
        `Proveedor ${i % 3}`,
        `TRF-${500 + i}`,
        500 + i * 11,
        'Banco General',
      ]);
    const file = await workbook([
      ['Compras', purchases],
      ['Pagos', payments],
    ]);
    const proposal = parse(await inferMapping(file)) as {
      source: { sheet?: string };
      invoice: Record<string, unknown>;
    };
    expect(proposal.source.sheet ?? 'Compras').toBe('Compras');
    expect(proposal.invoice.Invoice_Number).toBe('FACTURA');
  });

  it('never takes a sheet of payments as the detail', () => {
    const summary = { name: 'Resumen', invoiceRows: false, rows: 4 };
    for (const name of ['Pagos', 'Payments', 'Zahlungen'])
      expect(preferDetailSheet(summary, [summary, { name, invoiceRows: true, rows: 12 }]), name).toBeUndefined();
  });
});
