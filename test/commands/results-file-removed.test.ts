/**
 * A run's results workbook that retention removed is named as removed wherever the journal names it
 * (`journal show`, its `--json`, `history --json`), not as a path to open. Real sandbox, real
 * output folder aged with utimes, real SQLite journal; retention is `upload --keep-days`.
 */
import { existsSync, utimesSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

interface ShownJson {
  rows: { run: { resultsFile: string | null; resultsFileExists: boolean | null } }[];
}

describe('a results workbook removed by retention', () => {
  it('is said removed by journal show and --json, and the one still there is not', async () => {
    const cwd = makeTempDir('results-removed');
    const sandbox = await startTestSandbox();
    const upload = (file: string) => [
      'upload',
      file,
      '--mapping',
      'mapping.yaml',
      '--base-url',
      sandbox.baseUrl,
      '--keep-days',
      '30',
    ];
    writeUploadInputs(cwd, { count: 1, prefix: 'OLD', name: 'old.csv' });
    expect((await runCliInProcess(upload('old.csv'), { cwd })).code).toBe(0);
    const history = async () =>
      (
        JSON.parse((await runCliInProcess(['history', '--json'], { cwd })).stdout) as {
          runs: { id: number; resultsFile: string; resultsFileExists: boolean | null }[];
        }
      ).runs;
    const oldResults = (await history())[0]!.resultsFile;
    expect(existsSync(oldResults)).toBe(true);
    // Forty days old: the next upload's retention removes it.
    const longAgo = new Date(Date.now() - 40 * 86_400_000);
    utimesSync(oldResults, longAgo, longAgo);
    writeUploadInputs(cwd, { count: 1, prefix: 'NEW', name: 'new.csv' });
    expect((await runCliInProcess(upload('new.csv'), { cwd })).code).toBe(0);
    expect(existsSync(oldResults)).toBe(false);

    const shown = await runCliInProcess(['journal', 'show', '0000100002/OLD-0001'], { cwd });
    expect(shown.stdout).toContain(`\n  results  ${oldResults} (removed; journal --run 1 lists its outcomes)\n`);
    const shownJson = JSON.parse(
      (await runCliInProcess(['journal', 'show', '0000100002/OLD-0001', '--json'], { cwd })).stdout,
    ) as ShownJson;
    expect(shownJson.rows[0]!.run).toMatchObject({ resultsFile: oldResults, resultsFileExists: false });

    const newShown = await runCliInProcess(['journal', 'show', '0000100002/NEW-0001'], { cwd });
    expect(newShown.stdout).toMatch(/\n {2}results {2}\S+new-results-\S+\.xlsx\n/);
    const newJson = JSON.parse(
      (await runCliInProcess(['journal', 'show', '0000100002/NEW-0001', '--json'], { cwd })).stdout,
    ) as ShownJson;
    expect(newJson.rows[0]!.run.resultsFileExists).toBe(true);

    const runs = await history();
    expect(runs.map((run) => [run.id, run.resultsFileExists])).toEqual([
      [2, true],
      [1, false],
    ]);
  }, 90_000);
});
