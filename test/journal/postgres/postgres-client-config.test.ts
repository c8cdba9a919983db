/**
 * A PostgreSQL journal whose server asks for a password: read from a password file (PGPASSFILE)
 * without pg's deprecation warning on every command, and a clear error when none was given.
 */
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../../src/journal/open-journal.js';
import { runCliProcess } from '../../helpers/run-cli.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

/** A role that must give its password over TCP, owning a new database; the server reloads its rules. */
async function passwordRole(password: string): Promise<{ url: string; host: string; port: string; database: string }> {
  const trusted = new URL(await testPostgresUrl());
  const database = trusted.pathname.slice(1);
  const admin = new pg.Client({ connectionString: trusted.toString() });
  await admin.connect();
  try {
    await admin.query(`CREATE ROLE clerk LOGIN PASSWORD '${password}'`);
    await admin.query(`ALTER DATABASE ${database} OWNER TO clerk`);
    const hbaFile = (await admin.query<{ hba_file: string }>('SHOW hba_file')).rows[0]!.hba_file;
    writeFileSync(hbaFile, `host all clerk 127.0.0.1/32 scram-sha-256\n${readFileSync(hbaFile, 'utf8')}`);
    await admin.query('SELECT pg_reload_conf()');
  } finally {
    await admin.end();
  }
  const url = new URL(trusted.toString());
  url.username = 'clerk';
  // The journal made by the role, as an upload would: history only reads one that is there.
  const before = process.env['PGPASSWORD'];
  process.env['PGPASSWORD'] = password;
  try {
    await (await openJournal(url.toString())).close();
  } finally {
    if (before === undefined) delete process.env['PGPASSWORD'];
    else process.env['PGPASSWORD'] = before;
  }
  return { url: url.toString(), host: url.hostname, port: url.port, database };
}

describe('a PostgreSQL journal behind a password', () => {
  it('reads the password from PGPASSFILE without a warning, and says what is missing without one, exit code 2', async () => {
    const cwd = makeTempDir('pg-password');
    const { url, host, port, database } = await passwordRole('Pa55-word');
    const passFile = join(cwd, 'pgpass');
    writeFileSync(passFile, `${host}:${port}:${database}:clerk:Pa55-word\n`);
    chmodSync(passFile, 0o600);

    const withFile = await runCliProcess(['history', '--journal', url], {
      cwd,
      env: { PGPASSFILE: passFile, PGPASSWORD: undefined },
    });
    expect(withFile.stderr).toBe('');
    expect(withFile.code).toBe(0);
    expect(withFile.stdout).toContain('No uploads in the journal yet.');

    const withVariable = await runCliProcess(['history', '--journal', url], {
      cwd,
      env: { PGPASSFILE: join(cwd, 'none'), PGPASSWORD: 'Pa55-word' },
    });
    expect(withVariable.stderr).toBe('');
    expect(withVariable.code).toBe(0);

    const without = await runCliProcess(['history', '--journal', url], {
      cwd,
      env: { PGPASSFILE: join(cwd, 'none'), PGPASSWORD: undefined },
    });
    // Configuration (2), not a failure (1): a service restarted on failure would only ask again.
    expect(without.code).toBe(2);
    expect(without.stderr).toContain(
      'cannot open the journal: the server asks for a password and none was given: set PGPASSWORD, or name a password file in PGPASSFILE',
    );
    expect(without.stderr + withFile.stdout + withFile.stderr).not.toContain('Pa55-word');
  }, 60_000);
});
