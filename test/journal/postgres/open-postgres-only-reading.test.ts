/**
 * An opening that only reads (migrate: false) changes no definition of a current PostgreSQL journal:
 * the claim function another version of the same schema wrote stays as it is (that version claims
 * with it), while an opening that may migrate writes this version's.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../../src/journal/open-journal.js';
import { CLAIM_ROWS_FUNCTION, CLAIM_ROWS_FUNCTION_SQL } from '../../../src/journal/postgres/claim-rows-function.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';

async function query<T extends pg.QueryResultRow>(url: string, sql: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(sql)).rows;
  } finally {
    await client.end();
  }
}

const claimBody = async (url: string) =>
  (await query<{ body: string }>(url, `SELECT prosrc AS body FROM pg_proc WHERE proname = '${CLAIM_ROWS_FUNCTION}'`))
    .map((row) => row.body)
    .join('');

describe('opening a current PostgreSQL journal only to read', () => {
  it("leaves another version's claim function as it is; an opening that may migrate replaces it", async () => {
    const url = await testPostgresUrl();
    await (await openJournal(url)).close();
    const ours = await claimBody(url);
    await query(url, CLAIM_ROWS_FUNCTION_SQL.replace('DECLARE', 'DECLARE\n      -- as another version wrote it'));
    const theirs = await claimBody(url);
    expect(theirs).toContain('as another version wrote it');

    await (await openJournal(url, { migrate: false })).close();
    expect(await claimBody(url)).toBe(theirs);

    await (await openJournal(url)).close();
    expect(await claimBody(url)).toBe(ours);
  });
});
