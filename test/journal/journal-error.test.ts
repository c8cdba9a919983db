/** Database failures as the JournalError a command reports, from a real SQLite file and a real PostgreSQL server. */
import Database from 'better-sqlite3';
import pg from 'pg';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JournalError } from '../../src/errors.js';
import { asJournalError } from '../../src/journal/journal-error.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { makeTempDir } from '../helpers/temp-dir.js';

async function failureOf(run: () => Promise<unknown>): Promise<unknown> {
  return run().then(
    () => expect.unreachable('the statement succeeded'),
    (error: unknown) => error,
  );
}

describe('asJournalError', () => {
  it('names the SQLSTATE of an error the PostgreSQL server sent', async () => {
    const url = await testPostgresUrl();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const error = await failureOf(() => client.query('SELECT 1 / 0'));
      const mapped = asJournalError(error, url, 'recording the answer');
      expect(mapped).toBeInstanceOf(JournalError);
      expect((mapped as Error).message).toBe(`${url}: recording the answer: division by zero (PostgreSQL 22012)`);
    } finally {
      await client.end();
    }
  });

  it('names the SQLite code of a failed statement, and leaves other errors as they are', () => {
    const db = new Database(join(makeTempDir('journal-error'), 'j.sqlite'));
    try {
      db.exec('CREATE TABLE t (id INTEGER PRIMARY KEY)');
      db.exec('INSERT INTO t VALUES (1)');
      let error: unknown;
      try {
        db.exec('INSERT INTO t VALUES (1)');
      } catch (caught) {
        error = caught;
      }
      const mapped = asJournalError(error, 'j.sqlite', 'staging');
      expect(mapped).toBeInstanceOf(JournalError);
      expect((mapped as Error).message).toMatch(
        /^j\.sqlite: staging: UNIQUE constraint failed: t\.id \(SQLITE_CONSTRAINT/,
      );
      const other = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), { code: 'ECONNREFUSED' });
      expect(asJournalError(other, 'j.sqlite', 'opening')).toBe(other);
    } finally {
      db.close();
    }
  });
});
