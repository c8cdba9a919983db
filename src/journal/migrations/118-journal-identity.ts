import type { Migration } from './migration.js';

/**
 * The journal's own identity, random, made once when the journal is created (or brought to this
 * schema): the register of journals keeps it beside the journal's path, so that another journal put
 * in its place (another team's, a test copy, a new empty file) is told apart from the one that posted.
 * A copy of the file, or a PostgreSQL journal used from several hosts, has the same one. One row.
 *
 * A PostgreSQL journal rolled back with `pg_restore --clean` of a dump taken before this migration
 * keeps the table (the restore drops only what the dump holds) while its schema_migrations says 117:
 * the table is then adopted, and the identity it holds stays the journal's.
 */
const table =
  'CREATE TABLE IF NOT EXISTS journal_identity (one INTEGER PRIMARY KEY CHECK (one = 1), journal_id TEXT NOT NULL);';
const insert = (randomId: string) =>
  `INSERT INTO journal_identity (one, journal_id) VALUES (1, ${randomId}) ON CONFLICT (one) DO NOTHING;`;

export const createJournalIdentity: Migration = {
  id: 118,
  name: 'journal-identity',
  sql: `${table} ${insert('lower(hex(randomblob(16)))')}`,
  // gen_random_uuid() is built in from PostgreSQL 13 only; journals run on 11 and newer.
  postgres: `${table} ${insert('md5(random()::text || clock_timestamp()::text || pg_backend_pid()::text)')}`,
};
