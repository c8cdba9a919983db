/**
 * Workbooks whose parts bind SpreadsheetML's namespace to a prefix (`<x:styleSheet xmlns:x=...>`),
 * as the Open XML SDK and ClosedXML write them, part by part and all at once, read as the same
 * workbook written with the default namespace: its dates, amounts and table totals row alike.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { validateFile } from '../../../src/batch/validate-file.js';
import { loadMapping } from '../../../src/mapping/load-mapping.js';
import { ONE_ROW_MAPPING } from '../../helpers/one-row-mapping.js';
import { cliInFolder } from '../../helpers/sample-folder.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { withoutStamps } from '../../helpers/run-cli.js';
import { buildZip, RELATIONSHIPS, SPREADSHEET_MAIN } from '../zip-builder.js';

const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
/** Declared on every root as Excel does: other namespaces beside the default one. */
const OTHERS = `xmlns:mc="http://schemas.openxmlformats.org/markup-compatibility/2006" xmlns:x14ac="http://schemas.microsoft.com/office/spreadsheetml/2009/9/ac" xmlns:x14="http://schemas.microsoft.com/office/spreadsheetml/2009/9/main" mc:Ignorable="x14ac"`;

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];
const strings = [...HEADER, '0000100005', 'AP-001', 'EUR', '0000100006', 'AP-002'];
const shared = (ref: string, text: string) => `<c r="${ref}" t="s"><v>${strings.indexOf(text)}</v></c>`;
/** Date cells styled 1 (dd.mm.yyyy, 45296 is 2024-01-05); amounts styled 2 (#,##0.00). */
const invoiceRow = (
  r: number,
  vendor: string,
  number: string,
  serial: number,
  total: string,
  net: string,
  tax: string,
) =>
  `<row r="${r}">${shared(`A${r}`, vendor)}${shared(`B${r}`, number)}<c r="C${r}" s="1"><v>${serial}</v></c>${shared(`D${r}`, 'EUR')}<c r="E${r}" s="2"><v>${total}</v></c><c r="F${r}" s="2"><v>${net}</v></c><c r="G${r}" s="2"><v>${tax}</v></c></row>`;

/** Each part as Excel writes it: SpreadsheetML in the default namespace. */
const PARTS: Record<string, string> = {
  'xl/workbook.xml': `<workbook xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}" ${OTHERS}><workbookPr/><sheets><sheet name="Register" sheetId="1" r:id="rId1"/></sheets></workbook>`,
  'xl/_rels/workbook.xml.rels': `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${RELATIONSHIPS}/sharedStrings" Target="sharedStrings.xml"/><Relationship Id="rId3" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`,
  'xl/sharedStrings.xml': `<sst xmlns="${SPREADSHEET_MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((s) => `<si><t>${s}</t></si>`).join('')}</sst>`,
  'xl/styles.xml': `<styleSheet xmlns="${SPREADSHEET_MAIN}" ${OTHERS}><numFmts count="1"><numFmt numFmtId="164" formatCode="dd\\.mm\\.yyyy"/></numFmts><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="1"><fill><patternFill patternType="none"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="3"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/><xf numFmtId="4" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/></cellXfs><dxfs count="0"/><extLst><ext uri="{EB79DEF2-80B8-43e5-95BD-54CBDDF9020C}"><x14:slicerStyles defaultSlicerStyle="SlicerStyleLight1"/><x14:dxfs count="0"/></ext></extLst></styleSheet>`,
  'xl/worksheets/sheet1.xml': `<worksheet xmlns="${SPREADSHEET_MAIN}" xmlns:r="${RELATIONSHIPS}" ${OTHERS}><dimension ref="A1:G4"/><sheetData><row r="1">${HEADER.map((h, i) => shared(`${'ABCDEFG'[i]}1`, h)).join('')}</row>${invoiceRow(2, '0000100005', 'AP-001', 45296, '1234.5', '1037.39', '197.11')}${invoiceRow(3, '0000100006', 'AP-002', 45297, '238', '200', '38')}<row r="4"><c r="E4" s="2"><f>SUBTOTAL(109,Table1[Total])</f><v>1472.5</v></c></row></sheetData><tableParts count="1"><tablePart r:id="rId1"/></tableParts></worksheet>`,
  'xl/worksheets/_rels/sheet1.xml.rels': `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}"><Relationship Id="rId1" Type="${RELATIONSHIPS}/table" Target="../tables/table1.xml"/></Relationships>`,
  'xl/tables/table1.xml': `<table xmlns="${SPREADSHEET_MAIN}" ${OTHERS} id="1" name="Table1" displayName="Table1" ref="A1:G4" totalsRowCount="1"><autoFilter ref="A1:G3"/><tableColumns count="7">${HEADER.map((name, i) => `<tableColumn id="${i + 1}" name="${name}"${i === 4 ? ' totalsRowFunction="sum"' : ''}/>`).join('')}</tableColumns></table>`,
};

