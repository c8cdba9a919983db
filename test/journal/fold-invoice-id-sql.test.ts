/**
 * The InvoiceId fold on both databases: an id retyped in another case or with spaces around it is
 * the same id, one with other characters is not, and the fold matches the one the index of
 * migration 122 is built on (so a look-up by it can use that index).
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { foldInvoiceIdSql } from '../../src/journal/fold-invoice-id-sql.js';
import { indexCreatedByInvoiceId } from '../../src/journal/migrations/122-index-created-by-invoice-id.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const PAIRS: [string, string, boolean][] = [
  [' doc-0001 ', 'DOC-0001', true],
  ['Doc-0001', 'doc-0001', true],
  ['DOC-0001', 'DOC-0002', false],
  ['DOC 0001', 'DOC0001', false],
];

const sameSql = `SELECT ${foldInvoiceIdSql('a')} = ${foldInvoiceIdSql('b')} AS same FROM (SELECT $1::text AS a, $2::text AS b) AS v`;

describe('foldInvoiceIdSql', () => {
  it('is the fold the index of migration 122 is built on', () => {
    expect(indexCreatedByInvoiceId.postgres).toContain(`(target_identity, ${foldInvoiceIdSql('invoice_id')})`);
  });

  it.each(PAIRS)('on SQLite: %j and %j are the same id: %s', (a, b, same) => {
    const db = new Database(join(makeTempDir('fold-invoice-id'), 'fold.sqlite'));
    try {
      const row = db
        .prepare(`SELECT ${foldInvoiceIdSql('a')} = ${foldInvoiceIdSql('b')} AS same FROM (SELECT ? AS a, ? AS b)`)
        .get(a, b) as { same: number };
      expect(row.same === 1).toBe(same);
    } finally {
      db.close();
    }
  });

  it('on PostgreSQL: the same answers', async () => {
    const client = new pg.Client({ connectionString: await testPostgresUrl() });
    await client.connect();
    try {
      for (const [a, b, same] of PAIRS)
        expect((await client.query<{ same: boolean }>(sameSql, [a, b])).rows[0]?.same, `${a} vs ${b}`).toBe(same);
    } finally {
      await client.end();
    }
  });
});
