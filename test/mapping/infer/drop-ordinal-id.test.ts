/**
 * A column whose values count the rows 1, 2, 3 in their order (an ordinal, in any digits and
 * under any header) says where a row stands, never which invoice it is: beside a column of the
 * suppliers' invoice numbers it is no InvoiceId.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { inferMapping } from '../../../src/mapping/infer/infer-mapping.js';
import { profileColumn } from '../../../src/mapping/infer/profile-column.js';
import { numbersRowsAnyDigits } from '../../../src/mapping/infer/drop-ordinal-id.js';
import type { SheetRow } from '../../../src/sheets/sheet-row.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const invoiceOf = (yaml: string) => (parse(yaml) as { invoice?: Record<string, unknown> }).invoice ?? {};
const ARABIC_INDIC = (n: number) => [...String(n)].map((d) => String.fromCharCode(0x660 + Number(d))).join('');

interface Register {
  headers: string[];
  ordinal: (n: number) => string;
}

// An Arabic VAT register (Arabic-Indic digits) and a Portuguese and a German list with ASCII digits.
const REGISTERS: Record<string, Register> = {
  arabic: {
    headers: [
      'الرقم',
      'رقم الفاتورة',
      'تاريخ الفاتورة',
      'اسم المورد',
      'الرقم الضريبي',
      'العملة',
      'الصافي',
      'الضريبة',
      'المجموع',
    ],
    ordinal: ARABIC_INDIC,
  },
  portuguese: {
    headers: ['Número', 'Número da fatura', 'Data da fatura', 'Fornecedor', 'NIF', 'Moeda', 'Base', 'IVA', 'Total'],
    ordinal: String,
  },
  german: {
    headers: [
      'Nummer',
      'Rechnungsnummer',
      'Rechnungsdatum',
      'Lieferant',
      'USt-IdNr.',
      'Währung',
      'Netto',
      'USt',
      'Brutto',
    ],
    ordinal: String,
  },
};

function writeRegister(register: Register): string {
  const rows = [register.headers];
  for (let i = 0; i < 10; i++) {
    const net = 1000 + i * 10;
    rows.push([
      register.ordinal(i + 1),
      `F-${4100 + i * 13}`,
      `${String(10 + i).padStart(2, '0')}.02.2024`,
      `Supplier ${i % 4}`,
      `${300100200 + (i % 4) * 111}`,
      'EUR',
      `${net}.00`,
      `${net / 5}.00`,
      `${(net * 6) / 5}.00`,
    ]);
  }
  const file = join(makeTempDir('ordinal-id'), 'register.csv');
  writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
  return file;
}

describe('mapping infer and an ordinal column beside the invoice number', () => {
  it.each(Object.keys(REGISTERS))('%s: the ordinal is no InvoiceId; the tax id and number are', async (name) => {
    const register = REGISTERS[name]!;
    const yaml = await inferMapping(writeRegister(register));
    const invoice = invoiceOf(yaml);
    expect(invoice.InvoiceId, yaml).not.toBe(register.headers[0]);
    expect(invoice.InvoiceId, yaml).toEqual({ template: `{${register.headers[4]}}-{${register.headers[1]}}` });
    expect(invoice.Invoice_Number, yaml).toBe(register.headers[1]);
  });
});

describe('mapping infer and a column counting the rows under an id header', () => {
  it('keeps "Invoice ID" running 1 to 6 as the InvoiceId: the header names the invoice\'s id, no ordinal', async () => {
    // The review's l4 register: the firm numbers its purchase invoices 1, 2, 3 and the suppliers theirs.
    const rows = [
      ['Invoice ID', 'Supplier Invoice No', 'Supplier', 'Supplier VAT No', 'Invoice Date', 'Net', 'VAT', 'Total'],
      ['1', '1', 'Acme Ltd', 'GB123456789', '2025-03-01', '100.00', '20.00', '120.00'],
      ['2', '2', 'Acme Ltd', 'GB123456789', '2025-03-02', '200.00', '40.00', '240.00'],
      ['3', '1', 'Borealis Oy', 'FI12345678', '2025-03-03', '300.00', '60.00', '360.00'],
      ['4', '3', 'Acme Ltd', 'GB123456789', '2025-03-04', '400.00', '80.00', '480.00'],
      ['5', '2', 'Borealis Oy', 'FI12345678', '2025-03-05', '500.00', '100.00', '600.00'],
      ['6', '1', 'Acme Ltd', 'GB123456789', '2025-03-06', '600.00', '120.00', '720.00'],
    ];
    const file = join(makeTempDir('ordinal-id'), 'register.csv');
    writeFileSync(file, `${rows.map((r) => r.join(';')).join('\r\n')}\r\n`);
    const yaml = await inferMapping(file, { currency: 'GBP' });
    expect(invoiceOf(yaml).InvoiceId, yaml).toBe('Invoice ID');
  });

  it.each(['No.', '#', 'Lp.', 'S/N', '№', 'Sr. No.', 'Lfd. Nr.'])('drops an ordinal headed %s', async (header) => {
    const register = REGISTERS.german!;
    const yaml = await inferMapping(writeRegister({ ...register, headers: [header, ...register.headers.slice(1)] }));
    expect(invoiceOf(yaml).InvoiceId, yaml).toEqual({ template: `{${register.headers[4]}}-{${register.headers[1]}}` });
  });
});

function profileOf(values: readonly string[]) {
  const rows: SheetRow[] = values.map((v, i) => ({
    file: 'register.xlsx',
    sheet: undefined,
    row: i + 2,
    cells: [{ kind: 'text', text: v }],
  }));
  return profileColumn(0, 'No', rows, { decimalSeparator: '.', dateFormats: [] });
}

describe('numbersRowsAnyDigits', () => {
  const oneTo = (n: number, digits: (n: number) => string) => Array.from({ length: n }, (_, i) => digits(i + 1));

  it('reads 1 to n in Arabic-Indic digits as in ASCII ones', () => {
    expect(numbersRowsAnyDigits(profileOf(oneTo(12, ARABIC_INDIC)))).toBe(true);
    expect(numbersRowsAnyDigits(profileOf(oneTo(12, String)))).toBe(true);
  });

  it('is not a run from elsewhere than 1, one with a gap, or too short a run', () => {
    expect(numbersRowsAnyDigits(profileOf(oneTo(12, (n) => String(n + 100))))).toBe(false);
    expect(numbersRowsAnyDigits(profileOf(['1', '2', '3', '5', '6', '7']))).toBe(false);
    expect(numbersRowsAnyDigits(profileOf(oneTo(4, String)))).toBe(false);
  });
});