/** `xml` with its default namespace bound to `prefix` instead, every unprefixed element prefixed. */
function prefixed(xml: string, prefix: string): string {
  const namespace = /xmlns="([^"]+)"/.exec(xml)![1]!;
  return xml
    .replace(`xmlns="${namespace}"`, `xmlns:${prefix}="${namespace}"`)
    .replace(/<(\/?)([A-Za-z][\w.-]*)(?=[\s/>])/g, (_, slash: string, name: string) => `<${slash}${prefix}:${name}`);
}

function writeRegister(dir: string, rewrite: (name: string, xml: string) => string): string {
  const file = join(dir, 'register.xlsx');
  const parts = Object.entries(PARTS).map(([name, xml]) => ({ name, data: Buffer.from(rewrite(name, xml)) }));
  writeFileSync(file, buildZip(parts));
  return file;
}

async function validateRegister(rewrite: (name: string, xml: string) => string) {
  const dir = makeTempDir('prefixed-parts');
  writeFileSync(join(dir, 'm.yaml'), ONE_ROW_MAPPING);
  return validateFile(writeRegister(dir, rewrite), await loadMapping(join(dir, 'm.yaml')), {
    keepValidInvoices: true,
  });
}

const unprefixed = (_: string, xml: string) => xml;

describe('a workbook whose parts bind SpreadsheetML to a prefix', () => {
  it('reads the register written with the default namespace (and other prefixes beside it)', async () => {
    const result = await validateRegister(unprefixed);
    expect(result.problems).toEqual([]);
    expect(result.summary).toMatchObject({ invoices: 2, valid: 2, invalid: 0 });
    expect(result.summary.validTotals).toEqual({ EUR: '1472.5000' });
    expect(result.skippedRows).toHaveLength(1);
  });

  it.each([...Object.keys(PARTS).map((part) => [part, 'x']), ['every part', 'x'], ['every part', 'ns0']])(
    'reads it the same with %s prefixed %s:',
    async (part, prefix) => {
      const expected = await validateRegister(unprefixed);
      const result = await validateRegister((name, xml) =>
        part === 'every part' || name === part ? prefixed(xml, prefix) : xml,
      );
      expect(result.problems).toEqual(expected.problems);
      expect(result.summary).toEqual(expected.summary);
      expect(result.skippedRows).toEqual(expected.skippedRows);
      expect(result.validInvoices?.map((i) => [i.invoiceDate, i.invoiceAmount])).toEqual([
        ['20240105', '1234.5000'],
        ['20240106', '238.0000'],
      ]);
    },
  );

  it('refuses a styles part with no style sheet of SpreadsheetML, naming the part, in words for the user', async () => {
    const error = await validateRegister((name, xml) =>
      name === 'xl/styles.xml' ? prefixed(xml, 'y').replace(SPREADSHEET_MAIN, 'urn:not-spreadsheetml') : xml,
    ).catch((failure: unknown) => failure as Error);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe(
      'register.xlsx, sheet Register: cannot read the workbook, it may be damaged or cut short: xl/styles.xml could not be read: it holds no <styleSheet> of SpreadsheetML',
    );
  });

  it('posts its amounts and dates on upload as written with the default namespace', async () => {
    const dir = makeTempDir('prefixed-parts-upload');
    writeRegister(dir, (name, xml) => (name === 'xl/styles.xml' ? prefixed(xml, 'x') : xml));
    writeFileSync(join(dir, 'm.yaml'), ONE_ROW_MAPPING);
    const sandbox = await startTestSandbox();
    const upload = await cliInFolder(dir, sandbox.baseUrl)(['upload', 'register.xlsx', '--mapping', 'm.yaml']);
    expect(upload.code, upload.stderr).toBe(0);
    expect(withoutStamps(upload.stderr)).not.toContain('Cannot read properties');
    expect(sandbox.instances().map((i) => [i.invoiceNumber, i.amount])).toEqual([
      ['AP-001', '1234.5000'],
      ['AP-002', '238.0000'],
    ]);
  }, 90_000);
});
