/**
 * `mapping infer` never maps an amount after payments (due, open, outstanding, paid, in the
 * languages it reads) as the invoice amount, a line's amount or tax: it maps the amount as
 * invoiced beside it, or writes the settled one as a doubt with its reason.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

function writeCsv(rows: readonly (readonly string[])[]): string {
  const file = join(makeTempDir('choose-fields'), 'export.csv');
  writeFileSync(file, `${rows.map((r) => r.join(',')).join('\r\n')}\r\n`);
  return file;
}

const mapped = (yaml: string) => parse(yaml) as { invoice?: Record<string, unknown>; items?: Record<string, unknown> };

/** Twelve one-row bills; the amount as invoiced under `invoiced` (when given), half of it paid under `settled`. */
function bills(settled: string, invoiced?: string): string {
  const headers = ['Bill Number', 'Vendor No.', 'Bill Date', 'Currency', settled, ...(invoiced ? [invoiced] : [])];
  const rows = Array.from({ length: 12 }, (_, i) => {
    const total = 10000 + i * 731;
    const open = i % 3 === 0 ? 0 : Math.round(total / 2);
    return [
      `B-${700 + i}`,
      `V${100 + (i % 4)}`,
      '2025-03-04',
      'USD',
      (open / 100).toFixed(2),
      ...(invoiced ? [(total / 100).toFixed(2)] : []),
    ];
  });
  return writeCsv([headers, ...rows]);
}

describe('mapping infer and amounts after payments', () => {
  it.each([
    ['TOTALDUE', 'TOTALENTERED'],
    ['Amount Due', 'Amount'],
    ['Amount Outstanding', 'Total'],
    ['Balance', 'Invoice Amount'],
    ['Offener Betrag', 'Rechnungsbetrag'],
    ['Solde', 'Montant TTC'],
    ['Openstaand', 'Factuurbedrag'],
    ['Importe pendiente', 'Importe total'],
  ])('maps "%s" as nothing and "%s" as the invoice amount', async (settled, invoiced) => {
    const yaml = await inferMapping(bills(settled, invoiced));
    const m = mapped(yaml);
    expect(m.invoice?.Invoice_Amount, yaml).toBe(invoiced);
    expect([m.invoice?.Invoice_Amount, m.items?.Amount, m.items?.Tax], yaml).not.toContain(settled);
  });

  // Headers that resemble a money field; a header that resembles none ("Saldo") is not proposed at all.
  it.each(['Amount Due', 'TOTALDUE', 'Amount Outstanding', 'Total Open', 'Restbetrag'])(
    'writes "%s", the only amount, as a doubt with its reason',
    async (settled) => {
      const yaml = await inferMapping(bills(settled));
      const m = mapped(yaml);
      expect([m.invoice?.Invoice_Amount, m.items?.Amount, m.items?.Tax], yaml).not.toContain(settled);
      expect(yaml).toMatch(
        new RegExp(`# (?:Invoice_Amount|Amount): ${settled}  # doubtful: "${settled}" is what is left to pay`),
      );
    },
  );
});

describe('mapping infer and a vendor name beside its number, with no advertiser list', () => {
  it.each([
    ['Lieferant', 'Kreditorennummer'],
    ['Lieferant', 'Lieferantennummer'],
    ['Kreditor', 'Lieferantennummer'],
    ['Vendor', 'Supplier Number'],
  ])('maps "%s" (names) not as PayeeId but "%s" (numbers)', async (name, number) => {
    const rows = Array.from({ length: 12 }, (_, i) => [
      `RE-${900 + i}`,
      ['Acme GmbH', 'Globex AG', 'Initech KG', 'Umbrella SE'][i % 4]!,
      String(70001 + (i % 4)),
      '2025-03-04',
      'EUR',
      `${100 + i}.25`,
    ]);
    const yaml = await inferMapping(
      writeCsv([['Rechnungsnummer', name, number, 'Datum', 'Währung', 'Betrag'], ...rows]),
    );
    expect(mapped(yaml).invoice?.PayeeId, yaml).toBe(number);
  });
});

