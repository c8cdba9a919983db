/**
 * The rows the mapping left out of a file are kept in the journal with the run: a results workbook
 * written again from the journal (`resolve --from`) names them as the upload's did, and the results
 * CSV lists each of them after the invoices. The upload whose answer is lost runs through the
 * compiled CLI (build first: npx tsc -p .); validate, resolve and the CSV upload in process, parsed as
 * cli.ts parses them, as a child process costs about a second of CPU. The sandbox, a real SQLite journal.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { beforeAll, describe, expect, it } from 'vitest';
import { readCliJournal } from '../helpers/read-cli-journal.js';
import { summaryValues } from '../helpers/read-workbook.js';
import { runCliProcess } from '../helpers/run-cli.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { copySampleFolder } from '../helpers/sample-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const SAMPLE = 'month-end-register.xlsx';
const MAPPING = 'month-end-register.yaml';

/** What `validate --json` counts of the rows left out of the sample, by rule. */
async function leftOutCounts(): Promise<{ rule: string; rows: number }[]> {
  const cwd = copySampleFolder('left-out-counts', SAMPLE, MAPPING);
  const validate = await runCliInProcess(['validate', SAMPLE, '--mapping', MAPPING, '--json'], { cwd });
  expect(validate.code, validate.stderr).toBe(0);
  const counts = (JSON.parse(validate.stdout) as { skippedRows: { rule: string; rows: number }[] }).skippedRows;
  expect(counts.length).toBeGreaterThan(0);
  return counts;
}

const filesIn = (dir: string, ending: string) =>
  readdirSync(dir)
    .filter((name) => name.endsWith(ending))
    .sort()
    .map((name) => join(dir, name));

describe('rows left out by the mapping, in results written again from the journal', () => {
  // Both cases upload the same sample: its counts are read once.
  let expected: { rule: string; rows: number }[];
  beforeAll(async () => {
    expected = await leftOutCounts();
  }, 120_000);

  it('the workbook resolve --from writes names every row left out, with its rule, as the upload did', async () => {
    const cwd = copySampleFolder('left-out-rewritten', SAMPLE, MAPPING);
    const sandbox = await startTestSandbox();
    try {
      // The first answer is lost after the invoice was created: it stays in doubt.
      sandbox.injectNext({ status: 504, body: '', afterProcessing: true, route: 'create' });
      const flags = ['--base-url', sandbox.baseUrl, '--out', join(cwd, 'out')];
      const upload = await runCliProcess(['upload', SAMPLE, '--mapping', MAPPING, ...flags, '--concurrency', '1'], {
        cwd,
      });
      expect(upload.code, upload.stderr + upload.stdout).not.toBe(0);
      const [uploaded] = filesIn(join(cwd, 'out'), '.xlsx').filter((f) => f.includes('-results-'));
      const before = await summaryValues(uploaded!);

      const { invoices } = await readCliJournal(cwd);
      const doubtful = invoices.filter((row) => row.state === 'in-doubt');
      expect(doubtful.length).toBeGreaterThan(0);
      const answers = doubtful.map((row) => {
        const instance = sandbox.instances().find((i) => i.invoiceNumber === row.invoiceNumber);
        return {
          runId: row.runId,
          payeeId: row.payeeId,
          invoiceNumber: row.invoiceNumber,
          invoiceId: row.invoiceId,
          ...(instance
            ? {
                outcome: 'created',
                instanceId: instance.instanceId,
                detail: `created as instance ${instance.instanceId}`,
              }
            : { outcome: 'not-sent', detail: 'not sent: connection refused' }),
        };
      });
      writeFileSync(join(cwd, 'answers.json'), JSON.stringify(answers));
      const resolve = await runCliInProcess(['resolve', '--from', 'answers.json', ...flags], { cwd });
      expect(resolve.code, resolve.stderr + resolve.stdout).toBe(0);
      const rewritten = filesIn(join(cwd, 'out'), '.xlsx').filter((f) => f.includes('-results-') && f !== uploaded);
      expect(rewritten).toHaveLength(1);

      const after = await summaryValues(rewritten[0]!);
      const total = expected.reduce((sum, s) => sum + s.rows, 0);
      for (const summary of [before, after]) {
        expect(summary.get('Rows left out by the mapping')).toBe(total);
        for (const { rule, rows } of expected) {
          expect(String(summary.get(`Rule: ${rule}`))).toMatch(new RegExp(`^${rows}: sheet Register rows? \\d`));
        }
      }
      for (const { rule } of expected) expect(after.get(`Rule: ${rule}`)).toBe(before.get(`Rule: ${rule}`));
    } finally {
      await sandbox.close();
    }
  }, 120_000);

  it('the results CSV lists each row left out after the invoices, with its sheet, row and rule', async () => {
    const cwd = copySampleFolder('left-out-csv', SAMPLE, MAPPING);
    const sandbox = await startTestSandbox();
    try {
      const upload = await runCliInProcess(
        ['upload', SAMPLE, '--mapping', MAPPING, '--base-url', sandbox.baseUrl, '--results', 'csv', '--out', 'out'],
        { cwd },
      );
      expect(upload.code, upload.stderr + upload.stdout).toBe(0);
      const [csv] = filesIn(join(cwd, 'out'), '.csv');
      const rows = parse(readFileSync(csv!, 'utf8'), { bom: true, columns: true }) as Record<string, string>[];
      const leftOut = rows.filter((row) => row.Outcome === 'left out');
      // Every invoice row comes first; the rows left out follow, one line each.
      expect(rows.slice(rows.length - leftOut.length)).toEqual(leftOut);
      expect(rows.length - leftOut.length).toBeGreaterThan(0);
      for (const { rule, rows: count } of expected) {
        const ofRule = leftOut.filter((row) => row.Detail === `rows left out by the mapping: ${rule}`);
        expect(ofRule, rule).toHaveLength(count);
        for (const row of ofRule) {
          expect(row).toMatchObject({ Source: SAMPLE, Sheet: 'Register', E_INSTANCE_ID: '' });
          expect(row.Rows).toMatch(/^\d+$/);
        }
      }
      expect(leftOut).toHaveLength(expected.reduce((sum, s) => sum + s.rows, 0));
    } finally {
      await sandbox.close();
    }
  }, 120_000);
});
