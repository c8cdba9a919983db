/**
 * upload --annotate of a file with the API key in a column the mapping does not read: the invoice is
 * posted (nothing of the cell is), and the annotated copy shows *** in the cell with its row's
 * Message saying so after the outcome; the key is in no output. Run in process (cli.ts's parse and
 * commands) against the default profile's local sandbox: the copy is the subject, not the process.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';

const KEY = 'ib_live_8Pk2-Wd6_qE3rT5yU7iO9pA1sD4fG0';

describe('upload --annotate of a file with the API key in a column the mapping does not read', () => {
  it('posts the invoice and its copy says why the cell shows ***', async () => {
    const cwd = makeTempDir('ib-upload-unread-secret');
    writeFileSync(join(cwd, 'mapping.yaml'), ONE_ROW_MAPPING);
    writeFileSync(
      join(cwd, 'in.csv'),
      `Vendor,Number,Date,Currency,Total,Net,Tax,Notes\n0000100001,U-1,2026-05-01,EUR,119.00,100.00,19.00,portal ${KEY}\n`,
    );
    const run = await runCliInProcess(
      ['upload', 'in.csv', '--mapping', 'mapping.yaml', '--journal', 'journal.sqlite', '--out', 'out', '--annotate'],
      { cwd, env: { INVOICE_BATCH_API_KEY: KEY } },
    );
    expect(run.stdout + run.stderr).not.toContain(KEY);
    expect(run.code, run.stdout + run.stderr).toBe(0);
    const copy = /Annotated copy: (\S+)/.exec(run.stdout + run.stderr)?.[1] ?? '';
    const lines = readFileSync(copy, 'utf8').trim().split(/\r?\n/);
    expect(lines[1]).toMatch(
      /^0000100001,U-1,2026-05-01,EUR,119\.00,100\.00,19\.00,portal \*\*\*,created,\d+,"column ""Notes"": the annotated copy shows \*\*\* in place of the API key this cell held; [^"]*"$/,
    );
  });
});
