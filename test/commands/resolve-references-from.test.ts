/**
 * `resolve --references-from FILE` through the compiled CLI (build first: npx tsc -p .): the
 * references a person checked, from a file or standard input, each recorded in its own transaction;
 * one that matches nothing is reported and counted, the others recorded; a list that cannot be read
 * is exit 2 with what is wrong, no stack trace. The upload that leaves invoices in doubt runs in-process.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

/** Three invoices, each answered 502 before the finance system: all in doubt. */
async function threeInDoubt(): Promise<string> {
  const cwd = makeTempDir('resolve-references-from');
  const sandbox = await startTestSandbox();
  writeUploadInputs(cwd, { count: 3, prefix: 'LIST' });
  const lost = { status: 502, body: '', route: 'create' as const };
  sandbox.injectNext(lost, lost, lost);
  const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl];
  const first = await runCliInProcess([...upload, '--concurrency', '1', '--json'], { cwd });
  expect(JSON.parse(first.stdout)).toMatchObject({ inDoubt: 3 });
  return cwd;
}

describe('invoice-batch resolve --references-from', () => {
  it('records each listed invoice, skipping notes and blank lines, and reports one that matches nothing', async () => {
    const cwd = await threeInDoubt();
    writeFileSync(
      join(cwd, 'checked.txt'),
      '# not in the ledger, checked with AP\r\n0000100002/LIST-0001\r\n\r\n  0000100003-LIST-0002  \r\nNOPE/1\r\n',
    );
    const fromFile = await runCliProcess(['resolve', '--references-from', 'checked.txt', '--not-created'], { cwd });
    // The reason is on standard output (1 not recorded); standard error says the exit's, for cron's mail.
    expect(fromFile.stderr).toBe(
      'invoice-batch: resolve: exit 1: failed: something needs a person; standard output says why\n',
    );
    expect(fromFile.code).toBe(1);
    const lines = fromFile.stdout.trimEnd().split('\n');
    expect(lines).toEqual([
      expect.stringMatching(
        /^0000100002\/LIST-0001: recorded as not created: the next upload posts it \(1 journal row/,
      ),
      expect.stringMatching(
        /^0000100003\/LIST-0002: recorded as not created: the next upload posts it \(1 journal row/,
      ),
      'NOPE/1: not recorded: no invoice with InvoiceId or PayeeId/Invoice_Number "NOPE/1" is in the journal',
      '3 invoices named: 2 recorded (0 created, 2 not created), 1 not recorded.',
    ]);

    const fromStdin = await runCliProcess(['resolve', '--references-from', '-', '--not-created', '--json'], {
      cwd,
      input: '# the third\n0000100004/LIST-0003\n',
    });
    expect(fromStdin.code).toBe(0);
    expect(JSON.parse(fromStdin.stdout)).toMatchObject({
      resolved: [{ reference: '0000100004/LIST-0003', settled: [{ state: 'failed' }] }],
    });
    const left = await runCliInProcess(['journal', '--outcome', 'in doubt', '--json'], { cwd });
    expect(JSON.parse(left.stdout)).toMatchObject({ invoices: [], total: 0 });
  });

  it.each([
    ['a missing file', 'missing.txt', 'missing.txt: cannot read the list of references: no such file'],
    ['a list of notes only', 'notes.txt', 'notes.txt: names no invoice'],
  ])('ends with exit 2 and says what is wrong for %s', async (_name, file, message) => {
    const cwd = makeTempDir('resolve-references-from');
    writeFileSync(join(cwd, 'notes.txt'), '# nothing checked yet\n');
    const refused = await runCliProcess(['resolve', '--references-from', file, '--not-created'], { cwd });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain(`--references-from ${message}`);
    expect(refused.stderr).not.toMatch(/^\s+at /m);
    expect(refused.stdout).toBe('');
  });
});