describe('mapping infer and a reference to the invoice a note corrects', () => {
  // Credit and debit notes name the invoice they correct; plain invoices leave that column blank.
  const notes = (ref: string, own: string) => {
    const rows = Array.from({ length: 12 }, (_, i) => {
      const kind = i === 4 || i === 9 ? 'CRN' : i === 7 ? 'DRN' : 'STD';
      return [
        kind === 'STD' ? `INV-${3100 + i * 7}` : `${kind}-${3100 + i * 7}`,
        kind,
        kind === 'STD' ? '' : `INV-${3100 + (i - 2) * 7}`,
        '2024-03-04',
        `Seller ${i % 4}`,
        'MUR',
        `${(1000 + i * 37).toFixed(2)}`,
      ];
    });
    return writeCsv([[own, 'Invoice Type', ref, 'Invoice Date', 'Seller Name', 'Currency', 'Total'], ...rows]);
  };

  it.each([
    ['Invoice Ref Identifier', 'Invoice Identifier'],
    ['Invoice Reference', 'Document Number'],
  ])('%s, filled on notes only, is not the number where %s is filled on every row', async (ref, own) => {
    const yaml = await inferMapping(notes(ref, own));
    const invoice = mapped(yaml).invoice ?? {};
    expect(invoice.Invoice_Number, yaml).not.toBe(ref);
    expect(invoice.InvoiceId ?? null, yaml).not.toBe(ref);
    expect([invoice.Invoice_Number, invoice.InvoiceId], yaml).toContain(own);
  });
});

describe("mapping infer and a book's own numbers", () => {
  it("keeps an invoice's number written on its first line only, beside an id repeated on each line", async () => {
    const rows: string[][] = [];
    for (let i = 0; i < 6; i++)
      for (let l = 0; l < 2; l++)
        rows.push([
          `B${700 + i}`,
          l === 0 ? `INV-${4100 + i * 13}` : '',
          '2024-03-04',
          `Vendor ${i % 3}`,
          'GBP',
          `Line ${l + 1}`,
          `${100 + i * 7 + l}.00`,
        ]);
    const yaml = await inferMapping(
      writeCsv([['Bill ID', 'Billing Number', 'Date', 'Vendor', 'Currency', 'Description', 'Amount'], ...rows]),
    );
    expect(mapped(yaml).invoice?.Invoice_Number, yaml).toBe('Billing Number');
  });

  it("keeps an invoice's number on its first line only, beside a line id filled on every row, where the other invoice fields are blank on its further lines", async () => {
    // Invoices of one or two lines; a further line carries only its line id, description and amounts.
    const lines = [1, 1, 2, 2, 1, 2, 1, 2];
    const rows: string[][] = [];
    lines.forEach((count, i) => {
      for (let l = 0; l < count; l++) {
        const first = l === 0;
        rows.push([
          String(7001 + rows.length),
          first ? `INV-${4410 + i * 7}` : '',
          first ? `2026-10-${String(3 + i).padStart(2, '0')}` : '',
          first ? `S00${i % 3}` : '',
          `Item ${l}`,
          `${(300 + i * 41 + l * 17).toFixed(2)}`,
          `${(60 + i * 8 + l * 3).toFixed(2)}`,
        ]);
      }
    });
    const yaml = await inferMapping(
      writeCsv([['ID', 'Invoice Number', 'Invoice Date', 'Supplier ID', 'Description', 'Amount', 'Tax'], ...rows]),
    );
    expect(mapped(yaml).invoice?.Invoice_Number, yaml).toBe('Invoice Number');
  });

  it("passes over a payment document's number blank where its own date is blank, beside the invoice's number and date filled on every row", async () => {
    // A Russian purchase book: a payment document (number and date) only on the invoices paid.
    const day = (d: number) => `${String(d).padStart(2, '0')}.03.2024`;
    const rows = Array.from({ length: 10 }, (_, i) => {
      const paid = i % 3 !== 1;
      return [
        String(i + 1),
        '01',
        String(150 + i * 40),
        day(1 + i),
        day(2 + i),
        paid ? String(800 + i * 11) : '',
        paid ? day(4 + i) : '',
        `ООО Поставщик ${i % 4}`,
        `${7700000000 + (i % 4) * 1234567}/770101001`,
        `${(12000 + i * 1337).toFixed(2)}`,
        `${(2000 + i * 222.83).toFixed(2)}`,
      ];
    });
    const head = [
      '№ п/п',
      'Код вида операции',
      'Номер счета-фактуры продавца',
      'Дата счета-фактуры продавца',
      'Дата принятия на учет',
      'Номер документа, подтверждающего уплату',
      'Дата документа, подтверждающего уплату',
      'Наименование продавца',
      'ИНН/КПП продавца',
      'Стоимость покупок по счету-фактуре (включая НДС)',
      'Сумма НДС по счету-фактуре',
    ];
    // Headers with a comma are quoted, as the export writes them.
    const quoted = head.map((h) => (h.includes(',') ? `"${h}"` : h));
    const yaml = await inferMapping(writeCsv([quoted, ...rows]));
    const invoice = mapped(yaml).invoice ?? {};
    expect([invoice.Invoice_Number, invoice.InvoiceId], yaml).not.toContain(head[5]);
    expect(yaml).not.toMatch(/^ {2}\w+: "?Номер документа, подтверждающего уплату/m);
  });
});
