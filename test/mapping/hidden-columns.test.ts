/**
 * Columns the mapping reads that the user does not see: a column hidden in an XLSX sheet (by
 * exceljs's hidden flag, or a width of 0 as other writers leave it), and a header written over
 * two columns, of a CSV or a workbook, where the older value often sits beside the new one.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { validateFile } from '../../src/batch/validate-file.js';
import { InputFileError } from '../../src/errors.js';
import { loadMapping } from '../../src/mapping/load-mapping.js';
import { readInvoices } from '../../src/mapping/read-invoices.js';
import { columnLetter } from '../../src/sheets/sheet-row.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { failureOf, makeTempFolder, writeWorkbook } from '../sheets/sheet-files.js';
import { buildZip, readZipParts } from '../sheets/zip-builder.js';

const temp = makeTempFolder('hidden-columns');
afterAll(() => temp.remove());

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax', 'Note'];
/** The columns ONE_ROW_MAPPING reads: all but Note. */
const READ = new Set([0, 1, 2, 3, 4, 5, 6]);
let files = 0;

/** A workbook of two invoices whose columns at `hidden` are hidden: by the flag, or by a width of 0 alone. */
async function writeInvoices(hidden: readonly number[], widthZero: boolean, header = HEADER): Promise<string> {
  const file = join(temp.dir, `c${++files}.xlsx`);
  await writeWorkbook(file, (workbook) => {
    const sheet = workbook.addWorksheet('Invoices');
    sheet.addRow(header);
    for (const n of [1, 2]) sheet.addRow([`V${n}`, `N-${n}`, '2025-01-05', 'EUR', '119.00', '100.00', '19.00', 'x']);
    for (const index of hidden) sheet.getColumn(index + 1).hidden = true;
  });
  if (!widthZero) return file;
  // exceljs writes no width of 0: the flag becomes one, as LibreOffice and hand-made files write it.
  const parts = readZipParts(file).map((part) =>
    part.name === 'xl/worksheets/sheet1.xml'
      ? { ...part, data: Buffer.from(part.data.toString('utf8').replace(/width="9" hidden="1"/g, 'width="0"')) }
      : part,
  );
  writeFileSync(file, buildZip(parts));
  return file;
}

async function validateWith(file: string, source: string, mapping = ONE_ROW_MAPPING) {
  const yaml = join(temp.dir, `m${++files}.yaml`);
  writeFileSync(yaml, `${source ? `source:\n${source}` : ''}${mapping}`);
  return validateFile(file, await loadMapping(yaml));
}

describe('columns hidden in the sheet', () => {
  it('stop the file when the mapping reads one, naming it; hiddenColumns: read reads them; an unread one changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(fc.subarray([...HEADER.keys()]), fc.boolean(), async (hidden, widthZero) => {
        const file = await writeInvoices(hidden, widthZero);
        const readHidden = hidden.filter((index) => READ.has(index));
        if (readHidden.length === 0) {
          expect((await validateWith(file, '')).summary).toMatchObject({ invoices: 2, valid: 2 });
        } else {
          const error = await failureOf(validateWith(file, ''));
          expect(error).toBeInstanceOf(InputFileError);
          const named = /is column ([A-Z]+), hidden in the sheet: .* set hiddenColumns: read in the mapping$/.exec(
            error.message,
          );
          expect(named, error.message).not.toBeNull();
          expect(readHidden.map(columnLetter)).toContain(named![1]);
        }
        const read = await validateWith(file, '  hiddenColumns: read\n');
        expect(read.summary).toMatchObject({ invoices: 2, valid: 2, invalid: 0 });
      }),
      { numRuns: 12 },
    );
  });

  it('names a hidden column the mapping picks by its letter once: column E, not column column E', async () => {
    const total = HEADER.indexOf('Total');
    const letter = columnLetter(total);
    const file = await writeInvoices([total], false);
    const mapping = ONE_ROW_MAPPING.replace('Invoice_Amount: Total', `Invoice_Amount: { letter: ${letter} }`);
    const error = await failureOf(validateWith(file, '', mapping));
    expect(error.message).toContain(`column ${letter} named by the mapping`);
    expect(error.message).toContain(`is column ${letter}, hidden in the sheet`);
    expect(error.message).not.toContain('column column');
  });

  it('rejects any other hiddenColumns setting', async () => {
    const file = await writeInvoices([], false);
    await expect(validateWith(file, '  hiddenColumns: skip\n')).rejects.toThrow(/hiddenColumns/);
  });
});

describe('a header written over several columns', () => {
  /** Header with Total at `at` twice (the old value first, hidden or not), the rest as HEADER. */
  const csv = (old: string, current: string) =>
    `Vendor,Number,Date,Currency,Total,Net,Tax,Total\nV1,N-1,2025-01-05,EUR,${old},100.00,19.00,${current}\n`;

  it('stops the file naming both columns and how to pick one, in a CSV and in a workbook with the first hidden', async () => {
    const file = temp.file(`d${++files}.csv`, csv('110.00', '119.00'));
    const error = await failureOf(validateWith(file, ''));
    expect(error).toBeInstanceOf(InputFileError);
    expect(error.message).toMatch(
      /column "Total" named by the mapping \(.*\) is the header of 2 columns of row 1: E and H; name the one to read by its letter \(e\.g\. \{ letter: H \}\), or give the others another header$/,
    );

    const workbook = await writeInvoices([4], false, [...HEADER.slice(0, 7), 'Total']);
    const hidden = await failureOf(validateWith(workbook, '  hiddenColumns: read\n'));
    expect(hidden.message).toMatch(/is the header of 2 columns of row 1: E \(hidden\) and H; .*\{ letter: H \}/);
  });

  it('reads the column the mapping picks by its letter, and never the other', async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), async (pickLast) => {
        const file = temp.file(`d${++files}.csv`, csv('110.00', '119.00'));
        const mapping = ONE_ROW_MAPPING.replace(
          'Invoice_Amount: Total',
          `Invoice_Amount: { letter: ${pickLast ? 'H' : 'E'} }`,
        );
        const yaml = temp.file(`m${++files}.yaml`, mapping);
        const read = [];
        for await (const invoice of readInvoices(file, await loadMapping(yaml))) read.push(invoice);
        expect(read.map((invoice) => invoice.invoice?.Invoice_Amount)).toEqual([pickLast ? '119.0000' : '110.0000']);
      }),
      { numRuns: 4 },
    );
  });

  it('changes nothing when the mapping does not read that header', async () => {
    const file = temp.file(
      `d${++files}.csv`,
      'Vendor,Number,Date,Currency,Total,Net,Tax,Note,Note\nV1,N-1,2025-01-05,EUR,119.00,100.00,19.00,a,b\n',
    );
    expect((await validateWith(file, '')).summary).toMatchObject({ invoices: 1, valid: 1 });
  });
});
