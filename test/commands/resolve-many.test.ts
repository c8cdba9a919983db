/**
 * `resolve` with many references: each settled in its own journal transaction as one `resolve`
 * settles it, each outcome printed and counted, a refused one leaving the others recorded.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeUploadInputs } from '../batch/cli-inputs.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

describe('resolve with many references', () => {
  it('records each in-doubt invoice named, says which were refused, and the next upload posts each once', async () => {
    const cwd = makeTempDir('resolve-many');
    const sandbox = await startTestSandbox();
    writeUploadInputs(cwd, { count: 5, prefix: 'RM' });
    // Not processed, but no answer said so: in doubt, three of them.
    for (let n = 0; n < 3; n += 1) sandbox.injectNext({ status: 500, body: 'Internal Server Error', route: 'create' });
    const cli = (args: string[]) =>
      runCliInProcess([...args, '--journal', join(cwd, 'j.sqlite'), '--out', cwd], { cwd });
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
    expect(JSON.parse((await cli([...upload, '--concurrency', '1', '--json'])).stdout)).toMatchObject({
      created: 2,
      inDoubt: 3,
    });
    type Row = { invoiceId: string; payeeId: string; invoiceNumber: string; outcome: string };
    const listed = (await cli(['journal', '--json'])).stdout;
    const rows = (JSON.parse(listed) as { invoices: Row[] }).invoices;
    const doubt = rows.filter((row) => row.outcome === 'in doubt');
    const created = rows.find((row) => row.outcome === 'created')!;
    expect(doubt).toHaveLength(3);
    // Both spellings of a reference, and one that is not in doubt among them.
    const references = [
      doubt[0]!.invoiceId,
      `${doubt[1]!.payeeId}/${doubt[1]!.invoiceNumber}`,
      created.invoiceId,
      doubt[2]!.invoiceId,
    ];

    const many = await cli(['resolve', ...references, '--not-created']);
    expect(many.code).toBe(1);
    const lines = many.stdout.trimEnd().split('\n');
    for (const row of doubt)
      expect(lines).toContainEqual(
        `${row.payeeId}/${row.invoiceNumber}: recorded as not created: the next upload posts it (1 journal row(s) settled, runs 1)`,
      );
    expect(lines.find((line) => line.startsWith(`${created.invoiceId}: not recorded:`))).toMatch(/is not in doubt/);
    expect(lines[lines.length - 1]).toBe('4 invoices named: 3 recorded (0 created, 3 not created), 1 not recorded.');

    const json = JSON.parse((await cli(['journal', '--outcome', 'in doubt', '--json'])).stdout) as { total: number };
    expect(json.total).toBe(0);
    const again = await cli([...upload, '--json']);
    expect(JSON.parse(again.stdout)).toMatchObject({ created: 3, skipped: 2, inDoubt: 0 });
    expect(sandbox.stats().duplicateAttempts).toBe(0);
    expect(new Set(sandbox.instances().map((i) => i.invoiceNumber)).size).toBe(sandbox.instances().length);
  });

  it('refuses --instance-id and --correct for many references: an instance id names one invoice', async () => {
    const cwd = makeTempDir('resolve-many-refused');
    for (const flags of [
      ['--instance-id', '0030000001'],
      ['--correct', '--reason', 'typo'],
    ]) {
      const out = await runCliInProcess(['resolve', 'A-1', 'A-2', ...flags, '--journal', join(cwd, 'j.sqlite')], {
        cwd,
      });
      expect(out.code, flags.join(' ')).toBe(2);
      expect(out.stderr, flags.join(' ')).toMatch(/one invoice at a time/);
    }
  });
});
