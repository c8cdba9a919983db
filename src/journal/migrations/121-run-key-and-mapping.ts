import type { Migration } from './migration.js';

/**
 * Which API key and which mapping each run used, for an auditor: the key's source (where the
 * settings took it from) and a fingerprint that cannot give it back, HMAC-SHA-256 of the key under
 * `journal_identity.key_salt`, random and made once per journal (a low-entropy key then cannot be
 * looked up in a table built elsewhere; a copy or a move keeps the salt, so fingerprints still
 * compare); and the sha256 of the mapping file's content, since its path alone does not tell two
 * versions apart. Null for the runs recorded before, which every listing shows as "unknown".
 */
const runColumns = (ifNotExists: string) => `ALTER TABLE runs ADD COLUMN key_source TEXT;
ALTER TABLE runs ADD COLUMN key_fingerprint TEXT;
ALTER TABLE runs ADD COLUMN mapping_sha256 TEXT;
ALTER TABLE journal_identity ADD COLUMN ${ifNotExists}key_salt TEXT;`;
const salt = (random: string) => `UPDATE journal_identity SET key_salt = ${random} WHERE key_salt IS NULL;`;

export const addRunKeyAndMapping: Migration = {
  id: 121,
  name: 'run-key-and-mapping',
  sql: `${runColumns('')} ${salt('lower(hex(randomblob(16)))')}`,
  // As 118 makes the journal's identity: gen_random_uuid() is built in from PostgreSQL 13 only. A
  // `pg_restore --clean` of a dump taken before leaves journal_identity (see 118) with its salt: kept.
  postgres: `${runColumns('IF NOT EXISTS ')} ${salt("md5(random()::text || clock_timestamp()::text || pg_backend_pid()::text || 'key')")}`,
};
