/**
 * The streaming writer every workbook is written with, run in a process of its own from the compiled
 * code (build first: npx tsc -p .): what it loads is that process's, not the test runner's, where
 * other files have loaded exceljs whole.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readBook, rowValues } from '../helpers/read-workbook.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const WRITER = new URL('../../dist/src/report/open-workbook-writer.js', import.meta.url).href;

/** Writes `file` with two rows through openWorkbookWriter and prints the exceljs files the process loaded. */
function writeInOwnProcess(dir: string, file: string): string[] {
  const script = join(dir, 'write.mjs');
  writeFileSync(
    script,
    `import { createWriteStream } from 'node:fs';
import { createRequire } from 'node:module';
const { openWorkbookWriter } = await import(${JSON.stringify(WRITER)});
const workbook = await openWorkbookWriter(createWriteStream(${JSON.stringify(file)}));
const sheet = workbook.addWorksheet('Results');
sheet.addRow(['Invoice number', 'Amount']).commit();
sheet.addRow(['INV-1', '1234.50']).commit();
sheet.commit();
await workbook.commit();
const loaded = Object.keys(createRequire(import.meta.url).cache);
console.log(JSON.stringify(loaded.filter((path) => path.includes('/node_modules/exceljs/'))));
`,
  );
  const printed = execFileSync(process.execPath, [pathToFileURL(script).pathname], { cwd: dir, encoding: 'utf8' });
  return (JSON.parse(printed) as string[]).map((path) => path.replace(/^.*\/node_modules\/exceljs\//, ''));
}

describe('openWorkbookWriter', () => {
  it("writes a workbook with exceljs's streaming writer alone, not its in-memory workbook, CSV or jszip", async () => {
    const dir = makeTempDir('workbook-writer');
    const file = join(dir, 'results.xlsx');
    const loaded = writeInOwnProcess(dir, file);
    expect(loaded).toContain('lib/stream/xlsx/workbook-writer.js');
    expect(loaded).not.toContain('lib/exceljs.nodejs.js');
    expect(loaded).not.toContain('lib/doc/workbook.js');
    expect(loaded.filter((path) => path.startsWith('lib/csv/'))).toEqual([]);
    const sheet = (await readBook(file)).getWorksheet('Results')!;
    expect(rowValues(sheet, 1)).toEqual(['Invoice number', 'Amount']);
    expect(rowValues(sheet, 2)).toEqual(['INV-1', '1234.50']);
  });
});
