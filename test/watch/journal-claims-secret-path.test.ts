/**
 * While a dropped file named with the API key (or a long URL password) is held, and after its
 * watcher died holding it, no text of any row of any journal table (SQLite or PostgreSQL) holds the
 * secret; the claim still keeps a second watcher off the file, and off no other file.
 */
import { hostname } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { journalClaims, type JournalClaims } from '../../src/watch/journal-claims.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const KEY = 'ib_live_2Kp7-Vb4_dE6fG8hJ1kL3mN5pQ7rS9';
const PASSWORD = 'Staple-battery-horse-42';

/** What a failing assertion may print: the secrets named, never shown. */
const shown = (text: string) => text.replace(new RegExp(KEY, 'gi'), '<the key>').replaceAll(PASSWORD, '<the password>');

/** Every row of every table of a SQLite journal, as JSON text. */
function sqliteRows(file: string): string[] {
  const db = new Database(file, { readonly: true });
  try {
    const tables = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all() as string[];
    return tables.flatMap((table) =>
      (db.prepare(`SELECT * FROM "${table}"`).all() as unknown[]).map((row) => `${table}: ${JSON.stringify(row)}`),
    );
  } finally {
    db.close();
  }
}

/** Every row of every table of a PostgreSQL journal's schema, as JSON text. */
async function postgresRows(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>(
      "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'",
    );
    const rows: string[] = [];
    for (const { name } of tables.rows) {
      const result = await client.query<{ row: string }>(`SELECT row_to_json(t)::text AS row FROM "${name}" t`);
      rows.push(...result.rows.map(({ row }) => `${name}: ${row}`));
    }
    return rows;
  } finally {
    await client.end();
  }
}

const open: { journals: Journal[]; claims: JournalClaims[] } = { journals: [], claims: [] };
afterEach(async () => {
  open.claims.splice(0).forEach((c) => c.close());
  await Promise.all(open.journals.splice(0).map((j) => j.close()));
});

async function watcher(location: string, token: string, pid: number) {
  const journal = await openJournal(location);
  const claims = journalClaims(journal, { self: { host: hostname(), pid, token } });
  open.journals.push(journal);
  open.claims.push(claims);
  return claims;
}

/** The names a held file may have: the key as written and in upper case, a long password. */
const NAMES = [`${KEY}-may.csv`, `June ${KEY.toUpperCase()}.txt`, `pw ${PASSWORD}.csv`];

describe.each(['sqlite', 'postgres'] as const)('claims in a %s journal', (backend) => {
  it('hold a file named with a secret by no row holding the secret, and still keep another watcher off it', async () => {
    const dir = makeTempDir(`ib-claims-secret-${backend}`);
    const location = backend === 'sqlite' ? join(dir, 'journal.sqlite') : await testPostgresUrl();
    const rows = () => (backend === 'sqlite' ? Promise.resolve(sqliteRows(location)) : postgresRows(location));
    // Another live process (this test's parent) holds them; this one is the second watcher.
    const first = await watcher(location, 'token-first', process.ppid);
    const second = await watcher(location, 'token-second', process.pid);
    const paths = NAMES.map((name) => join(dir, 'drop', 'processing', name));
    for (const path of paths) expect(await first.hold(path)).toBe(true);

    const held = (await rows()).join('\n');
    expect(held).toContain('watch_claims');
    expect(held.split('\n').filter((row) => row.startsWith('watch_claims'))).toHaveLength(paths.length);
    expect(shown(held)).not.toMatch(/<the key>|<the password>/);

    for (const path of paths) expect(await second.hold(path)).toBe(false);
    // A file of another name, even one masked alike, is not the held one.
    expect(await second.hold(join(dir, 'drop', 'processing', `${KEY.toLowerCase()}-MAY.csv`))).toBe(true);
    await first.release(paths[0]!);
    expect(await second.hold(paths[0]!)).toBe(true);
    expect(shown((await rows()).join('\n'))).not.toMatch(/<the key>|<the password>/);
  });
});
