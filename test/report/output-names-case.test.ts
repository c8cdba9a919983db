/**
 * Output names that differ only in case are one name on a Windows share or macOS: `March.csv` and
 * `march.csv` uploaded together must not write `March-results-…` and `march-results-…`.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileStamp } from '../../src/report/local-time.js';
import { writeOutputFile } from '../../src/report/write-output-file.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const fold = (name: string) => name.normalize('NFC').toLowerCase();

describe('output names differing only in case', () => {
  it.each([
    ['case', 'March-results', 'march-results'],
    ['case and normalisation', 'M\u00c4RZ-results', 'ma\u0308rz-results'],
  ])('a stamped name taken in another %s gets the next number', async (_, first, second) => {
    const folder = makeTempDir('case-output-name');
    const at = new Date();
    writeFileSync(join(folder, `${first}-${fileStamp(at)}.xlsx`), 'first');
    const written = await writeOutputFile({ folder, base: second, at, extension: 'xlsx' }, async (stream) => {
      stream.end('second');
    });
    expect(basename(written)).toBe(`${second}-${fileStamp(at)}-2.xlsx`);
  });

  it('upload of March.csv and march.csv writes results and copies whose names differ beyond case', async () => {
    const cwd = makeTempDir('case-upload');
    writeUploadInputs(cwd, { count: 2, prefix: 'UPPER', name: 'March.csv' });
    writeUploadInputs(cwd, { count: 2, prefix: 'LOWER', name: 'march.csv' });
    const result = await runCliInProcess(
      ['upload', 'March.csv', 'march.csv', '--mapping', 'mapping.yaml', '--annotate', '--out', 'out'],
      { cwd },
    );
    expect(result.code, result.stderr).toBe(0);
    const outputs = readdirSync(join(cwd, 'out')).filter((file) => /-(results|annotated)-/.test(file));
    expect(outputs.filter((file) => file.includes('-results-')).length).toBeGreaterThanOrEqual(2);
    expect(outputs.filter((file) => file.includes('-annotated-'))).toHaveLength(2);
    expect(new Set(outputs.map(fold)).size).toBe(outputs.length);
  });
});
