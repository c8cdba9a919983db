import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { rowNumbers, uploadAnnotated, type JournalInvoice } from './annotated-copy-fixture.js';
import { writeAnnotatedCsv } from '../../../src/report/annotated-copy/write-annotated-csv.js';
import { encodeLegacy } from '../../helpers/encode-legacy.js';

const EUROPEAN = `
source:
  type: csv
  delimiter: ";"
  decimalSeparator: ","
  thousandsSeparator: "."
  dateFormats: [DD.MM.YYYY]
layout:
  type: grouped
  key: [Kreditor, Rechnungsnr.]
invoice:
  InvoiceId: { template: "{Kreditor}-{Rechnungsnr.}" }
  PayeeId: Kreditor
  Invoice_Number: Rechnungsnr.
  Invoice_Date: Belegdatum
  CurrencyCode: Währung
  Invoice_Amount: Brutto
items:
  Amount: Netto
`;

const LEGACY = `
source:
  type: csv
  delimiter: ","
  encoding: windows-1252
  preambleLines: 2
  dateFormats: [MM/DD/YYYY]
layout:
  type: one-row
invoice:
  InvoiceId: { template: "{VENDOR ID}-{INVOICE #}" }
  PayeeId: VENDOR ID
  Invoice_Number: "INVOICE #"
  Invoice_Date: INV DATE
  CurrencyCode: { value: USD }
  Invoice_Amount: AMOUNT
items:
  Amount: AMOUNT
  Description: MEMO
vendorName: VENDOR NAME
`;

/** The source's lines (with their endings) and the annotated copy's, split by hand at line feeds. */
function lines(bytes: Buffer): Buffer[] {
  const out: Buffer[] = [];
  let start = 0;
  for (let at = bytes.indexOf(0x0a); at >= 0; at = bytes.indexOf(0x0a, start)) {
    out.push(bytes.subarray(start, at + 1));
    start = at + 1;
  }
  if (start < bytes.length) out.push(bytes.subarray(start));
  return out;
}

/** The line ending of a line: CRLF, LF or none. */
const ending = (line: Buffer) =>
  line.toString('latin1').endsWith('\r\n') ? '\r\n' : line.toString('latin1').endsWith('\n') ? '\n' : '';
const body = (line: Buffer) => line.subarray(0, line.length - ending(line).length);

function outcomeWord(invoice: JournalInvoice): string {
  return invoice.state === 'in-doubt' ? 'in doubt' : invoice.state;
}

/** The fields of `text` split at `delimiter`, RFC 4180 quotes removed: a reader written for these tests. */
function splitFields(text: string, delimiter: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"' && (quoted || field === '')) quoted = !quoted;
    else if (!quoted && char === delimiter) {
      fields.push(field);
      field = '';
    } else field += char;
  }
  return [...fields, field];
}

/**
 * Every source line comes back as it was, followed on invoice lines by the three fields.
 * @param lastLines the line a row's record ends on, where it is not the row's number (a quoted line break in or above it)
 */
function expectAnnotated(
  source: Buffer,
  copy: Buffer,
  headerLine: number,
  invoices: JournalInvoice[],
  split: (extra: Buffer) => string[],
  lastLines = new Map<number, number>(),
): void {
  const [was, now] = [lines(source), lines(copy)];
  expect(now.length).toBe(was.length);
  const byLine = new Map<number, JournalInvoice>();
  for (const invoice of invoices)
    for (const line of rowNumbers(invoice.rows)) byLine.set(lastLines.get(line) ?? line, invoice);
  expect(byLine.size).toBeGreaterThan(2);
  was.forEach((line, i) => {
    const n = i + 1;
    const after = now[i]!;
    expect(ending(after), `line ${n}`).toBe(ending(line));
    expect(Buffer.compare(body(after).subarray(0, body(line).length), body(line)), `line ${n}`).toBe(0);
    const extra = body(after).subarray(body(line).length);
    const invoice = byLine.get(n);
    if (n === headerLine) expect(split(extra)).toEqual(['Outcome', 'Instance id', 'Message']);
    else if (invoice) {
      const [outcome, instanceId, message] = split(extra);
      expect(outcome).toBe(outcomeWord(invoice));
      expect(instanceId).toBe(invoice.instanceId ?? '');
      if (invoice.state === 'rejected') expect(message).toBe(invoice.eMessage);
      if (invoice.state === 'invalid') expect(message).toMatch(/expected an amount/);
    } else expect(extra.length, `line ${n}`).toBe(0);
  });
}

