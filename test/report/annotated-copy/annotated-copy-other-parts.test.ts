/**
 * A workbook keeps text outside its cells: threaded comments and their persons, the legacy note
 * Excel writes beside a threaded comment, document properties, defined names, headers and footers,
 * data validation prompts, hyperlink targets and chart titles. The annotated copy keeps every part,
 * so each must get the data masking rule (scrub-data-text.ts): the key is never copied, and text
 * without it stays as it was.
 */
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import archiver from 'archiver';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { scrubCellTexts } from '../../../src/report/annotated-copy/scrub-cell-texts.js';
import { withoutDataSecrets } from '../../../src/mapping/scrub-data-text.js';
import { replacedCellMessage, type ReplacedCell } from '../../../src/report/annotated-copy/replaced-cells.js';
import { writeAnnotatedCopy } from '../../../src/report/annotated-copy/write-annotated-copy.js';
import { readZipDirectory } from '../../../src/sheets/zip/read-zip-directory.js';
import { readZipEntry } from '../../../src/sheets/zip/read-zip-entry.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const KEY = 'ib_live_5Fz1-Mc8_rT4yU6iO2pA9sD3fG7hJ0';
const A = 'http://schemas.openxmlformats.org/drawingml/2006/main';

/** Parts added by hand to the workbook exceljs writes: [part, its XML]. */
const ADDED: [string, string][] = [
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

/** Writes in.xlsx: a sheet with the key in its header, a validation prompt and a hyperlink, plus the parts above. */
async function writeSource(dir: string): Promise<string> {
  const plain = join(dir, 'plain.xlsx');
  const book = new ExcelJS.Workbook();
  book.title = `Batch ${KEY}`;
  book.subject = KEY;
  book.keywords = `invoices ${KEY}`;
  book.description = `made with ${KEY}`;
  book.company = KEY;
  book.manager = `${KEY} office`;
  const sheet = book.addWorksheet('Invoices');
  sheet.addRow(['Vendor', 'Number', 'Portal']);
  sheet.addRow(['0000100001', 'F-1', { text: 'portal', hyperlink: `https://portal.example/?key=${KEY}` }]);
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
  for (const [name, xml] of ADDED) archive.append(xml, { name });
  await archive.finalize();
  if (!out.writableFinished) await once(out, 'finish');
  return source;
}

/** Every part of a zip as text. */
async function partsOf(path: string): Promise<Map<string, string>> {
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

describe('the annotated copy of text outside the cells', async () => {
  const dir = makeTempDir('annotated-other-parts');
  const source = await writeSource(dir);
  const before = await partsOf(source);
  const replaced: ReplacedCell[] = [];
  const file = await writeAnnotatedCopy(
    new Map(),
    source,
    { main: { type: 'xlsx' } },
    dir,
    new Date(),
    { apiKey: KEY },
    (cell) => replaced.push(cell),
  );
  const after = await partsOf(file);

  // [part, what holds the key there, a text beside it that stays]
  const table: [string, string, string][] = [
    ['xl/threadedComments/threadedComment1.xml', 'a threaded comment', 'plain reply'],
    ['xl/persons/person.xml', "a person's display name", 'userId="a@b"'],
    ['xl/comments1.xml', "the legacy note's copy of a threaded comment", 'Reply:'],
    ['docProps/core.xml', 'title, subject, keywords, description', 'invoices ***'],
    ['docProps/app.xml', 'company, manager', '*** office'],
    ['docProps/custom.xml', 'a custom property', 'name="Portal"'],
    ['xl/workbook.xml', 'a defined name', 'name="PortalKey"'],
    ['xl/worksheets/sheet1.xml', 'header, footer, validation list, prompt and error', 'use ***'],
    ['xl/worksheets/_rels/sheet1.xml.rels', "a hyperlink's target", 'https://portal.example/?key=***'],
    ['xl/charts/chart1.xml', "a chart's title", 'Totals ***'],
  ];

  it.each(table)('%s: %s holds no key in the copy', (part, _what, kept) => {
    expect(before.get(part)).toContain(KEY);
    const copied = after.get(part);
    expect(copied).toBeDefined();
    expect(copied).not.toContain(KEY);
    expect(copied).toContain(kept);
  });

  it('names the threaded comment on B2 once, not its copy in the legacy note', () => {
    expect(replaced).toEqual([expect.objectContaining({ sheet: 'Invoices', row: 2, note: 'B2', threaded: true })]);
    expect(replacedCellMessage(replaced[0]!)).toContain(
      'in place of the API key the threaded comment on cell B2 held; comments are not read',
    );
  });

  it('no part of the copy holds the key in any form', () => {
    for (const [part, text] of after) expect([part, text.includes(KEY)]).toEqual([part, false]);
  });
});

describe('masking text outside the cells', () => {
  it('masks a threaded comment, a header and a prompt wherever the part is cut into chunks', async () => {
    const xml = `<x><threadedComment ref="B2"><text>a ${KEY} b</text></threadedComment><oddHeader>&amp;L${KEY}</oddHeader><dataValidation prompt="use ${KEY}" sqref="A2"><formula1>"${KEY},x"</formula1></dataValidation></x>`;
    const scrub = (text: string) => withoutDataSecrets(text, { apiKey: KEY });
    const join = async (pieces: string[]) => {
      let out = '';
      for await (const piece of scrubCellTexts(
        (async function* () {
          yield* pieces;
        })(),
        scrub,
      ))
        out += piece;
      return out;
    };
    const whole = await join([xml]);
    expect(whole).toBe(
      '<x><threadedComment ref="B2"><text>a *** b</text></threadedComment><oddHeader>&amp;L***</oddHeader><dataValidation prompt="use ***" sqref="A2"><formula1>"***,x"</formula1></dataValidation></x>',
    );
    for (let at = 1; at < xml.length; at += 1) expect(await join([xml.slice(0, at), xml.slice(at)])).toBe(whole);
  });

  it('leaves a part without the key byte for byte', async () => {
    const xml = `<x><text>plain &amp; "quoted"</text><hyperlink tooltip='it&apos;s' display="a &quot;b&quot;"/><definedName name="N">Sheet1!$A$1</definedName></x>`;
    let out = '';
    for await (const piece of scrubCellTexts(
      (async function* () {
        yield xml;
      })(),
      (text) => withoutDataSecrets(text, { apiKey: KEY }),
    ))
      out += piece;
    expect(out).toBe(xml);
  });
});
