/**
 * An invoice recorded by `import-results` has no body, only what the results workbook showed
 * (amount, currency, date): an upload is compared on those. A corrected amount is held as
 * differing, the same invoice is skipped. Real sandbox, real SQLite journal, the workbook upload wrote.
 */
import { copyFileSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { writeUploadInputs } from '../cli-inputs.js';

/** A folder whose journal was restored from before `invoices.csv` (4 invoices) was uploaded, then told of it by import-results. */
async function importedUpload() {
  const cwd = makeTempDir('compare-with-created');
  const sandbox = await startTestSandbox();
  const journal = join(cwd, 'output', 'journal.sqlite');
  const upload = (...more: string[]) =>
    runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json', ...more],
      {
        cwd,
      },
    );
  writeUploadInputs(cwd, { count: 1, prefix: 'EARLY', name: 'early.csv' });
  const early = await runCliInProcess(
    ['upload', 'early.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl],
    { cwd },
  );
  expect(early.code, early.stderr).toBe(0);
  expect((await runCliInProcess(['journal', 'backup', '--to', 'backup.sqlite'], { cwd })).code).toBe(0);
  writeUploadInputs(cwd, { count: 4, prefix: 'LATE' });
  expect(JSON.parse((await upload()).stdout)).toMatchObject({ created: 4 });
  const workbook = join(
    'output',
    readdirSync(join(cwd, 'output')).find((name) => name.startsWith('invoices-results-'))!,
  );
  for (const suffix of ['-wal', '-shm']) rmSync(`${journal}${suffix}`, { force: true });
  copyFileSync(join(cwd, 'backup.sqlite'), journal);
  const imported = await runCliInProcess(['import-results', workbook, '--base-url', sandbox.baseUrl], { cwd });
  expect(imported.code, imported.stderr).toBe(0);
  return { cwd, sandbox, upload };
}

/** Rewrites field `column` (0-based) of invoice `number` of invoices.csv. */
function editCell(cwd: string, number: string, column: number, value: string): void {
  const file = join(cwd, 'invoices.csv');
  const lines = readFileSync(file, 'utf8').split('\n');
  const edited = lines.map((line) => {
    const cells = line.split(',');
    if (cells[1] !== number) return line;
    cells[column] = value;
    return cells.join(',');
  });
  writeFileSync(file, edited.join('\n'));
}

describe('an upload after import-results', () => {
  it('skips the invoices as imported, the same amount however many zeros it is written with', async () => {
    const { cwd, sandbox, upload } = await importedUpload();
    const creates = sandbox.stats().createRequests;
    editCell(cwd, 'LATE-0002', 4, '21.1900');
    const again = await upload();
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 0, skipped: 4, conflicts: { count: 0 } });
    expect(sandbox.stats().createRequests).toBe(creates);
  });

  it.each([
    ['a corrected amount', 4, '1190.00', 'amount 31.19 -> 1,190.00'],
    ['a corrected date', 2, '20250130', 'date 2025-01-31 -> 2025-01-30'],
  ])('holds %s as differing from what the workbook showed posted, naming both', async (_what, column, value, said) => {
    const { cwd, sandbox, upload } = await importedUpload();
    const creates = sandbox.stats().createRequests;
    editCell(cwd, 'LATE-0003', column, value);
    const again = await upload();
    const summary = JSON.parse(again.stdout);
    // A held invoice is counted among the skipped, and as the one conflict.
    expect(summary).toMatchObject({ created: 0, skipped: 4, conflicts: { count: 1 } });
    expect(sandbox.stats().createRequests).toBe(creates);
    const shown = await runCliInProcess(['journal', '--json'], { cwd });
    const rows = JSON.parse(shown.stdout).invoices as { invoiceNumber: string; detail: string | null }[];
    const held = rows.filter((row) => row.invoiceNumber === 'LATE-0003' && row.detail?.includes('NOT POSTED'));
    expect(held.map((row) => row.detail)).toEqual([expect.stringContaining(said)]);
  });

  it('names the amount created and the amount uploaded of a held invoice on the terminal', async () => {
    const { cwd, sandbox } = await importedUpload();
    editCell(cwd, 'LATE-0003', 4, '1190.00');
    const again = await runCliInProcess(
      ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl],
      { cwd },
    );
    expect(again.code).toBe(1);
    const line = again.stdout.split('\n').find((text) => text.startsWith('Not posted: '));
    expect(line).toMatch(/^Not posted: \S+ \(0000100004\/LATE-0003, amount 31\.19 -> 1,190\.00\)$/);
  });
});
