/**
 * `upload` says how many rows the mapping's rules skipped, per rule, as `validate` does: a row
 * left out of an upload is never left out unsaid.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { copySampleFolder } from '../helpers/sample-folder.js';
const SAMPLE = 'quickbooks-vendor-report.xlsx';
const MAPPING = 'quickbooks-vendor-report.yaml';

describe('upload of a file whose mapping skips rows', () => {
  it('prints the rows left out by the mapping by rule, the same counts validate prints, in text and in JSON', async () => {
    const cwd = copySampleFolder('upload-skipped', SAMPLE, MAPPING);
    const common = ['--mapping', MAPPING, '--journal', join(cwd, 'j.sqlite')];
    const refresh = await runCliInProcess(['advertisers', '--refresh', '--journal', join(cwd, 'j.sqlite')], { cwd });
    expect(refresh.code, refresh.stderr + refresh.stdout).toBe(0);
    const validate = await runCliInProcess(['validate', SAMPLE, ...common, '--json'], { cwd });
    expect(validate.stderr).toBe('');
    const expected = (JSON.parse(validate.stdout) as { skippedRows: { rule: string; rows: number }[] }).skippedRows;
    expect(expected.length).toBeGreaterThanOrEqual(4);
    const total = expected.reduce((sum, s) => sum + s.rows, 0);

    const text = await runCliInProcess(['upload', SAMPLE, ...common], { cwd });
    expect(text.code, text.stderr).toBe(0);
    expect(text.stdout).toContain(`  rows left out by the mapping  ${total}\n`);
    for (const s of expected) expect(text.stdout).toContain(`    ${s.rows}  ${s.rule}\n`);

    // A second upload of the same file creates nothing, and still says what the rules left out.
    const json = await runCliInProcess(['upload', SAMPLE, ...common, '--json'], { cwd });
    expect(json.code, json.stderr).toBe(0);
    const report = JSON.parse(json.stdout) as { skippedRows: unknown };
    expect(report.skippedRows).toEqual([{ file: join(cwd, SAMPLE), rules: expected }]);
  }, 90_000);
});
