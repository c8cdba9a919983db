/**
 * Gnumeric saves a row's style (a bold header, a totals row) as empty styled cells up to XFD. They
 * hold no value, so the annotated copy's columns go after the last cell that does.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import archiver from 'archiver';
import { describe, expect, it } from 'vitest';
import { columnLetter } from '../../../src/sheets/sheet-row.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { uploadAnnotated } from './annotated-copy-fixture.js';
import { zipPartsOf } from './hidden-texts-workbook.js';

const MAPPING = `
source:
  type: xlsx
  sheet: Register
  headerRow: 1
  skipRows:
    - { column: Vendor No., equals: Total }
layout:
  type: one-row
invoice:
  InvoiceId: { template: "{Vendor No.}-{Invoice No.}" }
  PayeeId: Vendor No.
  Invoice_Number: Invoice No.
  Invoice_Date: Invoice Date
  CurrencyCode: Curr.
  Invoice_Amount: Gross
items:
  Amount: Net
  Tax: VAT
`;

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const text = (ref: string, value: string, style = '') =>
  `<c r="${ref}"${style} t="inlineStr"><is><t>${value}</t></is></c>`;
const number = (ref: string, value: string, style = '') => `<c r="${ref}"${style}><v>${value}</v></c>`;

/** Empty cells of style 1 from column `from` (1-based) to XFD, as Gnumeric writes a styled row. */
function styledToXfd(row: number, from: number): string {
  const cells: string[] = [];
  for (let column = from; column <= 16_384; column += 1) cells.push(`<c r="${columnLetter(column - 1)}${row}" s="1"/>`);
  return cells.join('');
}

const HEADERS = ['Vendor No.', 'Invoice No.', 'Invoice Date', 'Curr.', 'Net', 'VAT', 'Gross'];

/** The value cells of rows 2 and 3 (two invoices) and of the totals row 4. */
const DATA_ROWS = [
  [
    text('A2', '0000100001'),
    text('B2', 'G-1'),
    text('C2', '2024-01-05'),
    text('D2', 'EUR'),
    number('E2', '100'),
    number('F2', '19'),
    number('G2', '119'),
  ],
  [
    text('A3', '0000100002'),
    text('B3', 'G-2'),
    text('C3', '2024-01-06'),
    text('D3', 'EUR'),
    number('E3', '200.5'),
    number('F3', '38.1'),
    number('G3', '238.6'),
  ],
  [text('A4', 'Total', ' s="1"'), `<c r="G4" s="1"><f>SUM(G2:G3)</f><v>357.6</v></c>`],
];

/** The worksheet part: a bold header and a bold totals row, each styled up to XFD, as Gnumeric saves them. */
function sheetXml(): string {
  const header = HEADERS.map((name, i) => text(`${columnLetter(i)}1`, name, ' s="1"')).join('');
  const rows = [
    `<row r="1" spans="1:16384">${header}${styledToXfd(1, 8)}</row>`,
    `<row r="2">${DATA_ROWS[0]!.join('')}</row>`,
    `<row r="3">${DATA_ROWS[1]!.join('')}</row>`,
    `<row r="4" spans="1:16384">${DATA_ROWS[2]!.join('')}${styledToXfd(4, 8)}</row>`,
  ];
  return (
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
    `<dimension ref="A1:XFD4"/><cols><col min="1" max="16384" width="12" style="0"/></cols>` +
    `<sheetData>${rows.join('')}</sheetData></worksheet>`
  );
}

const PARTS: [string, string][] = [
  [
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>` +
      `<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Register" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/>` +
      `<Relationship Id="rId2" Type="${REL}/styles" Target="styles.xml"/></Relationships>`,
  ],
  [
    'xl/styles.xml',
    `<?xml version="1.0" encoding="UTF-8"?><styleSheet xmlns="${MAIN}"><fonts count="2"><font><sz val="10"/><name val="Sans"/></font><font><b/><sz val="10"/><name val="Sans"/></font></fonts>` +
      `<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>` +
      `<borders count="1"><border/></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>` +
      `<cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`,
  ],
];