describe('the annotated copy of a CSV source', () => {
  it('keeps a UTF-8 file with BOM, semicolons and CRLF byte for byte and adds the outcome on every line of each invoice', async () => {
    const dir = makeTempDir('ib-annotate-csv');
    const source = join(dir, 'export.csv');
    const text = [
      'Kreditor;Rechnungsnr.;Belegdatum;Währung;Brutto;Netto;Text',
      '0000100001;RE-1;11.03.2024;EUR;200,00;120,00;"Müller; erste Zeile"',
      '0000100001;RE-1;11.03.2024;EUR;200,00;80,00;"zweite ""Zeile"""',
      '0000999999;RE-2;12.03.2024;EUR;10,00;10,00;unbekannt',
      '0000100002;RE-3;13.03.2024;EUR;n/a;5,00;"mehr-',
      'zeilig"',
      '0000100004;RE-4;14.03.2024;EUR;1.234,50;1.234,50;=SUMME(A1)',
      '',
    ].join('\r\n');
    writeFileSync(source, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]));
    const { report, invoices } = await uploadAnnotated(dir, source, EUROPEAN);
    const copy = report.runs[0]!.annotatedFile!;
    expect(copy).toMatch(/export-annotated-\d{8}-\d{6}\.csv$/);
    const bytes = readFileSync(copy);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(invoices.map(outcomeWord)).toEqual(['created', 'rejected', 'invalid', 'created']);
    const split = (extra: Buffer) => splitFields(extra.toString('utf8'), ';').slice(1);
    // RE-3's record spans lines 5 and 6 and is row 5; RE-4 below it is row 6 on line 7, as a spreadsheet shows it.
    expectAnnotated(
      readFileSync(source),
      bytes,
      1,
      invoices,
      split,
      new Map([
        [5, 6],
        [6, 7],
      ]),
    );
    // Text a spreadsheet would run as a formula is never written: the message of RE-3 starts with "row".
    expect(lines(bytes)[5]!.toString('utf8')).toMatch(/^zeilig";invalid;;"?row 5/);
  });

  it('keeps a Windows-1252 file with a preamble and writes the added fields in Windows-1252', async () => {
    const dir = makeTempDir('ib-annotate-1252');
    const source = join(dir, 'legacy.csv');
    const text = [
      'ACME AP EXPORT',
      'RUN DATE: 04/01/2024',
      'VENDOR ID,VENDOR NAME,INVOICE #,INV DATE,AMOUNT,MEMO',
      '0000100001,M\u00fcller & S\u00f6hne GmbH,INV-1,03/10/2024,"1,853.60",Media buy \u201cSpring\u201d',
      '0000100002,Caf\u00e9 Lumi\u00e8re,INV-2,03/11/2024,943.10,Z\u00fcrcher \u2013 returned',
      '0000999999,Nobody,INV-3,03/12/2024,12.00,unknown',
      '',
    ].join('\r\n');
    const encoded = Buffer.from(
      [...text].map((char) => ({ '\u201c': 0x93, '\u201d': 0x94, '\u2013': 0x96 })[char] ?? char.charCodeAt(0)),
    );
    writeFileSync(source, encoded);
    const { report, invoices } = await uploadAnnotated(dir, source, LEGACY);
    const bytes = readFileSync(report.runs[0]!.annotatedFile!);
    expect(invoices.map(outcomeWord)).toEqual(['created', 'created', 'rejected']);
    expectAnnotated(encoded, bytes, 3, invoices, (extra) => splitFields(extra.toString('latin1'), ',').slice(1));
    expect(bytes.includes(Buffer.from([0x93]))).toBe(true);

    // The results workbook reads as a person wants it: date, vendor name, lines.
    const book = new ExcelJS.Workbook();
    await book.xlsx.readFile(report.runs[0]!.resultsFile!);
    const results = book.getWorksheet('Results')!;
    const header = (results.getRow(1).values as unknown[]).slice(1);
    const column = (name: string) => header.indexOf(name) + 1;
    const row = results.getRow(2);
    expect(row.getCell(column('Invoice date')).value).toEqual(new Date(Date.UTC(2024, 2, 10)));
    expect(row.getCell(column('Vendor')).value).toBe('M\u00fcller & S\u00f6hne GmbH');
    expect(row.getCell(column('Lines')).value).toBe(1);
    expect(row.getCell(column('Amount')).value).toBe(1853.6);
  });

  // Exports of Japanese, Chinese and Korean accounting packages: supplier names with 株式会社, 有限公司, 주식회사,
  // and full-width digits in descriptions.
  const DOUBLE_BYTE: [string, string, string][] = [
    ['shift_jis', '株式会社山田商事', '事務用品　１２月分'],
    ['euc-jp', '有限会社タナカ', 'コピー用紙Ａ４　５箱'],
    ['gbk', '上海华东贸易有限公司', '办公用品　第１２批'],
    ['gb18030', '深圳市腾达科技有限公司', '服务器维护费　２０２４年'],
    ['big5', '台灣精密工業股份有限公司', '零件加工費　３月'],
    ['euc-kr', '삼성물산 주식회사', '사무용품 구입　１２월'],
  ];

  it.each(DOUBLE_BYTE)(
    'reads a %s file named in the mapping and writes its annotated copy in UTF-8 with a byte order mark, saying so',
    async (encoding, vendor, memo) => {
      const dir = makeTempDir('ib-annotate-double-byte');
      const source = join(dir, 'export.csv');
      const text = [
        'ACME AP EXPORT',
        'RUN DATE: 04/01/2024',
        'VENDOR ID,VENDOR NAME,INVOICE #,INV DATE,AMOUNT,MEMO',
        `0000100001,${vendor},INV-1,03/10/2024,"1,853.60",${memo}`,
        '',
      ].join('\r\n');
      writeFileSync(source, encodeLegacy(text, encoding));
      const mapping = LEGACY.replace('encoding: windows-1252', `encoding: ${encoding}`);
      const { report, invoices } = await uploadAnnotated(dir, source, mapping);
      expect(invoices.map(outcomeWord)).toEqual(['created']);
      const run = report.runs[0]!;
      expect(run.annotatedNote).toBe(
        `written in UTF-8 with a byte order mark, not in the file's ${encoding}: open it in Excel to read it, do not import it again as ${encoding}`,
      );
      const bytes = readFileSync(run.annotatedFile!);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const copy = bytes.subarray(3).toString('utf8').split('\r\n');
      expect(copy.slice(0, 3)).toEqual([
        'ACME AP EXPORT',
        'RUN DATE: 04/01/2024',
        'VENDOR ID,VENDOR NAME,INVOICE #,INV DATE,AMOUNT,MEMO,Outcome,Instance id,Message',
      ]);
      expect(copy[3]).toMatch(new RegExp(`^0000100001,${vendor},INV-1,03/10/2024,"1,853.60",${memo},created,\\d+,`));
    },
  );

  it('waits for the file many times over without leaving a listener behind at each wait', async () => {
    const dir = makeTempDir('ib-annotate-large');
    const source = join(dir, 'large.csv');
    // 1,000 long lines (half a megabyte: the copy waits for the file dozens of times) in 50 invoices
    // of 20 lines: the waits come of the lines written, and 50 creates take a twentieth of the
    // upload's time that 1,000 took. A listener left at each wait still fails it (tried).
    const rows = Array.from(
      { length: 1000 },
      (_, i) => `0000100001;RL-${Math.floor(i / 20)};11.03.2024;EUR;200,00;10,00;${'lange Zeile '.repeat(40)}${i}`,
    );
    writeFileSync(
      source,
      `${['Kreditor;Rechnungsnr.;Belegdatum;Währung;Brutto;Netto;Text', ...rows].join('\r\n')}\r\n`,
    );
    const warnings: Error[] = [];
    const onWarning = (warning: Error) => warnings.push(warning);
    process.on('warning', onWarning);
    try {
      const { report, invoices } = await uploadAnnotated(dir, source, EUROPEAN);
      expect(invoices.filter((invoice) => invoice.state === 'created')).toHaveLength(50);
      expectAnnotated(readFileSync(source), readFileSync(report.runs[0]!.annotatedFile!), 1, invoices, (extra) =>
        splitFields(extra.toString('utf8'), ';').slice(1),
      );
      // warnings are emitted on the next tick
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings.map((warning) => warning.name)).not.toContain('MaxListenersExceededWarning');
  }, 60_000);

  it('rejects, and does not end the process, when the target exists already', async () => {
    const dir = makeTempDir('ib-annotate-exists');
    const source = join(dir, 'small.csv');
    writeFileSync(source, 'A;B\r\n1;2\r\n');
    const target = join(dir, 'taken.csv');
    writeFileSync(target, 'already here');
    await expect(
      writeAnnotatedCsv(source, target, { table: { delimiter: ';' }, headerRow: 1, rows: new Map() }),
    ).rejects.toThrow(/EEXIST/);
    expect(readFileSync(target, 'utf8')).toBe('already here');
  });
});
