/**
 * A generated corpus of malformed input files and mapping files. Each case says what a correct
 * program does with it: refuse the whole file with one line and exit 2 (`refused`), or read it
 * and report problems of single invoices with exit 1 (`problems`). Nothing of either is posted.
 */
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { seededRandom } from '../../src/sandbox/seeded-random.js';
import { INVOICE_HEADER, INVOICE_MAPPING, invoiceRow } from './invoice-csv.js';
import { readZip, writeZip, type ZipInput } from './zip-archive.js';

export interface BadInput {
  name: string;
  /** The input file given to the command (may not exist, or be a folder). */
  file: string;
  /** The mapping file given with `--mapping`. */
  mapping: string;
  /** `either`: a whole-file refusal and a problem of the invoice are both correct. */
  /** `empty`: no invoices in it (exit 3, one line), as an empty day's export. */
  expect: 'refused' | 'problems' | 'either' | 'empty';
  /** A text the error (refused) or the printed problems must contain, to show the cause was found. */
  says?: RegExp;
}

const PDF_MAPPING = `${INVOICE_MAPPING}attachments:\n  column: PDF\n  baseDir: pdfs\n`;

function csvText(rows: readonly (readonly string[])[]): string {
  const quote = (cell: string) => (/[",\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  return rows.map((row) => row.map(quote).join(',')).join('\r\n') + '\r\n';
}

function validRows(prefix: string, count: number): string[][] {
  return Array.from({ length: count }, (_, i) => invoiceRow(prefix, i + 1));
}

async function workbookBytes(rows: readonly (readonly string[])[], sheet = 'Invoices'): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet(sheet);
  for (const row of rows) worksheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The parts of a real workbook, to rebuild it with one part replaced. */
function replacePart(workbook: Buffer, part: string, replacement: Omit<ZipInput, 'name'>): Buffer {
  return writeZip(
    readZip(workbook).map((entry) =>
      entry.name === part ? { name: part, ...replacement } : { name: entry.name, data: entry.data },
    ),
  );
}

/** Writes the corpus under `dir`; returns the cases and the folder outside the PDF folder. */
export async function writeBadInputCorpus(dir: string): Promise<BadInput[]> {
  const random = seededRandom(7);
  const cases: BadInput[] = [];
  const mapping = join(dir, 'mapping.yaml');
  writeFileSync(mapping, INVOICE_MAPPING);
  const add = (
    name: string,
    content: Buffer | string | undefined,
    expect: BadInput['expect'],
    options: { mapping?: string; says?: RegExp } = {},
  ) => {
    const file = join(dir, name);
    if (content !== undefined) writeFileSync(file, content);
    cases.push({ name, file, mapping: options.mapping ?? mapping, expect, says: options.says });
  };
  const header = [...INVOICE_HEADER];
  const goodCsv = csvText([header, ...validRows('OK', 5)]);
  const goodWorkbook = await workbookBytes([header, ...validRows('OKX', 200)]);

  // Containers that are broken or hostile.
  add('truncated.xlsx', goodWorkbook.subarray(0, Math.floor(goodWorkbook.length * 0.6)), 'refused');
  add('truncated-head.xlsx', goodWorkbook.subarray(0, 100), 'refused');
  const sheetXml = readZip(goodWorkbook).find((entry) => entry.name === 'xl/worksheets/sheet1.xml');
  if (!sheetXml) throw new Error('exceljs wrote no xl/worksheets/sheet1.xml');
  add(
    'zip-bomb-declared.xlsx',
    replacePart(goodWorkbook, 'xl/worksheets/sheet1.xml', { data: sheetXml.data, declaredSize: 0xfff00000 }),
    'refused',
    { says: /zip bomb|limit|unpack/i },
  );
  // The directory says 4 KB; the part inflates to 64 MB.
  const lyingSheet = Buffer.concat([
    Buffer.from(
      '<?xml version="1.0"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    ),
    Buffer.alloc(64 * 1024 * 1024, 0x20),
  ]);
  add(
    'zip-bomb-lying.xlsx',
    replacePart(goodWorkbook, 'xl/worksheets/sheet1.xml', { data: lyingSheet, declaredSize: 4096 }),
    'refused',
    { says: /zip bomb|more than/i },
  );
  add('zip-not-workbook.xlsx', writeZip([{ name: 'readme.txt', data: 'not a workbook' }]), 'refused');
  add(
    'broken-sheet-xml.xlsx',
    replacePart(goodWorkbook, 'xl/worksheets/sheet1.xml', {
      data: '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>Vendor',
    }),
    'refused',
  );
  const entityBomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lololololololololololol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;"><!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;"><!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;"><!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;"><!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">]><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>&lol6;</t></is></c></row></sheetData></worksheet>`;
  add('xml-entity-bomb.xlsx', replacePart(goodWorkbook, 'xl/worksheets/sheet1.xml', { data: entityBomb }), 'refused');
  add(
    'old-xls.xlsx',
    Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(4096, 0)]),
    'refused',
  );
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(Array.from({ length: 2048 }, () => Math.floor(random() * 256))),
  ]);
  add('picture.xlsx', png, 'refused');
  add('gzipped.csv', gzipSync(goodCsv), 'refused');
  add('garbage.csv', Buffer.from(Array.from({ length: 50_000 }, () => Math.floor(random() * 256))), 'refused');
  add('workbook-named.csv', goodWorkbook, 'refused');
  add('document.pdf', goodCsv, 'refused', { says: /\.csv or \.xlsx/ });
  add('no-extension', goodCsv, 'refused');

  // Where the file should be, something else.
  cases.push({ name: 'missing.csv', file: join(dir, 'missing.csv'), mapping, expect: 'refused' });
  mkdirSync(join(dir, 'folder.csv'));
  cases.push({ name: 'folder.csv (a directory)', file: join(dir, 'folder.csv'), mapping, expect: 'refused' });

  // Text that is not what it should be.
  add('empty.csv', '', 'refused');
  add('bom-only.csv', '\uFEFF', 'refused');
  add('header-only.csv', csvText([header]), 'empty');
  add('header-only.xlsx', await workbookBytes([header]), 'empty');
  // "Müller Café €" as Windows-1252 bytes: FC, E9 and 80 are not UTF-8.
  const [before, after] = csvText([
    header,
    ['0000100001', 'W-1', '20260131', 'EUR', '11.19', '10.00', '1.19', '@', ''],
  ]).split('@') as [string, string];
  const latin = Buffer.concat([
    Buffer.from(before),
    Buffer.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0x43, 0x61, 0x66, 0xe9, 0x20, 0x80]),
    Buffer.from(after),
  ]);
  add('windows-1252.csv', latin, 'refused', { says: /UTF-8|encoding/i });
  // UTF-16 without a byte-order mark is read when its NUL bytes show the order (a Latin-script CSV);
  // text of few Latin characters cannot show it, and is refused naming the encodings to set.
  add('utf16-unclear-no-bom.csv', Buffer.from('請求書番号,取引先,金額\n'.repeat(200), 'utf16le'), 'refused', {
    says: /utf-16le/i,
  });
  add('million-blank-lines.csv', '\n'.repeat(1_000_000), 'refused');
  add(
    'unclosed-quote.csv',
    `${csvText([header, ...validRows('Q', 3)])}0000100001,"Q-unclosed,20260131,EUR,1.00,1.00,0.00,x,\r\n`,
    'either',
  );
  add('long-line.csv', 'x'.repeat(2 * 1024 * 1024), 'refused');
  const unknownWide = Array.from({ length: 10_000 }, (_, i) => `Column ${i + 1}`);
  add(
    'wide-10000-unknown.csv',
    csvText([unknownWide, unknownWide.map((_, i) => String(i)), unknownWide.map(() => 'x')]),
    'refused',
  );
  const extra = Array.from({ length: 10_000 - header.length }, (_, i) => `Extra ${i + 1}`);
  const wideRows = validRows('WIDE', 30).map((row, i) => [
    ...(i === 7 ? [...row.slice(0, 4), 'ten euros', ...row.slice(5)] : row),
    ...extra.map(() => 'x'),
  ]);
  add('wide-10000.csv', csvText([[...header, ...extra], ...wideRows]), 'problems');
  const bigCell = validRows('BIG', 5);
  (bigCell[2] as string[])[7] = 'A'.repeat(1024 * 1024);
  add('huge-cell.csv', csvText([header, ...bigCell]), 'problems', { says: /4000/ });
  const emptyRow = `${','.repeat(header.length - 1)}\r\n`;
  const lastRow = invoiceRow('MILLION', 1);
  lastRow[2] = '2026-02-30';
  add('million-empty-rows.csv', csvText([header]) + emptyRow.repeat(1_000_000) + csvText([lastRow]), 'problems');
  const values = validRows('VAL', 4);
  (values[0] as string[])[2] = '31.02.2026';
  (values[1] as string[])[4] = 'n/a';
  (values[2] as string[])[3] = 'EURO';
  (values[3] as string[])[0] = '';
  add('bad-values.csv', csvText([header, ...values]), 'problems');
  const duplicated = ['Vendor', 'Number', 'Number', ...header.slice(2)];
  // A header the mapping reads written over two columns: which one holds the number cannot be told.
  add(
    'duplicate-headers.csv',
    csvText([duplicated, ...validRows('DUP', 3).map((row) => [row[0] as string, '', ...row.slice(1)])]),
    'refused',
    { says: /is the header of 2 columns of row 1: B and C/ },
  );
  const keyTwice = validRows('TWICE', 3);
  keyTwice.push([...(keyTwice[0] as string[])]);
  add('same-key-twice.csv', csvText([header, ...keyTwice]), 'problems');
  const ragged = validRows('RAG', 3);
  (ragged[1] as string[]).splice(3, 0, 'surplus', 'fields');
  add('ragged-rows.csv', csvText([header, ...ragged]), 'problems');

  // Attachments that leave their folder.
  const pdfMapping = join(dir, 'pdf-mapping.yaml');
  writeFileSync(pdfMapping, PDF_MAPPING);
  mkdirSync(join(dir, 'pdfs'));
  mkdirSync(join(dir, 'outside'));
  const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
  writeFileSync(join(dir, 'pdfs', 'ok.pdf'), pdf);
  writeFileSync(join(dir, 'outside', 'secret.pdf'), pdf);
  writeFileSync(join(dir, 'pdfs', 'not-a-pdf.pdf'), 'just text');
  symlinkSync(join(dir, 'outside', 'secret.pdf'), join(dir, 'pdfs', 'link.pdf'));
  const withPdf = (prefix: string, bad: string) => {
    const rows = validRows(prefix, 3).map((row) => [...row, 'ok.pdf']);
    (rows[1] as string[])[header.length] = bad;
    return csvText([[...header, 'PDF'], ...rows]);
  };
  add('pdf-absolute.csv', withPdf('ABS', join(dir, 'outside', 'secret.pdf')), 'problems', {
    mapping: pdfMapping,
    says: /absolute/,
  });
  add('pdf-dotdot.csv', withPdf('DOTS', '../outside/secret.pdf'), 'problems', { mapping: pdfMapping, says: /leaves/ });
  add('pdf-symlink.csv', withPdf('LINK', 'link.pdf'), 'problems', { mapping: pdfMapping, says: /symbolic link/ });
  add('pdf-not-a-pdf.csv', withPdf('NOPDF', 'not-a-pdf.pdf'), 'problems', { mapping: pdfMapping, says: /%PDF-/ });

  // Mapping files that are wrong; the input file is fine.
  writeFileSync(join(dir, 'good.csv'), goodCsv);
  const withMapping = (name: string, text: string | Buffer | undefined, says?: RegExp) => {
    const path = join(dir, name);
    if (text !== undefined) writeFileSync(path, text);
    cases.push({ name: `mapping ${name}`, file: join(dir, 'good.csv'), mapping: path, expect: 'refused', says });
  };
  withMapping('typo.yaml', INVOICE_MAPPING.replace('Invoice_Number: Number', 'Invoice_Numbr: Number'), /Invoice_Numbr/);
  withMapping('missing-column.yaml', INVOICE_MAPPING.replace('PayeeId: Vendor', 'PayeeId: Lieferant'), /Lieferant/);
  withMapping(
    'unknown-transform.yaml',
    INVOICE_MAPPING.replace('PayeeId: Vendor', 'PayeeId: { column: Vendor, transform: uper }'),
    /uper/,
  );
  withMapping(
    'bad-regex.yaml',
    INVOICE_MAPPING.replace('PayeeId: Vendor', 'PayeeId: { column: Vendor, transform: { extract: "([0-9" } }'),
  );
  withMapping('not-yaml.yaml', 'invoice: [PayeeId: Vendor\n  Invoice_Number: {{{\n');
  withMapping('empty.yaml', '');
  withMapping(
    'alias-bomb.yaml',
    `a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nd: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]\ne: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]\nf: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]\ninvoice: *f\n`,
  );
  withMapping('binary.yaml', Buffer.from(Array.from({ length: 4096 }, () => Math.floor(random() * 256))));
  withMapping('missing-mapping.yaml', undefined);
  mkdirSync(join(dir, 'mapping-folder.yaml'));
  withMapping('mapping-folder.yaml', undefined);
  withMapping('wrong-sheet.yaml', `source:\n  sheet: Nowhere\n${INVOICE_MAPPING}`);
  cases[cases.length - 1] = {
    ...(cases[cases.length - 1] as BadInput),
    name: 'mapping wrong-sheet.yaml (on a workbook)',
    file: join(dir, 'good.xlsx'),
  };
  writeFileSync(join(dir, 'good.xlsx'), goodWorkbook);
  return cases;
}

/** Valid invoices whose text looks like spreadsheet formulas; they are posted, and must come out as text. */
export const FORMULA_TEXTS = [
  '=HYPERLINK("http://example.invalid/x","click")',
  "+cmd|' /C calc'!A0",
  '@SUM(1+1)',
  '-2+3+cmd',
  '=1+2',
];

export function writeFormulaCsv(dir: string): { file: string; mapping: string } {
  const rows = FORMULA_TEXTS.map((text, i) => {
    const row = invoiceRow('FORMULA', i + 1);
    row[1] = text;
    row[7] = text;
    row[8] = text;
    return row;
  });
  const file = join(dir, 'formula-text.csv');
  writeFileSync(file, csvText([[...INVOICE_HEADER], ...rows]));
  const mapping = join(dir, 'mapping.yaml');
  writeFileSync(mapping, INVOICE_MAPPING);
  return { file, mapping };
}
