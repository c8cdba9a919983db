/**
 * A clerk filters cancelled rows out with an AutoFilter. Those rows are invalid (hidden rows are not
 * posted), so the annotated copy marks them, and must show them: a marked row left under the filter
 * is a problem nobody sees.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import archiver from 'archiver';
import { describe, expect, it } from 'vitest';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { uploadAnnotated } from './annotated-copy-fixture.js';
import { zipPartsOf } from './hidden-texts-workbook.js';

const MAPPING = `
source:
  type: xlsx
  sheet: Register
  headerRow: 1
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

const text = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
const number = (ref: string, value: string) => `<c r="${ref}"><v>${value}</v></c>`;

/** One invoice row: vendor, number, net; `status` in H, the column the filter reads. */
function invoiceRow(row: number, invoice: string, status: string, attributes = ''): string {
  return (
    `<row r="${row}" spans="1:8"${attributes}>` +
    [
      text(`A${row}`, '0000100001'),
      text(`B${row}`, invoice),
      text(`C${row}`, '2024-01-05'),
      text(`D${row}`, 'EUR'),
      number(`E${row}`, '100'),
      number(`F${row}`, '19'),
      number(`G${row}`, '119'),
      text(`H${row}`, status),
    ].join('') +
    '</row>'
  );
}

const HEADERS = ['Vendor No.', 'Invoice No.', 'Invoice Date', 'Curr.', 'Net', 'VAT', 'Gross', 'Status'];

/**
 * The parts Excel writes for a sheet filtered on Status = open: `filterMode` on the sheet, the
 * filtered-out row `hidden="1"`, `<autoFilter>` with its criteria after `<sheetData>`, and the
 * hidden name `_xlnm._FilterDatabase` over the filtered range.
 */
const SHEET =
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}" xmlns:r="${REL}">` +
  `<sheetPr filterMode="1"/><dimension ref="A1:H4"/><sheetViews><sheetView workbookViewId="0"/></sheetViews>` +
  `<sheetFormatPr defaultRowHeight="15"/><sheetData>` +
  `<row r="1" spans="1:8">${HEADERS.map((name, i) => text(`${'ABCDEFGH'[i]}1`, name)).join('')}</row>` +
  invoiceRow(2, 'F-1', 'open') +
  invoiceRow(3, 'F-2', 'cancelled', ' hidden="1"') +
  invoiceRow(4, 'F-3', 'open') +
  `</sheetData><autoFilter ref="A1:H4"><filterColumn colId="7"><filters><filter val="open"/></filters></filterColumn></autoFilter>` +
  `<pageMargins left="0.7" right="0.7" top="0.75" bottom="0.75" header="0.3" footer="0.3"/></worksheet>`;

const PARTS: [string, string][] = [
  [
    '[Content_Types].xml',
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
      `<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>` +
      `<Default Extension="xml" ContentType="application/xml"/>` +
      `<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>` +
      `<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
  ],
  [
    '_rels/.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${REL}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  ],
  [
    'xl/workbook.xml',
    `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${MAIN}" xmlns:r="${REL}"><sheets><sheet name="Register" sheetId="1" r:id="rId1"/></sheets>` +
      `<definedNames><definedName name="_xlnm._FilterDatabase" localSheetId="0" hidden="1">Register!$A$1:$H$4</definedName></definedNames></workbook>`,
  ],
  [
    'xl/_rels/workbook.xml.rels',
    `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">` +
      `<Relationship Id="rId1" Type="${REL}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
  ],
  ['xl/worksheets/sheet1.xml', SHEET],
];

async function writeFilteredRegister(file: string): Promise<void> {
  const archive = archiver('zip');
  const out = createWriteStream(file);
  archive.pipe(out);
  for (const [name, xml] of PARTS) archive.append(xml, { name });
  await archive.finalize();
  if (!out.writableFinished) await once(out, 'finish');
}

/** The `<row ...>` opening tag of row `n` in a worksheet part. */
function rowTag(xml: string, n: number): string {
  return new RegExp(`<row r="${n}"[^>]*>`).exec(xml)?.[0] ?? '';
}

describe('the annotated copy of a sheet with rows filtered out', () => {
  it('shows the filtered-out row it marks invalid, says so in its Message, and keeps the filter and the other rows as they were', async () => {
    const dir = makeTempDir('ib-annotate-filtered');
    const source = join(dir, 'register.xlsx');
    await writeFilteredRegister(source);

    const { report, invoices } = await uploadAnnotated(dir, source, MAPPING);
    expect(report.runs[0]!.annotationProblem).toBeUndefined();
    expect(invoices.map((invoice) => [invoice.rows, invoice.state])).toEqual([
      ['2', 'created'],
      ['3', 'invalid'],
      ['4', 'created'],
    ]);

    const sheet = (await zipPartsOf(report.runs[0]!.annotatedFile!)).get('xl/worksheets/sheet1.xml')!;
    // The marked row is shown; the rows around it keep their tags but for `spans`.
    expect(rowTag(sheet, 3)).toBe('<row r="3">');
    expect(rowTag(sheet, 2)).toBe('<row r="2">');
    const row3 = /<row r="3">[\s\S]*?<\/row>/.exec(sheet)![0];
    expect(row3).toContain('>invalid<');
    expect(row3).toMatch(
      /hidden by the sheet's filter[^<]*skip in the mapping\. The source hides this row; this copy shows it\.</,
    );
    // The filter stays, widened to the added columns, with its criteria.
    expect(sheet).toContain('<autoFilter ref="A1:K4"><filterColumn colId="7"><filters><filter val="open"/>');
    expect(sheet).toContain('<sheetPr filterMode="1"/>');
  });

  it('leaves a hidden row it does not mark hidden', async () => {
    const dir = makeTempDir('ib-annotate-filtered-skip');
    const source = join(dir, 'register.xlsx');
    await writeFilteredRegister(source);

    const { report, invoices } = await uploadAnnotated(
      dir,
      source,
      `${MAPPING.replace('  headerRow: 1', '  headerRow: 1\n  hiddenRows: skip')}`,
    );
    expect(invoices.map((invoice) => invoice.rows)).toEqual(['2', '4']);
    const sheet = (await zipPartsOf(report.runs[0]!.annotatedFile!)).get('xl/worksheets/sheet1.xml')!;
    expect(rowTag(sheet, 3)).toBe('<row r="3" spans="1:8" hidden="1">');
    expect(sheet).not.toContain('this copy shows it');
  });
});
