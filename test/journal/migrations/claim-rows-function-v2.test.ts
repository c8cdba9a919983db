/**
 * Migration 124: a build from before it refuses a journal this build opened, on both databases, and
 * so never writes its claim function back; a process of such a build that opened the journal before
 * the upgrade finds the old name refusing to claim.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../../src/journal/open-journal.js';
import { ALL_MIGRATIONS } from '../../../src/journal/migrations/all-migrations.js';
import { NewerJournalError } from '../../../src/journal/migrations/migration.js';
import { CLAIM_ROWS_FUNCTION } from '../../../src/journal/postgres/claim-rows-function.js';
import { BACKENDS, tempJournal } from '../journal-fixture.js';

const BEFORE_124 = ALL_MIGRATIONS.filter((migration) => migration.id < 124);

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

describe.each(BACKENDS)('a %s journal this build opened', (backend) => {
  it('is refused by a build from before migration 124, naming it', async () => {
    const journal = await tempJournal(backend);
    await journal.close();
    for (const migrate of [true, false]) {
      // An upload and a command that only reads alike: exit 2, before anything is written.
      const refused = openJournal(journal.location, { migrations: BEFORE_124, migrate });
      await expect(refused).rejects.toMatchObject({ exitCode: 2, cause: expect.any(NewerJournalError) });
      // Later migrations are named after it (125, ...).
      await expect(refused).rejects.toThrow(/the journal has migration 124(, \d+)*, which this version/);
    }
  });
});

describe('the claim functions of a PostgreSQL journal after migration 124', () => {
  it('claim under the new name only: the old one refuses, saying why', async () => {
    const journal = await tempJournal('postgres');
    await journal.close();
    const url = journal.location;
    const found = await query<{ name: string }>(
      url,
      "SELECT proname AS name FROM pg_proc WHERE proname LIKE 'invoice_batch_claim_rows%' ORDER BY proname",
    );
    expect(found.map((row) => row.name)).toEqual(['invoice_batch_claim_rows', CLAIM_ROWS_FUNCTION]);
    await expect(
      query(url, "SELECT * FROM invoice_batch_claim_rows('{k}'::text[], '{1}'::int[], 'now', 0)"),
    ).rejects.toThrow('a newer invoice-batch upgraded this journal (schema 124): use that version');
    const claimed = await query<{ held: boolean[]; marked: number[] }>(
      url,
      `SELECT held, marked FROM ${CLAIM_ROWS_FUNCTION}('{k}'::text[], '{1}'::int[], 'now', 0)`,
    );
    expect(claimed).toEqual([{ held: [true], marked: [] }]);
  });
});
