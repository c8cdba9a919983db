/**
 * `import-results` on a PostgreSQL journal whose connection is lost in the transaction that records a
 * workbook: known committed (the answer to COMMIT lost), it is not recorded again; known not committed
 * (cut before COMMIT, or the answer to the run's end lost), it is recorded again on a new connection.
 * One run holds the workbook's rows, each once, and the report counts each once.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { importResultsWorkbooks } from '../../src/batch/import-results.js';
import { describeTarget } from '../../src/finance-api/api-target.js';
import { cutPoints, withProxiedJournal } from '../helpers/proxied-postgres-journal.js';
import { mapped, validInvoice } from './mapped-invoices.js';
import { uploadFixture } from './upload-fixture.js';

// The run's end as the driver sends it on a connection that has not prepared it yet: the import's last write.
const FINISH = 'UPDATE runs SET status = $1, finished_at';
const COUNT = 5;

let workbook: string;
let target: { identity: string; description: string; sandbox: boolean };

beforeAll(async () => {
  const fixture = await uploadFixture();
  try {
    const report = await fixture.upload(
      'month-end.csv',
      Array.from({ length: COUNT }, (_, i) => mapped(validInvoice(i + 1, { prefix: 'IMP' }), i + 2)),
    );
    workbook = report.runs[0]!.resultsFile!;
    const api = fixture.sandbox.target();
    target = { identity: api.identity, description: describeTarget(api), sandbox: false };
  } finally {
    await fixture.journal.close();
  }
});

describe('import-results on a PostgreSQL journal whose connection is cut in its transaction', () => {
  it.each(cutPoints(FINISH))(
    'records the workbook once and counts each row once (cut at %j: %s)',
    (mark, when, after) =>
      withProxiedJournal(async (journal, _url, proxy) => {
        proxy.arm(mark, when, 1, after);

        const [report] = await importResultsWorkbooks(journal, [workbook], target);

        expect(proxy.drops()).toBe(1);
        expect(report).toMatchObject({ created: COUNT, known: 0, notCreated: 0, runId: expect.any(Number) });
        const runs = await journal.runs.listRuns(9);
        expect(runs.map((run) => [run.id, run.status])).toEqual([[report!.runId, 'finished']]);
        const rows = await journal.lists.listInvoices({ limit: 99 });
        expect(rows.map((row) => row.invoiceNumber).sort()).toEqual(
          Array.from({ length: COUNT }, (_, i) => `IMP-${String(i + 1).padStart(5, '0')}`),
        );
        expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['created']));
      }),
  );
});
