/**
 * A reconcile with nothing to check (a journal with no created invoice, as a scheduled reconcile
 * finds most nights before the first upload) writes no workbook and says so, text and --json.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';

describe('reconcile with nothing to check', () => {
  it('writes no workbook at any run and says so', async () => {
    const cwd = makeTempDir('reconcile-nothing');
    const text = await runCliInProcess(['reconcile'], { cwd });
    const json = await runCliInProcess(['reconcile', '--json'], { cwd });
    expect([text.code, json.code]).toEqual([0, 0]);
    expect(text.stdout).toContain('Checked 0 invoices: made no call to the finance API');
    expect(text.stdout).toContain('Workbook: none written: nothing to check\n');
    expect(JSON.parse(json.stdout)).toMatchObject({ checked: 0, workbook: null });
    const out = join(cwd, 'output');
    const written = existsSync(out) ? readdirSync(out).filter((name) => name.endsWith('.xlsx')) : [];
    expect(written).toEqual([]);
  });

  it('says in its first line and in --json that it made no call, so a night the API was down does not read as healthy', async () => {
    const cwd = makeTempDir('reconcile-no-call');
    const text = await runCliInProcess(['reconcile'], { cwd });
    const json = await runCliInProcess(['reconcile', '--json'], { cwd });
    expect(text.stdout.split('\n')[0]).toBe(
      'Checked 0 invoices: made no call to the finance API (nothing was due), so this run says nothing of whether it can be reached.',
    );
    expect(JSON.parse(json.stdout)).toMatchObject({ checked: 0, madeNoCall: true });
  });
});
