/**
 * A used-up gateway quota in one vocabulary: the invoices the quota refused never reached the
 * finance system, so the terminal's headline, its counts and listed rows, the journal and the
 * results workbook all call them "not sent" (safe to post again), never "failed".
 */
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { readBook } from '../helpers/read-workbook.js';
import { writeUploadInputs } from './cli-inputs.js';

let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

/** The Results sheet's Outcome and Attempts per invoice number. */
async function readResultRows(file: string): Promise<Map<string, { outcome: string; attempts: number }>> {
  const sheet = (await readBook(file)).getWorksheet('Results')!;
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const [numberAt, outcomeAt, attemptsAt] = ['Invoice number', 'Outcome', 'Attempts'].map((h) => header.indexOf(h));
  const rows = new Map<string, { outcome: string; attempts: number }>();
  sheet.eachRow((row, n) => {
    const number = row.getCell(numberAt!).value;
    if (n > 1 && typeof number === 'string')
      rows.set(number, {
        outcome: String(row.getCell(outcomeAt!).value),
        attempts: Number(row.getCell(attemptsAt!).value),
      });
  });
  return rows;
}

describe('an upload stopped by a used-up gateway quota', () => {
  it.each([[429], [500]])(
    'calls the refused invoices "not sent" in the headline, its rows, the journal and the results (answered %i)',
    async (status) => {
      sandbox = await startTestSandbox({
        gateway: { quota: { count: 2, periodMs: 3_600_000 }, spikeArrestStatus: status as 429 | 500 },
      });
      const cwd = makeTempDir('quota-words');
      writeUploadInputs(cwd, { count: 6, prefix: `QW${status}` });
      const flags = ['--journal', join(cwd, 'j.sqlite'), '--out', cwd];
      const upload = await runCliInProcess(
        [
          'upload',
          'invoices.csv',
          '--mapping',
          'mapping.yaml',
          '--base-url',
          sandbox.baseUrl,
          '--concurrency',
          '1',
          ...flags,
        ],
        { cwd },
      );
      const said = /quota used up: (\d+) created, (\d+) not sent;/.exec(upload.stdout);
      expect(said, upload.stdout).not.toBeNull();
      const [created, notSent] = [Number(said![1]), Number(said![2])];
      expect(created + notSent).toBe(6);
      expect(notSent).toBeGreaterThan(0);

      // The terminal's counts and its rows by reason.
      expect(upload.stdout).toMatch(new RegExp(`^ {2}not sent +${notSent}$`, 'm'));
      expect(upload.stdout).toMatch(/^ {2}failed +0$/m);
      expect(upload.stdout).not.toMatch(/^\d+ failed: /m);
      expect(upload.stdout).toMatch(new RegExp(`^${notSent} not sent: .*QuotaViolation`, 'm'));

      // The journal.
      const listed = JSON.parse(
        (await runCliInProcess(['journal', '--json', '--limit', '0', ...flags], { cwd })).stdout,
      ).invoices as { invoiceNumber: string; outcome: string; attempts: number; detail: string | null }[];
      const refused = listed.filter((row) => row.outcome !== 'created');
      expect(refused.map((row) => row.outcome)).toEqual(Array(notSent).fill('not sent'));
      for (const row of refused)
        expect(row.detail).toMatch(
          /^not sent: the gateway refused it before the finance system \(HTTP \d+ .*QuotaViolation.*\); safe to post again$/,
        );
      // Refused by the gateway, they were tried: at least once, and counted.
      expect(refused.filter((row) => row.attempts > 0).length).toBeGreaterThan(0);

      // The results workbook, with the same attempts.
      const history = JSON.parse((await runCliInProcess(['history', '--json', ...flags], { cwd })).stdout) as {
        runs: { resultsFile: string; failed: number; notSent: number }[];
      };
      expect(history.runs[0]).toMatchObject({ failed: notSent, notSent });
      const results = await readResultRows(history.runs[0]!.resultsFile);
      for (const row of listed)
        expect(results.get(row.invoiceNumber)).toEqual({ outcome: row.outcome, attempts: row.attempts });
    },
    90_000,
  );
});
