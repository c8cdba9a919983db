/**
 * A results workbook's key and money cells are what import-results records as an invoice's data:
 * read exactly as written, whatever they share with the base URL's user name or a short password,
 * and refused at their cell when they hold the API key. Only free texts (messages, vendor names)
 * have the key replaced by `***`.
 */
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readResultsWorkbook } from '../../src/batch/read-results-workbook.js';
import { dataSecretsOf } from '../../src/mapping/scrub-data-text.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const KEY = 'ib_live_7Qx2-Zk9_aB3cD4eF5gH6iJ7kL8mN9';
const HEADERS = ['Outcome', 'Vendor', 'Vendor id', 'Invoice number', 'Instance id', 'Amount', 'Currency', 'Message'];

/** Base URLs whose user and password are short words invoices are full of. */
const BASE_URLS = ['https://acme:2024@h', 'https://ACME:1700@h', 'https://EUR:00@h', 'https://data:created@h'];

interface Row {
  vendor: string;
  payeeId: string;
  invoiceNumber: string;
  amount: string;
  currency: string;
  message: string;
}

async function writeResults(path: string, rows: readonly Row[]): Promise<void> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Summary').addRow(['Target', 'production (https://h)']);
  const sheet = book.addWorksheet('Results');
  sheet.addRow(HEADERS);
  for (const [index, row] of rows.entries())
    sheet.addRow([
      'created',
      row.vendor,
      row.payeeId,
      row.invoiceNumber,
      String(100 + index),
      row.amount,
      row.currency,
      row.message,
    ]);
  await book.xlsx.writeFile(path);
}

const word = fc.constantFrom('ACME', 'acme', 'Acme', '2024', '1700', 'EUR', '00', 'data', 'created', '-', ' corp');
const text = fc.array(word, { minLength: 1, maxLength: 4 }).map((words) => words.join('').trim() || 'x');
const digits = fc.constantFrom('2024', '1700', '00', '0000100001', '20240115');
const amount = fc
  .tuple(digits, fc.constantFrom('00', '50', '2024'.slice(2)))
  .map(([whole, cents]) => `${whole}.${cents}`);
const row = fc.record({
  vendor: text,
  payeeId: digits,
  invoiceNumber: text,
  amount,
  currency: fc.constantFrom('EUR', 'USD'),
  message: text,
});

describe('a results workbook read for import-results', () => {
  it('reads every cell not holding the API key as written, whatever it shares with the URL credentials', async () => {
    const dir = makeTempDir('results-data');
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...BASE_URLS),
        fc.array(row, { minLength: 1, maxLength: 4 }),
        async (baseUrl, rows) => {
          n += 1;
          const path = join(dir, `r-${n}.xlsx`);
          await writeResults(path, rows);
          const target = { apiKey: KEY, baseUrl };
          const read = await readResultsWorkbook(path, dataSecretsOf(target));
          expect(
            read.rows.map((r) => ({
              vendor: r.vendorName,
              payeeId: r.payeeId,
              invoiceNumber: r.invoiceNumber,
              amount: r.amount,
              currency: r.currency,
              message: r.message,
            })),
          ).toEqual(rows);
        },
      ),
      { numRuns: 30 },
    );
  });

  it.each([
    ['Invoice number', { invoiceNumber: `${KEY}-1001` }],
    ['Vendor id', { payeeId: KEY.toUpperCase() }],
    ['Amount', { amount: KEY.slice(0, -3) }],
    ['Currency', { currency: KEY }],
  ] as const)('refuses a row whose %s holds the API key, at its cell, never quoting it', async (column, typed) => {
    const dir = makeTempDir('results-key-cell');
    const path = join(dir, 'r.xlsx');
    const plain = {
      vendor: 'Acme',
      payeeId: '0000100001',
      invoiceNumber: 'ACME-1001',
      amount: '1700.00',
      currency: 'EUR',
      message: 'ok',
    };
    await writeResults(path, [{ ...plain, ...typed }]);
    const target = { apiKey: KEY, baseUrl: 'https://acme:2024@h' };
    const refused = readResultsWorkbook(path, dataSecretsOf(target));
    await expect(refused).rejects.toMatchObject({ position: { row: 2, column } });
    await expect(refused).rejects.toThrow(
      /expected the .* the upload wrote, got a text holding the API key \(not shown\)/,
    );
    const message = await refused.catch((error: Error) => error.message);
    expect(message).not.toContain(KEY.slice(0, 12));
  });

  it('replaces the API key in free texts (a message, a vendor name), keeping the rest', async () => {
    const dir = makeTempDir('results-key-text');
    const path = join(dir, 'r.xlsx');
    await writeResults(path, [
      {
        vendor: `Acme ${KEY}`,
        payeeId: '0000100001',
        invoiceNumber: 'ACME-1001',
        amount: '2024.50',
        currency: 'EUR',
        message: `checked by ${KEY}`,
      },
    ]);
    const target = { apiKey: KEY, baseUrl: 'https://acme:2024@h' };
    const read = await readResultsWorkbook(path, dataSecretsOf(target));
    expect(read.rows[0]).toMatchObject({
      vendorName: 'Acme ***',
      message: 'checked by ***',
      invoiceNumber: 'ACME-1001',
      amount: '2024.50',
    });
  });
});
