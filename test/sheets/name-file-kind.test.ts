/**
 * Files other systems write under a workbook's name are named for what they hold, with what to
 * do: an HTML table saved as .xls (many ERPs and banks), Excel 2003's XML spreadsheet, a tab- or
 * semicolon-separated text named .xls (SAP's "Spreadsheet" export), each also renamed .xlsx, an
 * .xlsb and an .ods; a mapping that says `type: csv` reads such a text as it is.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InputFileError } from '../../src/errors.js';
import { cellText } from '../../src/sheets/sheet-row.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { failureOf, readWholeTable } from './sheet-files.js';
import { buildZip } from './zip-builder.js';

const ROWS = [
  ['Vendor', 'Invoice No', 'Amount'],
  ['100001', 'F-001', '1234.50'],
];

const cells = (tag: string) => ROWS.map((r) => `<tr>${r.map((c) => `<${tag}>${c}</${tag}>`).join('')}</tr>`).join('\n');

/** LibreOffice's "HTML Document" and an ERP's table, as they write them. */
const HTML_LIBREOFFICE = `<!DOCTYPE html>\n\n<html>\n<head>\n\t<meta http-equiv="content-type" content="text/html; charset=utf-8"/>\n</head>\n<body>\n<table cellspacing="0" border="0">\n${cells('td')}\n</table>\n</body>\n</html>\n`;
/** Excel's "Web Page" save and the many exports that copy it, labelled as Excel's own. */
const HTML_EXCEL = `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:x="urn:schemas-microsoft-com:office:excel" xmlns="http://www.w3.org/TR/REC-html40">\r\n<head><meta name=ProgId content=Excel.Sheet></head>\r\n<body><table>${cells('td')}</table></body></html>\r\n`;
/** A bare table, as some bank portals send it, after a byte-order mark. */
const HTML_BARE = `\ufeff  <table border="1">\n${cells('th')}\n</table>\n`;
/** Excel 2003 "XML Spreadsheet", as Excel and LibreOffice write it. */
const SPREADSHEET_ML = `<?xml version="1.0" encoding="UTF-8"?>\n<?mso-application progid="Excel.Sheet"?>\n<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n<Worksheet ss:Name="Sheet1"><Table>\n${ROWS.map((r) => `<Row>${r.map((c) => `<Cell><Data ss:Type="String">${c}</Data></Cell>`).join('')}</Row>`).join('\n')}\n</Table></Worksheet></Workbook>\n`;
const TSV = ROWS.map((r) => r.join('\t')).join('\r\n') + '\r\n';
const SEMICOLONS = ROWS.map((r) => r.join(';')).join('\r\n') + '\r\n';
/** SAP's "Spreadsheet" export in its Unicode form: UTF-16 LE with a byte-order mark. */
const TSV_UTF16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(TSV, 'utf16le')]);

const XLSB = buildZip([
  { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
  { name: 'xl/workbook.bin', data: Buffer.from([0x83, 0x01, 0x00]) },
  { name: 'xl/worksheets/sheet1.bin', data: Buffer.from([0x81, 0x01, 0x00]) },
]);
const ODS = buildZip([
  { name: 'mimetype', data: Buffer.from('application/vnd.oasis.opendocument.spreadsheet') },
  { name: 'content.xml', data: Buffer.from('<office:document-content/>') },
]);

const SAVE_AS_XLSX = 'save it as .xlsx';
const KINDS: Array<{ kind: string; content: string | Buffer; says: string[]; names: string[] }> = [
  {
    kind: 'LibreOffice HTML',
    content: HTML_LIBREOFFICE,
    says: ['an HTML table', SAVE_AS_XLSX],
    names: ['x.xls', 'x.xlsx'],
  },
  { kind: 'Excel web page', content: HTML_EXCEL, says: ['an HTML table', SAVE_AS_XLSX], names: ['x.xls', 'x.xlsx'] },
  { kind: 'bare HTML table', content: HTML_BARE, says: ['an HTML table', SAVE_AS_XLSX], names: ['x.xls', 'x.xlsx'] },
  {
    kind: 'SpreadsheetML',
    content: SPREADSHEET_ML,
    says: ['an Excel 2003 XML spreadsheet', SAVE_AS_XLSX],
    names: ['x.xls', 'x.xml', 'x.xlsx'],
  },
  {
    kind: 'tab-separated text',
    content: TSV,
    says: ['tab-separated text', 'type: csv', 'delimiter: "\\t"'],
    names: ['x.xls', 'x.xlsx'],
  },
  {
    kind: 'UTF-16 tab-separated text',
    content: TSV_UTF16,
    says: ['tab-separated text', 'type: csv', 'delimiter: "\\t"'],
    names: ['x.xls', 'x.xlsx'],
  },
  {
    kind: 'semicolon-separated text',
    content: SEMICOLONS,
    says: ['semicolon-separated text', 'type: csv', 'delimiter: ";"'],
    names: ['x.xls', 'x.xlsx'],
  },
  {
    kind: 'xlsb',
    content: XLSB,
    says: ['an Excel binary workbook (.xlsb)', SAVE_AS_XLSX],
    names: ['x.xlsb', 'x.xlsx'],
  },
  { kind: 'ods', content: ODS, says: ['an OpenDocument spreadsheet (.ods)', SAVE_AS_XLSX], names: ['x.ods', 'x.xlsx'] },
];

describe('a file named as a workbook it is not', () => {
  for (const { kind, content, says, names } of KINDS) {
    for (const name of names) {
      it(`${kind} named ${name} is named for what it is, with what to do`, async () => {
        const file = join(makeTempDir('file-kind'), name);
        writeFileSync(file, content);
        const error = await failureOf(readWholeTable(file));
        expect(error).toBeInstanceOf(InputFileError);
        for (const words of says) expect(error.message).toContain(words);
        expect(error.message).not.toContain('old .xls');
        expect(error.message).not.toMatch(/\n/);
      });
    }
  }

  it('an HTML table named .csv is named so, not read as a header "<!DOCTYPE html>"', async () => {
    const file = join(makeTempDir('file-kind'), 'export.csv');
    writeFileSync(file, HTML_LIBREOFFICE);
    const error = await failureOf(readWholeTable(file));
    expect(error.message).toContain('expected CSV text, but the file is an HTML table');
  });

  it('an .xlsx workbook named .xlsb is asked to be renamed', async () => {
    const file = join(makeTempDir('file-kind'), 'book.xlsb');
    writeFileSync(file, buildZip([{ name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') }]));
    const error = await failureOf(readWholeTable(file));
    expect(error.message).toContain('an .xlsx workbook named ".xlsb": rename it to .xlsx');
  });

  it.each([
    ['\t', TSV],
    [';', SEMICOLONS],
  ])('a text named .xls separated by %j is read as it is when the mapping says type: csv', async (delimiter, text) => {
    const file = join(makeTempDir('file-kind'), 'sap.xls');
    writeFileSync(file, text);
    const table = await readWholeTable(file, { type: 'csv', delimiter });
    expect([table.headers, ...table.rows.map((r) => r.cells.map((c) => cellText(c)))]).toEqual(ROWS);
  });
});