async function writeGnumericStyled(file: string, sheet = sheetXml()): Promise<void> {
  const archive = archiver('zip');
  const out = createWriteStream(file);
  archive.pipe(out);
  for (const [name, xml] of [...PARTS, ['xl/worksheets/sheet1.xml', sheet]]) archive.append(xml!, { name: name! });
  await archive.finalize();
  if (!out.writableFinished) await once(out, 'finish');
}

/** The `<c>` elements of a worksheet part, by reference, as written. */
function cellsByRef(xml: string): Map<string, string> {
  const cells = new Map<string, string>();
  for (const match of xml.matchAll(/<c r="([A-Z]+\d+)"[^>]*?(?:\/>|>[\s\S]*?<\/c>)/g)) cells.set(match[1]!, match[0]);
  return cells;
}

describe('the annotated copy of a workbook styled up to XFD', () => {
  it('is written, its columns after the last cell holding a value, every value cell byte for byte as it was', async () => {
    const dir = makeTempDir('ib-annotate-styled-xfd');
    const source = join(dir, 'register.xlsx');
    await writeGnumericStyled(source);

    const { report, invoices } = await uploadAnnotated(dir, source, MAPPING);
    expect(report.runs[0]!.annotationProblem).toBeUndefined();
    expect(invoices.map((invoice) => invoice.state)).toEqual(['created', 'created']);
    const copy = report.runs[0]!.annotatedFile!;
    expect(copy).toMatch(/register-annotated-\d{8}-\d{6}\.xlsx$/);

    const sheet = (await zipPartsOf(copy)).get('xl/worksheets/sheet1.xml')!;
    const cells = cellsByRef(sheet);
    // Every cell holding a value, header and totals included, is the source's own bytes.
    const header = HEADERS.map((name, i) => text(`${columnLetter(i)}1`, name, ' s="1"'));
    for (const cell of [...header, ...DATA_ROWS.flat()]) {
      const ref = /r="([A-Z]+\d+)"/.exec(cell)![1]!;
      expect(cells.get(ref), ref).toBe(cell);
    }
    // Outcome, Instance id and Message land in H, I and J, on the header and each invoice row.
    expect(cells.get('H1')).toContain('Outcome');
    expect(cells.get('J1')).toContain('Message');
    expect(cells.get('H2')).toContain('created');
    expect(cells.get('I3')).toMatch(/<t[^>]*>00\d+<\/t>/);
    // No cell past J: the empty styled ones are not copied, so no two cells share a reference.
    const columns = [...cells.keys()].map((ref) => /^[A-Z]+/.exec(ref)![0]);
    expect(columns.filter((letters) => letters.length > 1 || letters > 'J')).toEqual([]);
    // A created invoice's Message is empty, so its row gets two cells.
    expect(cells.size).toBe(7 + 3 + 2 * (7 + 2) + 2);
    expect(sheet).toContain('<dimension ref="A1:J4"/>');
    expect(sheet).not.toContain('spans="1:16384"');
  });

  it('still says why there is no copy when a cell holding a value is in the last three columns', async () => {
    const dir = makeTempDir('ib-annotate-styled-xfd-value');
    const source = join(dir, 'register.xlsx');
    await writeGnumericStyled(source, sheetXml().replace('<c r="XFB4" s="1"/>', text('XFB4', 'checked', ' s="1"')));
    const { report } = await uploadAnnotated(dir, source, MAPPING);
    expect(report.runs[0]!.annotatedFile).toBeUndefined();
    expect(report.runs[0]!.annotationProblem).toBe(
      'sheet Register uses columns up to XFB; the annotated copy adds 3 columns after them and Excel allows 16,384 (up to XFD)',
    );
  });
});
