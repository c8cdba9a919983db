/**
 * A date the invoice was paid on (`Fecha Pago`, `Payment Date`, `Date de paiement`) is never its
 * issue date: where it is the only date, Invoice_Date is left for the user, not proposed from it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { namesPaymentDate } from '../../../src/mapping/infer/read-payment-date.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const PAYMENT_DATES = [
  'Fecha Pago',
  'Fecha de pago',
  'Payment Date',
  'Date Paid',
  'Paid On',
  'Date de paiement',
  'Date règlement',
  'Zahlungsdatum',
  'Bezahlt am',
  'Data pagamento',
  'Betalingsdato',
  'Betaldatum',
];
const ISSUE_DATES = [
  'Invoice Date',
  'Fecha',
  'Date facture',
  'Rechnungsdatum',
  'Data documento',
  'Posting Date',
  'Fecha de emisión del comprobante de pago',
];

function write(dateHeader: string): string {
  const rows = [['Invoice No', 'Supplier', dateHeader, 'Amount']];
  for (let i = 0; i < 8; i++)
    rows.push([`INV-${7000 + i * 13}`, `Vendor ${i % 3}`, `2024-02-${String(10 + i)}`, `${100 + i * 7}.50`]);
  const file = join(makeTempDir('payment-date'), 'purchases.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\n')}\n`);
  return file;
}

describe('a payment date', () => {
  it.each(PAYMENT_DATES)('"%s" names a payment date', (header) => {
    expect(namesPaymentDate(header)).toBe(true);
  });

  it.each(ISSUE_DATES)('"%s" does not', (header) => {
    expect(namesPaymentDate(header)).toBe(false);
  });

  it.each(['Fecha Pago', 'Payment Date', 'Date de paiement'])(
    '"%s" is not proposed as a date of the invoice',
    async (header) => {
      const yaml = await inferMapping(write(header));
      const invoice = (parse(yaml) as { invoice: Record<string, unknown> }).invoice;
      expect(invoice.Invoice_Date, yaml).toBeUndefined();
      expect(invoice.Posted_Date, yaml).toBeUndefined();
    },
  );
});
