/**
 * The Results columns of one run as CSV (UTF-8 with BOM so Excel reads accents; CRLF), paged from
 * the journal. Amounts keep their exact text; text that a spreadsheet would run as a formula is
 * neutralised.
 */
import { createWriteStream, mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { once } from 'node:events';
import type { Journal } from '../journal/open-journal.js';
import { listRunResultsPage } from '../journal/list-statements.js';
import { RESULTS_COLUMNS } from './results-columns.js';
import { resultsCsvField } from './results-csv-field.js';

const PAGE = 1000;

export async function writeResultsCsv(journal: Journal, runId: number, file: string): Promise<void> {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const out = createWriteStream(partial, { encoding: 'utf8' });
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  try {
    await write(`\uFEFF${RESULTS_COLUMNS.map((column) => resultsCsvField(column.header)).join(',')}\r\n`);
    for (let after = 0; ; ) {
      const rows = listRunResultsPage(journal, runId, after, PAGE);
      for (const row of rows) {
        await write(`${RESULTS_COLUMNS.map((column) => resultsCsvField(column.value(row))).join(',')}\r\n`);
      }
      if (rows.length < PAGE) break;
      after = rows[rows.length - 1]?.id ?? after;
    }
    out.end();
    await once(out, 'finish');
    renameSync(partial, file);
  } catch (error) {
    out.destroy();
    rmSync(partial, { force: true });
    throw error;
  }
}
