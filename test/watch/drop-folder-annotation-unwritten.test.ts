/**
 * A dropped file comes back annotated; when the copy cannot be written (a sheet whose cells run to
 * the last columns Excel allows, as Gnumeric writes styled rows), the file's log line and
 * `watch --json` say so and why, where they said nothing. The first copy that does not fit is
 * watched through the compiled CLI (build first: npx tsc -p .), as a user reads its log line; the
 * others in process, parsed as cli.ts parses them, as a child process costs about a second of CPU.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeDropFolder } from '../helpers/drop-folder.js';

const HEADER = ['Vendor', 'Number', 'Date', 'Currency', 'Total', 'Net', 'Tax'];
const ROWS = [
  ['0000100001', 'K-1', '2026-05-01', 'EUR', '119.00', '100.00', '19.00'],
  ['0000100002', 'K-2', '2026-05-02', 'EUR', '238.00', '200.00', '38.00'],
];

/** A workbook of the rows, with a cell at column `last` (1-based) of the first data row when given. */
async function writeBook(file: string, last: number | undefined): Promise<void> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Register');
  for (const row of [HEADER, ...ROWS]) sheet.addRow(row);
  if (last !== undefined) sheet.getCell(2, last).value = 'far right';
  await book.xlsx.writeFile(file);
}

// 120 s a case: the wide sheets, and the file's first run in process, which loads src/, on a busy machine.
describe('watch of a file whose annotated copy is not written', { timeout: 120_000 }, () => {
  // [the last column written, whether the copy fits]: XFA leaves its three columns room, XFB and XFD none.
  it.each([
    [undefined, true],
    [16_381, true],
    [16_382, false],
    [16_384, false],
  ])('a cell at column %s: the log line and --json say whether the copy was written', async (last, fits) => {
    const s = makeDropFolder('ib-drop-annotation');
    await writeBook(join(s.inbox, 'wide.xlsx'), last);
    const sandbox = await startTestSandbox();
    const run = await (last === 16_382 ? runCliProcess : runCliInProcess)(
      [
        'watch',
        s.drop,
        '--once',
        '--json',
        '--mapping',
        'm.yaml',
        '--journal',
        'j.sqlite',
        '--base-url',
        sandbox.baseUrl,
      ],
      { cwd: s.dir },
    );
    const said = run.stdout + run.stderr;
    // The invoices are posted either way: only the copy is missing.
    expect(sandbox.stats().createRequests, said).toBe(2);
    const results = readdirSync(join(s.drop, 'results'));
    expect(
      results.some((name) => name.includes('annotated')),
      said,
    ).toBe(fits);
    const summary = JSON.parse(run.stdout) as { files: Array<{ summary: string; annotationProblem?: string }> };
    const [file] = summary.files;
    const line = run.stderr.split('\n').find((l) => l.includes('wide.xlsx:'));
    if (fits) {
      expect(file?.annotationProblem).toBeUndefined();
      expect(line, said).not.toContain('annotated copy not written');
    } else {
      expect(file?.annotationProblem).toMatch(
        /^sheet Register uses columns up to XF[BD]; the annotated copy adds 3 columns/,
      );
      expect(file?.summary).toContain(`annotated copy not written: ${file?.annotationProblem}`);
      expect(line, said).toContain('annotated copy not written: sheet Register uses columns up to XF');
    }
  });
});
