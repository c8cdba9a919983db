/** Opening a journal on a real PostgreSQL server: the schema once, whoever opens first. */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { JournalError } from '../../src/errors.js';
import { ALL_MIGRATIONS } from '../../src/journal/migrations/all-migrations.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';

async function appliedMigrations(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id')).rows.map(
      (row) => row.id,
    );
  } finally {
    await client.end();
  }
}

describe('openJournal on a postgres:// URL', () => {
  it('applies every migration once when several connections open a new journal at the same time', async () => {
    const url = await testPostgresUrl();
    const journals = await Promise.all([openJournal(url), openJournal(url), openJournal(url)]);
    expect(journals.map((j) => j.backend)).toEqual(['postgres', 'postgres', 'postgres']);
    expect(journals[0]!.location).toBe(url);
    await Promise.all(journals.map((j) => j.close()));
    expect(await appliedMigrations(url)).toEqual(ALL_MIGRATIONS.map((m) => m.id));
  });

  it('refuses a journal that a newer version migrated, naming the migration, with exit code 2 (configuration)', async () => {
    const url = await testPostgresUrl();
    await (await openJournal(url)).close();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      `INSERT INTO schema_migrations (id, name, applied_at) VALUES (9999, 'from-the-future', '2030-01-01T00:00:00Z')`,
    );
    await client.end();
    const error = await openJournal(url).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(JournalError);
    expect((error as JournalError).exitCode).toBe(2);
    expect((error as Error).message).toBe(
      `${url}: cannot open the journal: the journal has migration 9999, which this version of invoice-batch does not know; use a newer version`,
    );
  });

  it('keeps a run, its invoices and their outcome exactly as written, amounts as text', async () => {
    const journal = await openJournal(await testPostgresUrl());
    try {
      const runId = await journal.runs.insertRun({
        sourceFile: 'm.csv',
        sourcePath: '/data/m.csv',
        sourceSha256: 'b'.repeat(64),
        mapping: 'm.yaml',
        targetIdentity: 't',
        targetDescription: 'sandbox',
        sandbox: true,
        options: { partial: true },
        host: 'h',
        pid: 7,
        processToken: 'tok',
        startedAt: '2026-05-01T10:00:00.000Z',
      });
      const rowId = await journal.transaction(async (tx) =>
        tx.stage.stageInvoice({
          runId,
          seq: 1,
          targetIdentity: 't',
          payeeId: '0000100001',
          invoiceNumber: 'N-1',
          invoiceId: 'ID-1',
          currencyCode: 'EUR',
          invoiceAmount: '1234.5000',
          lines: 2,
          sourceFile: 'm.csv',
          sheet: undefined,
          rows: '2-3',
          firstRow: 2,
          payloadJson: '{"a":"ü"}',
          payloadHash: 'h',
          at: '2026-05-01T10:00:01.000Z',
          invoiceDate: '20260501',
          vendorName: 'Müller & Söhne GmbH',
        }),
      );
      await journal.send.recordOutcome(rowId, {
        state: 'created',
        instanceId: '0030000001',
        httpStatus: 200,
        eRetcode: 0,
        attempts: 1,
        at: '2026-05-01T10:00:02.000Z',
      });
      await journal.runs.refreshRunCounts(runId);
      expect(await journal.runs.findRun(runId)).toMatchObject({
        sandbox: true,
        options: '{"partial":true}',
        pid: 7,
        invoices: 1,
        created: 1,
        status: 'reading',
      });
      const [row] = await journal.lists.listInvoices({ runId, limit: -1 });
      expect(row).toMatchObject({
        id: rowId,
        invoiceAmount: '1234.5000',
        invoiceDate: '20260501',
        vendorName: 'Müller & Söhne GmbH',
        state: 'created',
        instanceId: '0030000001',
        sheet: null,
        attempts: 1,
        sendingAt: null,
      });
      // A transaction that fails leaves nothing behind.
      await expect(
        journal.transaction(async (tx) => {
          await tx.runs.finishRun(runId, 'finished', '2026-05-01T11:00:00.000Z');
          throw new Error('stop here');
        }),
      ).rejects.toThrow('stop here');
      expect((await journal.runs.findRun(runId))?.status).toBe('reading');
    } finally {
      await journal.close();
    }
  });
});
