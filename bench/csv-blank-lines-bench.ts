/**
 * What blank lines cost the CSV reader: a file of a header, N blank lines and a few rows, read
 * whole with readCsvRows; prints µs per line. `node dist/bench/csv-blank-lines-bench.js [N]`
 * (build first). A figure to compare before and after a change, not a test.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readCsvRows } from '../src/sheets/csv/read-csv-rows.js';

const blankLines = Number(process.argv[2] ?? 1_000_000);
const dir = mkdtempSync(join(tmpdir(), 'csv-blank-bench-'));
try {
  for (const [label, blank] of [
    ['empty lines', ''],
    ['lines of delimiters only', ';;;'],
  ] as const) {
    const file = join(dir, 'blank.csv');
    writeFileSync(file, `Invoice;Payee;Amount;Date\n${`${blank}\n`.repeat(blankLines)}INV-1;P1;12.50;2026-03-05\n`);
    const started = performance.now();
    let rows = 0;
    for await (const batch of readCsvRows(file, 'blank.csv', {}).rows) rows += batch.length;
    const ms = performance.now() - started;
    process.stdout.write(
      `${label}: ${blankLines} blank lines read in ${Math.round(ms)} ms, ${((ms * 1000) / blankLines).toFixed(2)} µs per line (${rows} rows)\n`,
    );
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
