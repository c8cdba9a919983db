/**
 * `import-results drop/results/*-results-*.xlsx`, the documented restore step, meets the workbooks
 * the drop folder writes for files it did not upload (one Summary sheet): each is skipped with a
 * line naming it, and the upload's workbooks beside it are imported. Real sandbox, real SQLite
 * journal, workbooks written by the product itself.
 */
import { copyFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeRefusalWorkbook } from '../../src/watch/write-refusal-workbook.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

/** The reasons the drop folder writes a Summary-only workbook for. */
const REFUSALS = [
  'no mapping rule matches stray.csv',
  'the same content was uploaded before, as run 1',
  'cannot read the file: not an XLSX workbook',
];

describe('import-results of a drop folder results/ holding Summary-only workbooks', () => {
  it('skips each with a line naming it and imports the upload workbooks beside them', async () => {
    const cwd = makeTempDir('import-drop-results');
    const sandbox = await startTestSandbox();
    const journal = join(cwd, 'output', 'journal.sqlite');
    writeUploadInputs(cwd, { count: 1, prefix: 'EARLY', name: 'early.csv' });
    const upload = (file: string) =>
      runCliInProcess(['upload', file, '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl, '--json'], { cwd });
    expect((await upload('early.csv')).code).toBe(0);
    expect((await runCliInProcess(['journal', 'backup', '--to', 'backup.sqlite'], { cwd })).code).toBe(0);
    writeUploadInputs(cwd, { count: 3, prefix: 'LATE' });
    expect(JSON.parse((await upload('invoices.csv')).stdout)).toMatchObject({ created: 3 });
    const results = readdirSync(join(cwd, 'output')).find((name) => name.startsWith('invoices-results-'))!;
    const refused: string[] = [];
    for (const [i, reason] of REFUSALS.entries()) {
      const at = new Date(Date.UTC(2026, 10, 30, 12, 46, i));
      const written = await writeRefusalWorkbook(
        { file: `stray-${i}.csv`, sha256: 'ab'.repeat(32), reason, details: [], target: 'sandbox', sandbox: true, at },
        { folder: join(cwd, 'output'), base: `stray-${i}-results`, at, extension: 'xlsx' },
      );
      refused.push(join('output', written.split('/').at(-1)!));
    }
    for (const suffix of ['-wal', '-shm']) rmSync(`${journal}${suffix}`, { force: true });
    copyFileSync(join(cwd, 'backup.sqlite'), journal);

    const given = [...refused, join('output', results)];
    const result = await runCliInProcess(['import-results', '--base-url', sandbox.baseUrl, ...given], { cwd });
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    for (const name of refused)
      expect(result.stdout).toContain(
        `${name}: skipped: a Summary sheet only, the drop folder writes it for a file it did not upload; it holds no invoice outcomes\n`,
      );
    expect(result.stdout).toContain(`output/${results}: 3 created and 0 in doubt recorded`);
    // The journal now knows them: the same file posts nothing again.
    expect(JSON.parse((await upload('invoices.csv')).stdout)).toMatchObject({ created: 0, skipped: 3 });
  }, 120_000);
});
