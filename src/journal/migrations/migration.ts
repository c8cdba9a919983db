import { JournalError } from '../../errors.js';

/** One schema change of the journal. Ids are ordered and never reused; a migration is never edited once released. */
export interface Migration {
  /** Order of application; gaps are allowed (ids 100+ belong to later features). */
  id: number;
  /** Short kebab-case name, recorded in `schema_migrations`. */
  name: string;
  /** Statements run in one transaction, on a SQLite journal. */
  sql: string;
  /** The same change on a PostgreSQL journal. */
  postgres: string;
  /**
   * Values only the program can compute (an address as WHATWG URL parsing writes it): before the
   * statements run, each text of `query`'s one column that `map` changes goes, with what it becomes,
   * into the temporary table `migration_values (old_text, new_text)`, for the statements to use.
   */
  values?: MigrationValues | undefined;
}

export interface MigrationValues {
  /** One column of text, the same statement on both databases. */
  query: string;
  map: (text: string) => string;
}

/** The rows of `migration_values`: the texts `map` changes, each once. */
export function changedValues(texts: readonly unknown[], map: (text: string) => string): [string, string][] {
  const pairs = new Map<string, string>();
  for (const text of texts) {
    if (typeof text !== 'string') continue;
    const mapped = map(text);
    if (mapped !== text) pairs.set(text, mapped);
  }
  return [...pairs];
}

/**
 * The journal's schema is not the one this program writes. Told apart from other failures to open,
 * because only another version of the program, or an upgrade asked for, helps (exit 2).
 */
export abstract class JournalVersionError extends Error {}

/** The journal holds migrations this program does not know: a newer version wrote it. */
export class NewerJournalError extends JournalVersionError {
  constructor(unknownIds: readonly number[]) {
    super(
      `the journal has migration ${unknownIds.join(', ')}, which this version of invoice-batch does not know; use a newer version`,
    );
  }
}

/** Where both databases record the migrations applied. */
export const SCHEMA_MIGRATIONS_SQL = {
  create:
    'CREATE TABLE IF NOT EXISTS schema_migrations (id INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  applied: 'SELECT id FROM schema_migrations ORDER BY id',
  record: 'INSERT INTO schema_migrations (id, name, applied_at) VALUES (?, ?, ?)',
} as const;

/** Throws a NewerJournalError when the journal has applied migrations this program does not know. */
export function refuseNewerJournal(appliedIds: readonly number[], migrations: readonly Pick<Migration, 'id'>[]): void {
  const known = new Set(migrations.map((m) => m.id));
  const unknown = appliedIds.filter((id) => !known.has(id));
  if (unknown.length > 0) throw new NewerJournalError(unknown);
}

/**
 * A command that only reads met a journal of an older schema: migrating it would make every older
 * program refuse it (on PostgreSQL, every host still on the older version), so it is left as it is.
 */
export class OlderJournalError extends JournalVersionError {
  readonly fromVersion: number;
  readonly toVersion: number;
  /** @param afterUpgrade what an upgrade means for the older program, as the backend has it */
  constructor(fromVersion: number, toVersion: number, afterUpgrade: string) {
    super(
      `it is at schema ${fromVersion} and this version of invoice-batch needs ${toVersion}; a command that only reads does not upgrade it, and nothing was changed: \`invoice-batch journal upgrade\` upgrades it (as does any command that records: upload, watch, resolve, ...), after which ${afterUpgrade}`,
    );
    this.fromVersion = fromVersion;
    this.toVersion = toVersion;
  }
}

/**
 * The older schema a reading command's open was refused for: the openers wrap it in their
 * JournalError ("cannot open the journal: ..."); undefined for any other failure.
 */
export function olderJournalRefusal(error: unknown): OlderJournalError | undefined {
  return error instanceof JournalError && error.cause instanceof OlderJournalError ? error.cause : undefined;
}

/**
 * Throws an OlderJournalError when the journal has a schema (a new one is created, not upgraded)
 * and `migrations` holds some it has not applied.
 */
export function refuseOlderJournal(
  appliedIds: readonly number[],
  migrations: readonly Pick<Migration, 'id'>[],
  afterUpgrade: string,
): void {
  if (appliedIds.length === 0) return;
  const applied = new Set(appliedIds);
  if (migrations.every((migration) => applied.has(migration.id))) return;
  const toVersion = Math.max(...migrations.map((migration) => migration.id));
  throw new OlderJournalError(Math.max(...appliedIds), toVersion, afterUpgrade);
}
