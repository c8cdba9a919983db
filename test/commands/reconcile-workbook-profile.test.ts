/** Reconcile's workbook named for the profile of a config that names profiles, in process against a real sandbox. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

describe('reconcile workbook of a profile', () => {
  it("carries the profile's name, so companies reconciled into one out folder are told apart", async () => {
    const cwd = makeTempDir('reconcile-profile-name');
    const sandbox = await startTestSandbox();
    writeFileSync(join(cwd, 'invoice-batch.config.yaml'), `profiles:\n  acme:\n    baseUrl: ${sandbox.baseUrl}\n`);
    writeUploadInputs(cwd, { count: 1, prefix: 'RPN' });
    const upload = await runCliInProcess(['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--profile', 'acme'], {
      cwd,
    });
    expect(upload.code).toBe(0);
    const reconcile = await runCliInProcess(['reconcile', '--profile', 'acme', '--json'], { cwd });
    expect(reconcile.code).toBe(0);
    const { workbook } = JSON.parse(reconcile.stdout) as { workbook: string };
    expect(workbook).toMatch(/\/reconcile-acme-journal-created-[\d-]+-\d{8}-\d{6}(-\d+)?\.xlsx$/);
  });
});
