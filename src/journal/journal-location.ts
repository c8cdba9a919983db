/**
 * Where the journal lives, as given by --journal, INVOICE_BATCH_JOURNAL or `journal:` in the
 * config file: a SQLite file, or a PostgreSQL database named by a postgres:// URL. Pure.
 */
import { ConfigError } from '../errors.js';

const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//;
const POSTGRES = /^postgres(?:ql)?$/i;
/** A libpq keyword/value connection string (`host=db dbname=journal user=clerk`), not a file name. */
const KEYWORD_VALUE = /(?:^|\s)(?:host|hostaddr|port|dbname|user|password|passfile|sslmode|service)\s*=/i;

/** True for a postgres:// or postgresql:// location. */
export function isPostgresLocation(location: string): boolean {
  return POSTGRES.test(SCHEME.exec(location)?.[1] ?? '');
}

/** Where a location was given: `--journal`, `INVOICE_BATCH_JOURNAL`, or `journal` in a config file. */
export interface LocationSource {
  name: string;
  configFile?: string | undefined;
}

/**
 * The location as `openJournal` takes it: an absolute file path, or the postgres URL unchanged.
 * A URL of another kind, a URL that does not parse, and a URL holding a password are a
 * ConfigError naming where the text came from: a password goes in PGPASSWORD or a password
 * file, so that it never shows in a process list, a log or an error message.
 */
export function normalizeJournalLocation(
  text: string,
  resolvePath: (path: string) => string,
  source: LocationSource,
): string {
  try {
    return checkedLocation(text, resolvePath);
  } catch (error) {
    throw new ConfigError(`${source.name}: ${(error as Error).message}`, { file: source.configFile });
  }
}

function checkedLocation(text: string, resolvePath: (path: string) => string): string {
  const scheme = SCHEME.exec(text)?.[1];
  // Taken as a file name, it would open a new, empty journal (and put any password on disk).
  // The text is not repeated: it may hold a password.
  if (scheme === undefined && KEYWORD_VALUE.test(text)) {
    throw new Error(
      'expected a file path or a postgres:// URL, got what looks like a key=value connection string; write it as postgres://user@host:5432/database and give the password in PGPASSWORD or a password file',
    );
  }
  if (scheme === undefined) return resolvePath(text);
  if (!POSTGRES.test(scheme)) throw new Error(`expected a file path or a postgres:// URL, got a ${scheme}:// URL`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(
      'expected a postgres:// URL like postgres://invoice_batch@db.example:5432/journal, got one that does not parse',
    );
  }
  if (url.password !== '' || url.searchParams.has('password')) {
    throw new Error(
      'the postgres URL holds a password; give it in the PGPASSWORD environment variable or a password file (PGPASSFILE), never in the URL',
    );
  }
  if (url.pathname.replace(/^\//, '') === '')
    throw new Error('the postgres URL names no database, e.g. postgres://invoice_batch@db.example:5432/journal');
  return text;
}
