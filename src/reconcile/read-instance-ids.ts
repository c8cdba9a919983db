/**
 * `reconcile --from RESULTS.xlsx`: the instance ids of a results workbook (sheet Results) or
 * results CSV, column E_INSTANCE_ID; rows without one (invalid, failed ...) are passed over.
 */
import { basename, extname } from 'node:path';
import { InputFileError } from '../errors.js';
import { openTable } from '../sheets/open-table.js';
import { cellText } from '../sheets/sheet-row.js';

const COLUMN = 'E_INSTANCE_ID';

export async function readInstanceIds(file: string): Promise<string[]> {
  const isCsv = extname(file).toLowerCase() === '.csv';
  const table = await openTable(file, isCsv ? {} : { sheet: 'Results' });
  try {
    const index = table.headers.findIndex((header) => header.trim().toUpperCase() === COLUMN);
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
    for await (const row of table.rows) {
      const id = cellText(row.cells[index]).trim();
      if (/^\d+$/.test(id)) ids.push(id);
    }
    return ids;
  } finally {
    await table.close();
  }
}
