/**
 * `reconcile --from RESULTS.xlsx`: the instance ids of a results workbook (sheet Results, and
 * Results (2), Results (3) ... that carry a run past Excel's row limit) or results CSV, column
 * Instance id (E_INSTANCE_ID in the CSV and older workbooks); rows without one (invalid, failed ...) are passed over.
 */
import { basename, extname } from 'node:path';
import { InputFileError } from '../errors.js';
import { listSheets, openTable } from '../sheets/open-table.js';
import { cellText, eachRow } from '../sheets/sheet-row.js';

const COLUMN = 'E_INSTANCE_ID';
/** The workbook's readable header of the column; the CSV and older workbooks say E_INSTANCE_ID. */
const READABLE_COLUMN = 'INSTANCE ID';
const CONTINUED = /^Results \((\d+)\)$/;

export async function readInstanceIds(file: string): Promise<string[]> {
  if (extname(file).toLowerCase() === '.csv') return readSheetIds(file, undefined);
  const continued = (await listSheets(file))
    .flatMap((sheet) => {
      const part = CONTINUED.exec(sheet.name)?.[1];
      return part ? [{ name: sheet.name, part: Number(part) }] : [];
    })
    .sort((a, b) => a.part - b.part);
  const ids = await readSheetIds(file, 'Results');
  for (const sheet of continued) ids.push(...(await readSheetIds(file, sheet.name)));
  return ids;
}

async function readSheetIds(file: string, sheet: string | undefined): Promise<string[]> {
  const table = await openTable(file, sheet === undefined ? {} : { sheet });
  try {
    const index = table.headers.findIndex((header) => [COLUMN, READABLE_COLUMN].includes(header.trim().toUpperCase()));
    if (index === -1) {
      throw new InputFileError(
        `expected a column "${COLUMN}" as in the results of invoice-batch upload; found ${
          table.headers
            .filter(Boolean)
            .map((h) => `"${h}"`)
            .join(', ') || 'no headers'
        }`,
        {
          file: basename(file),
          sheet: table.sheet,
          row: table.headerRow,
        },
      );
    }
    const ids: string[] = [];
    for await (const row of eachRow(table.batches)) {
      const id = cellText(row.cells[index]).trim();
      if (/^\d+$/.test(id)) ids.push(id);
    }
    return ids;
  } finally {
    await table.close();
  }
}
