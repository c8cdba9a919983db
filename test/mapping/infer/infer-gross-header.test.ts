/**
 * `mapping infer` on one row per invoice that prints the gross and the VAT and no net, the gross
 * under a header of any length that says it includes the tax (the Russian purchase book's
 * `Стоимость покупок по счету-фактуре (включая НДС)`): the gross is the invoice amount, the line's
 * net is the gross less the tax, and the sum check is the gross one.
 */
import { describe, expect, it } from 'vitest';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { writeCsv } from './new-customer-exports.js';

const mapped = (yaml: string, field: string) => yaml.split('\n').find((l) => l.startsWith(`  ${field}: `));

/** Ten invoices of gross and VAT at 20 % and 10 %, the header of the gross as given. */
function grossAndVat(grossHeader: string, taxHeader: string): string[] {
  const rows = Array.from({ length: 10 }, (_, i) => {
    const net = 10000 + i * 1733;
    const vat = Math.round((net * (i % 3 === 0 ? 10 : 20)) / 100);
    const money = (cents: number) => (cents / 100).toFixed(2);
    return [
      String(i + 1),
      String(150 + i * 7),
      `2024-01-${String(10 + i)}`,
      `Supplier ${i % 4}`,
      money(net + vat),
      money(vat),
    ];
  });
  const quoted = (cells: readonly string[]) => cells.map((c) => `"${c}"`).join(',');
  return [quoted(['#', 'Invoice No', 'Invoice Date', 'Supplier', grossHeader, taxHeader]), ...rows.map(quoted)];
}

const HEADERS: readonly [string, string][] = [
  ['Стоимость покупок по счету-фактуре (включая НДС)', 'Сумма НДС по счету-фактуре'],
  ['Стоимость с учетом НДС', 'НДС'],
  ['Вартість постачання з урахуванням ПДВ', 'ПДВ'],
  ['Purchase value of the invoice (incl. VAT)', 'VAT'],
  ['Rechnungsbetrag der Lieferung inkl. MwSt.', 'MwSt'],
  ['Valeur des achats TTC', 'TVA'],
  ['Valor de la compra con IVA', 'IVA'],
];

describe('mapping infer beside a gross under a long header that says it includes tax', () => {
  it.each(HEADERS)('maps "%s" as Invoice_Amount and the net as it less "%s"', async (gross, tax) => {
    const yaml = await inferMapping(writeCsv('purchase-book.csv', grossAndVat(gross, tax)));
    expect(mapped(yaml, 'Invoice_Amount'), yaml).toMatch(/^ {2}Invoice_Amount: /);
    expect(mapped(yaml, 'Invoice_Amount')).toContain(gross);
    expect(mapped(yaml, 'Amount'), yaml).toContain(`{ formula: '[${gross}] - [${tax}]' }`);
    expect(yaml).toMatch(/^ {2}sumLines: gross/m);
  });
});
