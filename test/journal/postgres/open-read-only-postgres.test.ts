/**
 * A PostgreSQL journal whose schema is current, on a database or role that is read-only (a standby,
 * or default_transaction_read_only set): opening it writes nothing, so reading commands and the
 * checks of resolve --from get as far as the first write, not a refusal of DDL at open.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../../src/journal/open-journal.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';

async function asAdmin(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe('opening a current PostgreSQL journal that is read-only', () => {
  it.each([
    ['the database', (db: string) => `ALTER DATABASE ${db} SET default_transaction_read_only = on`],
    ['the role', (db: string) => `ALTER ROLE postgres IN DATABASE ${db} SET default_transaction_read_only = on`],
  ])('opens and reads when %s is read-only', async (_where, readOnly) => {
    const url = await testPostgresUrl();
    await (await openJournal(url)).close();
    await asAdmin(url, readOnly(new URL(url).pathname.slice(1)));
    const journal = await openJournal(url);
    try {
      expect(await journal.lists.listRunResultsPage(1, 0, 10)).toEqual([]);
    } finally {
      await journal.close();
    }
  });
});
