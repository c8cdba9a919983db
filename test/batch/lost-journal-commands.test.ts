/**
 * A journal that has posted is removed: no command but an upload told --new-journal may make a new
 * empty one where it was, or the next upload would find nothing recorded and post every invoice
 * again. Each command that opens the journal is refused as the upload is, and leaves no file there.
 * A journal emptied or replaced where it was (an empty file copied over it, its PostgreSQL database
 * dropped and created again) is refused by the upload until --new-journal. One real sandbox on
 * loopback, the register of journals in a temp folder, real SQLite files and a real PostgreSQL server.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from './cli-inputs.js';

const COUNT = 3;

/** What a clerk or a cron job runs after the journal is gone, besides the upload. */
const COMMANDS = [
  ['reconcile'],
  ['advertisers', '--refresh'],
  ['history'],
  ['journal'],
  ['resolve', 'LOST-0001', '--not-created'],
];

/** A site: a config naming the sandbox, inputs, and a fresh register; `run` runs the CLI there. */
function writeSite(baseUrl: string) {
  const dir = makeTempDir('lost-journal');
  writeUploadInputs(dir, { count: COUNT, prefix: 'LOST' });
  const config = join(dir, 'site.yaml');
  writeFileSync(config, `defaultProfile: erp\nprofiles:\n  erp:\n    baseUrl: ${baseUrl}\n`);
  const env = {
    INVOICE_BATCH_API_KEY: SANDBOX_API_KEY,
    INVOICE_BATCH_CONFIG: config,
    INVOICE_BATCH_STATE_DIR: makeTempDir('lost-journal-state'),
  };
  return { dir, run: (args: string[]) => runCliInProcess(args, { cwd: dir, env }) };
}

const UPLOAD = ['upload', 'invoices.csv', '--mapping', 'mapping.yaml'];

/** The database of `url` dropped and created again under its name, as `dropdb` and `createdb` do. */
async function dropAndCreate(url: string): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
}

describe('an upload through a registered journal emptied or replaced where it was', () => {
  it.each([
    {
      name: 'an empty SQLite journal copied over the file',
      journal: (dir: string) => join(dir, 'kept.sqlite'),
      empty: async (journal: string) => {
        for (const suffix of ['', '-wal', '-shm']) rmSync(`${journal}${suffix}`, { force: true });
        await (await openJournal(journal)).close();
      },
    },
    {
      name: 'a PostgreSQL database dropped and created again',
      journal: () => '',
      empty: dropAndCreate,
    },
  ])(
    'is refused for $name, naming what happened, and goes on only with --new-journal and a warning',
    async (each) => {
      const sandbox = await startTestSandbox();
      const { dir, run } = writeSite(sandbox.baseUrl);
      const journal = each.journal(dir) || (await testPostgresUrl());
      const upload = [...UPLOAD, '--journal', journal];
      expect((await run(upload)).code).toBe(0);
      expect(sandbox.stats().createRequests).toBe(COUNT);

      await each.empty(journal);
      for (let attempt = 1; attempt <= 2; attempt += 1) {
        const refused = await run(upload);
        expect(refused.code, refused.stderr).toBe(2);
        expect(refused.stderr).toContain(`the journal ${journal} has posted to`);
        expect(refused.stderr).toContain('holds no run for it now');
        expect(refused.stderr).toContain('Nothing was sent');
        expect(refused.stderr).toContain('--new-journal');
        expect(refused.stderr).not.toMatch(/\n\s+at /);
        expect(sandbox.stats().createRequests).toBe(COUNT);
      }

      const knowingly = await run([...upload, '--new-journal']);
      expect(knowingly.stderr).toContain('may be posted again unless the finance system refuses duplicates');
      expect(sandbox.stats().createRequests).toBe(2 * COUNT);
    },
    120_000,
  );
});

describe('a command on a registered journal that was removed', () => {
  it.each(COMMANDS.map((args) => ({ name: args.join(' '), args })))(
    '$name is refused (exit 2) and creates no journal, and the upload after it is still refused',
    async ({ args }) => {
      const sandbox = await startTestSandbox();
      const { dir, run } = writeSite(sandbox.baseUrl);
      const upload = UPLOAD;
      expect((await run(upload)).code).toBe(0);
      expect(sandbox.stats().createRequests).toBe(COUNT);

      const journal = join(dir, 'output', 'journal.sqlite');
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${journal}${suffix}`, { force: true });
      const refused = await run(args);
      expect(refused.code, refused.stderr).toBe(2);
      expect(refused.stderr).toContain(`the journal ${journal} has posted to`);
      expect(refused.stderr).toContain('no longer there');
      expect(refused.stderr).toContain('--new-journal');
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      expect(existsSync(journal)).toBe(false);

      const again = await run(upload);
      expect(again.code, again.stderr).toBe(2);
      expect(sandbox.stats().createRequests).toBe(COUNT);
    },
    120_000,
  );
});

describe('a command on a registered journal emptied where it was', () => {
  it.each(COMMANDS.map((args) => ({ name: args.join(' '), args })))(
    '$name is refused (exit 2) instead of reading or filling an empty journal as if nothing was posted',
    async ({ args }) => {
      const sandbox = await startTestSandbox();
      const { dir, run } = writeSite(sandbox.baseUrl);
      expect((await run(UPLOAD)).code).toBe(0);
      const journal = join(dir, 'output', 'journal.sqlite');
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${journal}${suffix}`, { force: true });
      await (await openJournal(journal)).close();

      const refused = await run(args);
      expect(refused.code, refused.stderr).toBe(2);
      expect(refused.stderr).toContain(`the journal ${journal} has posted to`);
      expect(refused.stderr).toContain('holds no run for it now');
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      expect(refused.stdout).not.toContain('Checked 0 invoices');
    },
    120_000,
  );
});

describe('a watcher on a registered journal removed or emptied where it was', () => {
  it.each([
    { name: 'removed', words: 'no longer there', empty: false },
    { name: 'emptied (an empty journal put in its place)', words: 'holds no run for it now', empty: true },
  ])(
    'is refused (exit 2) when $name: the dropped file stays in the inbox and nothing is sent',
    async (each) => {
      const sandbox = await startTestSandbox();
      const { dir, run } = writeSite(sandbox.baseUrl);
      expect((await run(UPLOAD)).code).toBe(0);
      expect(sandbox.stats().createRequests).toBe(COUNT);
      const journal = join(dir, 'output', 'journal.sqlite');
      for (const suffix of ['', '-wal', '-shm']) rmSync(`${journal}${suffix}`, { force: true });
      if (each.empty) await (await openJournal(journal)).close();
      const inbox = join(dir, 'drop', 'inbox');
      mkdirSync(inbox, { recursive: true });
      const dropped = readFileSync(join(dir, 'invoices.csv'));
      writeFileSync(join(inbox, 'invoices.csv'), dropped);

      const refused = await run(['watch', 'drop', '--once', '--settle-seconds', '0', '--mapping', 'mapping.yaml']);
      expect(refused.code, refused.stderr).toBe(2);
      expect(refused.stderr).toContain(`the journal ${journal} has posted to`);
      expect(refused.stderr).toContain(each.words);
      expect(refused.stderr).toContain('Nothing was sent');
      expect(refused.stderr).not.toMatch(/\n\s+at /);
      expect(readFileSync(join(inbox, 'invoices.csv'))).toEqual(dropped);
      expect(sandbox.stats().createRequests).toBe(COUNT);
      expect(existsSync(journal)).toBe(each.empty);
    },
    120_000,
  );
});
