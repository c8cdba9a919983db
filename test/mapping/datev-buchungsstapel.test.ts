/**
 * The DATEV Buchungsstapel sample through the compiled CLI (`npx tsc -p .` first) and a sandbox:
 * Windows-1252 bytes, the EXTF line above the header, the S/H sign and TTMM dates whose year is
 * the fiscal year of the EXTF line. What each invoice should be is computed here from the file's
 * own fields, not from the mapping.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { readInvoices } from '../../src/mapping/read-invoices.js';
import { cliInFolder, copySampleFolder, repoFile as root } from '../helpers/sample-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const SAMPLE = 'datev-buchungsstapel.csv';
const MAPPING = 'datev-buchungsstapel.yaml';

interface Booking {
  payeeId: string;
  number: string;
  /** Signed gross, net and tax in cents. */
  gross: number;
  net: number;
  tax: number;
  day: number;
  month: number;
}

const cents = (text: string) => Number(text.replace(',', '')); // "476,89" -> 47689
const fourPlaces = (c: number) =>
  `${c < 0 ? '-' : ''}${Math.floor(Math.abs(c) / 100)}.${String(Math.abs(c) % 100).padStart(2, '0')}00`;

/** The bookings as DATEV defines its fields: gross in Umsatz, H an invoice, S a credit note, key 9 is 19 %, 8 is 7 %. */
function bookings(bytes: Buffer): { fiscalYear: string; rows: Booking[] } {
  const lines = bytes.toString('latin1').trimEnd().split('\r\n');
  const unquote = (f: string) => f.replace(/^"|"$/g, '');
  const fields = lines.map((l) => l.split(';').map(unquote));
  const header = fields[1]!;
  const at = (row: string[], name: string) => row[header.indexOf(name)]!;
  const accounts = (
    parse(readFileSync(root(`mappings/${MAPPING}`), 'utf8')) as {
      invoice: { PayeeId: { transform: { map: Record<string, string> } } };
    }
  ).invoice.PayeeId.transform.map;
  const rows = fields.slice(2).map((row) => {
    const sign = at(row, 'Soll/Haben-Kennzeichen') === 'S' ? -1 : 1;
    const gross = cents(at(row, 'Umsatz (ohne Soll/Haben-Kz)'));
    const rate = at(row, 'BU-Schlüssel') === '8' ? 7 : 19;
    const net = Math.round((gross * 100) / (100 + rate));
    const ttmm = at(row, 'Belegdatum');
    return {
      payeeId: accounts[at(row, 'Konto')]!,
      number: at(row, 'Belegfeld 1'),
      gross: sign * gross,
      net: sign * net,
      tax: sign * (gross - net),
      day: Number(ttmm.slice(0, -2)),
      month: Number(ttmm.slice(-2)),
    };
  });
  return { fiscalYear: fields[0]![12]!, rows };
}

describe('the DATEV Buchungsstapel sample', () => {
  const bytes = readFileSync(root(`samples/${SAMPLE}`));
  const expected = bookings(bytes);

  it('is a DATEV file as DATEV writes it: Windows-1252, the EXTF line, H and S, TTMM without a leading zero', () => {
    expect(bytes.subarray(0, 7).toString('latin1')).toBe('"EXTF";');
    expect(bytes.includes(0xfc)).toBe(true); // ü as one Windows-1252 byte, which is not UTF-8
    expect(() => new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toThrow();
    expect(expected.fiscalYear).toBe('20240101');
    expect(expected.rows.some((b) => b.gross < 0)).toBe(true);
    expect(expected.rows.some((b) => b.day < 10)).toBe(true);
  });

  it('reads every booking with the date in the fiscal year of its EXTF line, net and tax from the tax key', async () => {
    const mapping = await loadMapping(root(`mappings/${MAPPING}`));
    for (const [fiscalYear, year] of [
      ['20240101', 2024],
      ['20250101', 2025],
    ] as const) {
      const dir = makeTempDir('datev');
      const file = join(dir, SAMPLE);
      // Next year's file: only field 13 of the EXTF line differs; the mapping is the same.
      writeFileSync(file, Buffer.from(bytes.toString('latin1').replace(';20240101;4;', `;${fiscalYear};4;`), 'latin1'));
      const read = [];
      for await (const invoice of readInvoices(file, mapping)) read.push(invoice);
      expect(read.map((i) => i.problems)).toEqual(read.map(() => []));
      expect(
        read.map((i) => {
          const inv = i.invoice!;
          const item = inv.InvoiceItems[0]!;
          return [inv.PayeeId, inv.Invoice_Number, inv.Invoice_Date, inv.Invoice_Amount, item.Amount, item.Tax];
        }),
      ).toEqual(
        expected.rows.map((b) => [
          b.payeeId,
          b.number,
          `${year}${String(b.month).padStart(2, '0')}${String(b.day).padStart(2, '0')}`,
          fourPlaces(b.gross),
          fourPlaces(b.net),
          fourPlaces(b.tax),
        ]),
      );
    }
  });

  it('validates and posts every booking once, credit notes negative', async () => {
    const dir = copySampleFolder('datev-cli', SAMPLE, MAPPING);
    const sandbox = await startTestSandbox();
    const run = cliInFolder(dir, sandbox.baseUrl);
    const validate = await run(['validate', SAMPLE, '--mapping', MAPPING, '--json']);
    expect(validate.code, validate.stderr).toBe(0);
    expect(JSON.parse(validate.stdout)).toMatchObject({ invoices: 30, valid: 30, problems: [] });
    const upload = await run(['upload', SAMPLE, '--mapping', MAPPING, '--json']);
    expect(upload.code, upload.stderr).toBe(0);
    const posted = sandbox.instances().map((i) => [i.payeeId, i.invoiceNumber, i.amount, i.currency]);
    const byNumber = (a: string[], b: string[]) => a[1]!.localeCompare(b[1]!);
    expect(posted.sort(byNumber)).toEqual(
      expected.rows.map((b) => [b.payeeId, b.number, fourPlaces(b.gross), 'EUR']).sort(byNumber),
    );
  }, 90_000);
});
