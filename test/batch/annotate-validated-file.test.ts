import { describe, expect, it } from 'vitest';
import { appendFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { annotateValidatedFile } from '../../src/batch/annotate-validated-file.js';
import { takeFingerprint } from '../../src/batch/fingerprint-file.js';
import type { RowAnnotations } from '../../src/report/annotated-copy/row-annotations.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const TABLES = { main: { type: 'csv' as const, delimiter: ',' } };
const INVALID: RowAnnotations = new Map([['', new Map([[2, { outcome: 'invalid', instanceId: '', message: 'fix' }]])]]);

describe('annotateValidatedFile', () => {
  it('keeps no copy of a file that changed after it was read, and says why', async () => {
    const dir = makeTempDir('annotate-validated');
    const file = join(dir, 'in.csv');
    writeFileSync(file, 'Vendor,Number\n1,A\n');
    const before = await takeFingerprint(file);
    appendFileSync(file, '2,B\n');
    const out = join(dir, 'out');
    const report = await annotateValidatedFile(file, INVALID, before, { tables: TABLES, outDir: out, at: new Date() });
    expect(report).toEqual({
      annotationProblem:
        'no annotated copy: the file changed while it was read (18 bytes before, 22 bytes now); the validation workbook has every problem',
    });
    expect(readdirSync(out)).toEqual([]);
  });

  it('writes the copy of a file that did not change', async () => {
    const dir = makeTempDir('annotate-validated');
    const file = join(dir, 'in.csv');
    writeFileSync(file, 'Vendor,Number\n1,A\n');
    const before = await takeFingerprint(file);
    const report = await annotateValidatedFile(file, INVALID, before, { tables: TABLES, outDir: dir, at: new Date() });
    expect(report.annotatedFile).toMatch(/in-annotated-\d{8}-\d{6}\.csv$/);
    expect(report.annotationProblem).toBeUndefined();
  });
});
