/**
 * `migrate-journal` moves every event of every invoice as it was recorded: `journal show --json`
 * of each invoice reads the same from the PostgreSQL journal as from the SQLite file it came from,
 * whatever its history (in doubt then resolved, resolved then corrected, re-sent after
 * `--not-created`, held as a different invoice, skipped, invalid, its statuses changed by
 * reconcile). Ids are kept by the move, so nothing is left out of the comparison; the statuses
 * reconcile saw, its runs and the corrections, which journal show does not list, are compared row for row.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../../src/journal/open-journal.js';
import { sqliteDb } from '../../helpers/sqlite-db.js';
import { writeUploadInputs } from '../../batch/cli-inputs.js';
import { runCliInProcess } from '../../helpers/run-cli-in-process.js';
import { startTestSandbox } from '../../helpers/start-sandbox.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const LOST = { status: 504, body: '', afterProcessing: true, route: 'create' } as const;
/** The gateway refusing the key by its own policy: the create never reached the finance system, and the run halts. */
const KEY_REFUSED = {
  status: 500,
  body: JSON.stringify({
    fault: {
      faultstring: 'Consumer key has expired',
      detail: { errorcode: 'keymanagement.service.consumer_key_expired' },
    },
  }),
  route: 'create',
} as const;
/** A row with each value as text: SQLite and PostgreSQL hand back numbers and texts alike, not as the same types. */
const asText = (row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).map(([name, value]) => [name, value === null ? null : String(value)]));
/** The n-th invoice of writeUploadInputs, as `journal show` takes it (PayeeId/Invoice_Number). */
const reference = (n: number) => `00001000${String((n % 40) + 1).padStart(2, '0')}/MIG-${String(n).padStart(4, '0')}`;

describe('migrate-journal', () => {
  it('moves every event of every kind of history: journal show --json reads the same before and after', async () => {
    const cwd = makeTempDir('migrate-every-history');
    const sandbox = await startTestSandbox({ gateway: {} });
    const csv = writeUploadInputs(cwd, { count: 6, prefix: 'MIG', invalid: [6] });
    const own = ['--base-url', sandbox.baseUrl];
    const cli = async (...args: string[]) => {
      const result = await runCliInProcess([...args, ...own], { cwd });
      // Exit 1 is an upload with invalid invoices; anything above is a command that did not do its work.
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBeLessThanOrEqual(1);
      return result;
    };
    const upload = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml', '--partial'];

    // 1, 2 and 3 are created but their answers lost (in doubt); 4 and 5 not sent, the gateway refusing the key; 6 invalid.
    sandbox.injectNext(LOST, LOST, LOST, KEY_REFUSED);
    await cli(...upload);
    const instances = new Map(sandbox.instances().map((i) => [i.invoiceNumber, i.instanceId]));
    // 1: resolved with another invoice's instance and a note, then corrected with its own.
    await cli('resolve', reference(1), '--instance-id', instances.get('MIG-0002')!, '--note', 'looked up in ERP');
    await cli('resolve', reference(1), '--instance-id', instances.get('MIG-0001')!, '--correct', '--reason', 'typo');
    // 2: resolved with its instance; 3: declared not created, so the next upload sends it again.
    await cli('resolve', reference(2), '--instance-id', instances.get('MIG-0002')!);
    await cli('resolve', reference(3), '--not-created');
    // 3 is sent again (refused as a duplicate: in doubt), 4 and 5, not sent once the gateway failed, are sent.
    await cli(...upload);
    // 5's amount changed: held as a different invoice; the others skipped.
    writeFileSync(csv, readFileSync(csv, 'utf8').replace(',51.19,', ',52.19,'));
    await cli(...upload);
    // Each reconcile moves the sandbox's statuses on: status changes recorded.
    await cli('reconcile');
    await cli('reconcile');

    const shown = async (journal: string[]) =>
      Promise.all(
        [1, 2, 3, 4, 5, 6].map(async (n) => {
          const result = await runCliInProcess(['journal', 'show', reference(n), '--json', ...journal], { cwd });
          expect(result.code, result.stderr).toBe(0);
          return JSON.parse(result.stdout) as unknown;
        }),
      );
    const before = await shown([]);
    const url = await testPostgresUrl();
    const moved = await runCliInProcess(['migrate-journal', '--to', url], { cwd });
    expect(moved.code, moved.stderr).toBe(0);
    const after = await shown(['--journal', url]);
    // The histories compared hold every kind named above: the correction's earlier resolution among them.
    const said = JSON.stringify(before);
    for (const kind of ['in doubt', 'resolved', 'corrected', 'held back', 'not sent', 'invalid', 'held: differs'])
      expect(said).toContain(`"${kind}"`);
    expect(said).toContain('note: \\"looked up in ERP\\"');
    for (const [index, invoice] of before.entries()) expect(after[index], reference(index + 1)).toEqual(invoice);
    // What journal show does not list, the statuses reconcile saw and the corrections, row for row.
    const file = await openJournal(join(cwd, 'output', 'journal.sqlite'));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const orders = {
        status_history: 'id',
        resolution_corrections: 'id',
        // The reconciles run, and what each read: a stopped one goes on after the move.
        reconcile_runs: 'id',
        reconcile_run_checks: 'run_id, instance_id',
      };
      for (const [table, order] of Object.entries(orders)) {
        const sql = `SELECT * FROM ${table} ORDER BY ${order}`;
        const rows = (sqliteDb(file).prepare(sql).all() as Record<string, unknown>[]).map(asText);
        expect(rows.length, table).toBeGreaterThan(0);
        expect((await client.query<Record<string, unknown>>(sql)).rows.map(asText), table).toEqual(rows);
      }
      const codes = sqliteDb(file).prepare('SELECT DISTINCT status_code FROM status_history').all();
      expect(codes.length).toBeGreaterThan(1);
    } finally {
      await client.end();
      await file.close();
    }
  }, 120_000);
});
