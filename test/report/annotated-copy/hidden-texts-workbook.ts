/**
 * A one-invoice workbook holding a key in every place a writer keeps text outside the cells (document
 * properties, a defined name, header and footer, a validation list and prompt, a hyperlink, a chart
 * title, a threaded comment with its person and its legacy note copy), for the annotated copy's tests.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import archiver from 'archiver';
import ExcelJS from 'exceljs';
import { readZipDirectory } from '../../../src/sheets/zip/read-zip-directory.js';
import { readZipEntry } from '../../../src/sheets/zip/read-zip-entry.js';

const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';

/** Parts added by hand to the workbook exceljs writes: [part, its XML]. */
const added = (KEY: string): [string, string][] => [
  [
    'xl/threadedComments/threadedComment1.xml',
    `<?xml version="1.0"?><ThreadedComments xmlns="http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments"><threadedComment ref="B2" id="{1}" personId="{9}"><text>portal key ${KEY} keep</text></threadedComment><threadedComment ref="B2" id="{2}" personId="{9}" parentId="{1}"><text>plain reply</text></threadedComment></ThreadedComments>`,
  ],
  [
    'xl/persons/person.xml',
    `<?xml version="1.0"?><personList xmlns="http://schemas.microsoft.com/office/spreadsheetml/2018/threadedcomments"><person displayName="${KEY}" id="{9}" userId="a@b" providerId="None"/></personList>`,
  ],
  [
    'xl/comments1.xml',
    `<?xml version="1.0"?><comments xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><authors><author>tc={1}</author></authors><commentList><comment ref="B2" authorId="0"><text><t>[Threaded comment]\n\nYour version of Excel allows you to read this threaded comment.\n\nComment:\n    portal key ${KEY} keep\nReply:\n    plain reply</t></text></comment></commentList></comments>`,
  ],
  [
    'docProps/custom.xml',
    `<?xml version="1.0"?><Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/custom-properties" xmlns:vt="http://schemas.openxmlformats.org/officeDocument/2006/docPropsVTypes"><property fmtid="{D5CDD505-2E9C-101B-9397-08002B2CF9AE}" pid="2" name="Portal"><vt:lpwstr>${KEY}</vt:lpwstr></property></Properties>`,
  ],
  [
    'xl/charts/chart1.xml',
    `<?xml version="1.0"?><c:chartSpace xmlns:c="http://schemas.openxmlformats.org/drawingml/2006/chart" xmlns:a="${A}"><c:chart><c:title><c:tx><c:rich><a:p><a:r><a:t>Totals ${KEY}</a:t></a:r></a:p></c:rich></c:tx></c:title></c:chart></c:chartSpace>`,
  ],
];

/** Writes `dir`/in.xlsx: an invoice sheet with `KEY` in its header, a validation prompt and a hyperlink, plus the parts above. */
export async function writeHiddenTextsWorkbook(dir: string, KEY: string): Promise<string> {
  const plain = join(dir, 'plain.xlsx');
  const book = new ExcelJS.Workbook();
  book.title = `Batch ${KEY}`;
  book.subject = KEY;
  book.keywords = `invoices ${KEY}`;
  book.description = `made with ${KEY}`;
  book.company = KEY;
  book.manager = `${KEY} office`;
  const sheet = book.addWorksheet('Invoices');
  sheet.addRow(['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax', 'Portal']);
  sheet.addRow([
    '0000100001',
    'F-1',
    '2026-05-01',
    'EUR',
    '119.00',
    '100.00',
    '19.00',
    { text: 'portal', hyperlink: `https://portal.example/?key=${KEY}` },
  ]);
  sheet.headerFooter.oddHeader = `&LKey ${KEY}`;
  sheet.headerFooter.oddFooter = `&C${KEY}`;
  sheet.getCell('A2').dataValidation = {
    type: 'list',
    allowBlank: true,
    formulae: [`"${KEY},other"`],
    showInputMessage: true,
    promptTitle: KEY,
    prompt: `use ${KEY}`,
    showErrorMessage: true,
    errorTitle: KEY,
    error: `not ${KEY}`,
  };
  await book.xlsx.writeFile(plain);

  const source = join(dir, 'in.xlsx');
  const directory = await readZipDirectory(plain);
  if ('problem' in directory) throw new Error(directory.problem);
  const archive = archiver('zip');
  const out = createWriteStream(source);
  archive.pipe(out);
  for (const entry of directory.value.entries) {
    const bytes = await readZipEntry(plain, entry, 1 << 24);
    if ('problem' in bytes) throw new Error(bytes.problem);
    let text = bytes.value.toString('utf8');
    // exceljs writes no defined name holding text: one is added as Excel writes it.
    if (entry.name === 'xl/workbook.xml')
      text = text.replace(
        /<calcPr/,
        `<definedNames><definedName name="PortalKey">"${KEY}"</definedName></definedNames><calcPr`,
      );
    // The sheet's note and threaded comment on B2, linked as Excel links them.
    if (entry.name === 'xl/worksheets/_rels/sheet1.xml.rels')
      text = text.replace(
        '</Relationships>',
        '<Relationship Id="rId8" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/comments" Target="../comments1.xml"/>' +
          '<Relationship Id="rId9" Type="http://schemas.microsoft.com/office/2017/10/relationships/threadedComment" Target="../threadedComments/threadedComment1.xml"/></Relationships>',
      );
    archive.append(text, { name: entry.name });
  }
  for (const [name, xml] of added(KEY)) archive.append(xml, { name });
  await archive.finalize();
  if (!out.writableFinished) await once(out, 'finish');
  return source;
}

/** Every part of a zip as text. */
export async function zipPartsOf(path: string): Promise<Map<string, string>> {
  const directory = await readZipDirectory(path);
  if ('problem' in directory) throw new Error(directory.problem);
  const parts = new Map<string, string>();
  for (const entry of directory.value.entries) {
    const bytes = await readZipEntry(path, entry, 1 << 24);
    if ('problem' in bytes) throw new Error(bytes.problem);
    parts.set(entry.name, bytes.value.toString('utf8'));
  }
  return parts;
}
