/**
 * The four formula samples uploaded through the CLI (its parse and commands, in process: the
 * mapped bodies are the subject, not the process) to a sandbox: every field the sandbox received
 * equals a value this test computes from the sample's cells with its own exact arithmetic (BigInt
 * in 10^-12 units), not with the formula engine.
 */
import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { recordCreates } from '../helpers/record-creates.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { copySampleFolder, repoFile as root } from '../helpers/sample-folder.js';
const SCALE = 10n ** 12n;

/** `1.234,50` or `-12.5` -> units of 10^-12. */
function exact(text: string, comma = false): bigint {
  const plain = comma ? text.replaceAll('.', '').replace(',', '.') : text;
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(plain.trim());
  if (!match) throw new Error(`not a number: ${text}`);
  const value = BigInt(match[2]!) * SCALE + BigInt(((match[3] ?? '') + '0'.repeat(12)).slice(0, 12));
  return match[1] ? -value : value;
}
const times = (a: bigint, b: bigint) => (a * b) / SCALE;
/** Rounds to `places`, halves away from zero. */
function round(value: bigint, places: number): bigint {
  const unit = 10n ** BigInt(12 - places);
  const half = unit / 2n;
  const abs = value < 0n ? -value : value;
  const rounded = ((abs + half) / unit) * unit;
  return value < 0n ? -rounded : rounded;
}
function text(value: bigint, places: number): string {
  const abs = value < 0n ? -value : value;
  const digits = (abs / 10n ** BigInt(12 - places)).toString().padStart(places + 1, '0');
  const out = `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return value < 0n && /[1-9]/.test(out) ? `-${out}` : out;
}
const amount = (value: bigint) => text(value, 4);
const sum = (values: bigint[]) => values.reduce((a, b) => a + b, 0n);

function csvRows(file: string, delimiter: string): Record<string, string>[] {
  const [header, ...lines] = readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter((l) => l !== '');
  const names = header!.split(delimiter);
  return lines.map((line) => Object.fromEntries(line.split(delimiter).map((cell, i) => [names[i]!, cell])));
}

function groupBy<T>(rows: T[], key: (row: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return [...groups.values()];
}

async function upload(sample: string, mapping: string): Promise<Record<string, unknown>[]> {
  const cwd = copySampleFolder('formula-upload', sample, mapping);
  const sandbox = await startTestSandbox();
  const recorder = await recordCreates(sandbox.baseUrl);
  const result = await runCliInProcess(
    ['upload', sample, '--mapping', mapping, '--base-url', recorder.baseUrl, '--json'],
    { cwd },
  );
  expect(result.stderr).toBe('');
  expect(result.code).toBe(0);
  expect(sandbox.stats().created).toBe(recorder.bodies.length);
  return recorder.bodies;
}

const invoiceShell = { InstanceID: null, Events: [], Contacts: [] };
const byId = (bodies: Record<string, unknown>[]) =>
  [...bodies].sort((a, b) => String(a.InvoiceId).localeCompare(String(b.InvoiceId)));

describe('formula samples upload with every field as computed independently', () => {
  it('Xero bills: line amounts from quantity, unit price and discount; blank TaxAmount from the tax type', async () => {
    const rates: Record<string, string> = { '20% (VAT on Expenses)': '20', '5% (VAT on Expenses)': '5', 'No VAT': '0' };
    const groups = groupBy(
      csvRows(root('samples/formula-xero-bills.csv'), ','),
      (r) => `${r['*ContactName']}|${r['*InvoiceNumber']}`,
    );
    const expected = groups.map((rows) => {
      const first = rows[0]!;
      const lines = rows.map((r, i) => {
        const discount = r.Discount ? exact(r.Discount) : 0n;
        const net = round(times(times(exact(r['*Quantity']!), exact(r['*UnitAmount']!)), SCALE - discount / 100n), 2);
        const rate = exact(rates[r['*TaxType']!]!);
        const tax = r.TaxAmount ? exact(r.TaxAmount) : round(times(net, rate) / 100n, 2);
        return {
          net,
          tax,
          item: {
            InstanceID: null,
            Line_Number: String(i + 1),
            Description: r.Description,
            Amount: amount(net),
            TaxRate: text(rate, 2),
            Tax: amount(tax),
            GLAccount: r['*AccountCode'],
            TaxDescription: r['*TaxType'],
          },
        };
      });
      const [d, m, y] = first['*InvoiceDate']!.split('/');
      return {
        ...invoiceShell,
        InvoiceId: `XERO-${first.AccountNumber}-${first['*InvoiceNumber']}`,
        PayeeId: first.AccountNumber,
        Invoice_Number: first['*InvoiceNumber'],
        Invoice_Date: `${y}${m}${d}`,
        CurrencyCode: 'GBP',
        Invoice_Amount: amount(sum(lines.map((l) => l.net + l.tax))),
        Comments: first.Reference,
        InvoiceItems: lines.map((l) => l.item),
      };
    });
    const bodies = await upload('formula-xero-bills.csv', 'formula-xero-bills.yaml');
    expect(bodies.length).toBe(12);
    expect(byId(bodies)).toEqual(byId(expected));
    // The sample holds the cases the layout is about.
    expect(groups.flat().some((r) => r.TaxAmount === '' && r['*TaxType'] !== 'No VAT' && r.Discount !== '')).toBe(true);
  });

  it('SAP supplier invoices: credit memos negative on the header and on every item', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(root('samples/formula-sap-supplier-invoices.xlsx'));
    const rowsOf = (name: string) => {
      const sheet = workbook.getWorksheet(name)!;
      const names = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
      const rows: Record<string, unknown>[] = [];
      sheet.eachRow((row, n) => {
        if (n > 1) rows.push(Object.fromEntries(names.map((h, i) => [h, row.getCell(i + 1).value])));
      });
      return rows;
    };
    const number = (value: unknown) => exact(String(value));
    const items = rowsOf('Items');
    const rates: Record<string, string> = { V1: '19', V2: '7', V0: '0' };
    const expected = rowsOf('Header').map((h) => {
      const sign = h.Transaction === 'Credit Memo' ? -1n : 1n;
      const date = h['Document Date'] as Date;
      return {
        ...invoiceShell,
        InvoiceId: `SAP-${h['Supplier Invoice']}-${h['Fiscal Year']}`,
        PayeeId: h['Invoicing Party'],
        Invoice_Number: h.Reference,
        Invoice_Date: date.toISOString().slice(0, 10).replaceAll('-', ''),
        CurrencyCode: 'EUR',
        CompCode: h['Company Code'],
        Invoice_Amount: amount(sign * number(h['Gross Invoice Amount'])),
        Comments: h.Transaction,
        InvoiceItems: items
          .filter((i) => i['Supplier Invoice'] === h['Supplier Invoice'])
          .map((i) => ({
            InstanceID: null,
            Line_Number: String(i['Supplier Invoice Item']),
            Amount: amount(sign * number(i['Net Amount'])),
            Tax: amount(sign * number(i['Tax Amount'])),
            TaxCode: i['Tax Code'],
            TaxRate: `${rates[String(i['Tax Code'])]}.00`,
            GLAccount: i['G/L Account'],
            CostObject: i['Cost Center'],
          })),
      };
    });
    expect(expected.filter((e) => e.Comments === 'Credit Memo').length).toBe(2);
    const bodies = await upload('formula-sap-supplier-invoices.xlsx', 'formula-sap-supplier-invoices.yaml');
    expect(byId(bodies)).toEqual(byId(expected));
  });

  it('German ERP: Skonto % becomes the Discount flag and its terms', async () => {
    const groups = groupBy(
      csvRows(root('samples/formula-german-skonto.csv'), ';'),
      (r) => `${r.Lieferant}|${r.Belegnummer}`,
    );
    const expected = groups.map((rows) => {
      const first = rows[0]!;
      const skonto = first['Skonto %'] ? exact(first['Skonto %'], true) : 0n;
      const [d, m, y] = first.Belegdatum!.split('.');
      return {
        ...invoiceShell,
        InvoiceId: `${first.Lieferant}-${first.Belegnummer}`,
        PayeeId: first.Lieferant,
        Invoice_Number: first.Belegnummer,
        Invoice_Date: `${y}${m}${d}`,
        CurrencyCode: 'EUR',
        Invoice_Amount: amount(exact(first.Bruttobetrag!, true)),
        Discount: skonto > 0n ? 'Y' : 'N',
        ...(skonto > 0n
          ? { Discount_Terms: `${first['Skonto %']} % Skonto bei Zahlung binnen ${first.Skontotage} Tagen` }
          : {}),
        InvoiceItems: rows.map((r) => ({
          InstanceID: null,
          Line_Number: r.Pos,
          Description: r.Text,
          Amount: amount(exact(r.Nettobetrag!, true)),
          TaxRate: text(exact(r['MwSt-Satz']!, true), 2),
          Tax: amount(exact(r['MwSt-Betrag']!, true)),
        })),
      };
    });
    expect(new Set(expected.map((e) => e.Discount))).toEqual(new Set(['Y', 'N']));
    const bodies = await upload('formula-german-skonto.csv', 'formula-german-skonto.yaml');
    expect(byId(bodies)).toEqual(byId(expected));
  });

  it('net + tax without gross: Invoice_Amount is the sum of the lines, blank tax left out', async () => {
    const groups = groupBy(
      csvRows(root('samples/formula-net-tax.csv'), ','),
      (r) => `${r['Supplier ID']}|${r['Invoice No']}`,
    );
    const expected = groups.map((rows) => {
      const first = rows[0]!;
      return {
        ...invoiceShell,
        InvoiceId: `${first['Supplier ID']}-${first['Invoice No']}`,
        PayeeId: first['Supplier ID'],
        Invoice_Number: first['Invoice No'],
        Invoice_Date: first['Invoice Date']!.replaceAll('-', ''),
        CurrencyCode: first.Currency,
        Invoice_Amount: amount(sum(rows.map((r) => exact(r.Net!) + (r.Tax ? exact(r.Tax) : 0n)))),
        InvoiceItems: rows.map((r) => ({
          InstanceID: null,
          Line_Number: r.Line,
          Description: r.Description,
          Amount: amount(exact(r.Net!)),
          ...(r.Tax ? { Tax: amount(exact(r.Tax)) } : {}),
        })),
      };
    });
    expect(expected.some((e) => e.Invoice_Amount.startsWith('-'))).toBe(true);
    expect(expected.some((e) => e.InvoiceItems.some((i) => !('Tax' in i)))).toBe(true);
    const bodies = await upload('formula-net-tax.csv', 'formula-net-tax.yaml');
    expect(byId(bodies)).toEqual(byId(expected));
  });
});
