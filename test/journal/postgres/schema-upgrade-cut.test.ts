/**
 * The schema upgrade as a PostgreSQL journal opens, its connection cut: while a migration's statements
 * run, before COMMIT left, or with COMMIT's answer lost; by one opening, and by two at once (the
 * second waits on the upgrade's lock). The upgrade is made again only when the server says it did
 * not commit, and each migration is applied once, whoever applied it.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { JournalError } from '../../../src/errors.js';
import { ALL_MIGRATIONS } from '../../../src/journal/migrations/all-migrations.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import type { SchemaUpgrade } from '../../../src/journal/journal.js';
import { startDropProxy, throughProxy, type DropProxy, type DropWhen } from '../../helpers/drop-proxy.js';
import { COMMIT } from '../../helpers/proxied-postgres-journal.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { addRun } from '../journal-fixture.js';

// A migration's own row, sent once its statements ran, in the upgrade's transaction.
const RECORD = 'INSERT INTO schema_migrations';
// The migrations an older version applied: the cut opening applies the rest.
const OLDER = ALL_MIGRATIONS.slice(0, -3);

// Whether the server says the cut upgrade did not commit, so that it is made again (told as a cut).
const CUTS: [name: string, mark: string, when: DropWhen, madeAgain: boolean][] = [
  ['while a migration runs (its answer lost)', RECORD, 'answer', true],
  ['before COMMIT left', COMMIT, 'before-sending', true],
  ["with COMMIT's answer lost", COMMIT, 'answer', false],
];

/** A database at an older schema, and a proxy in front of its server that cuts when armed. */
async function olderJournalBehindProxy(): Promise<{ url: string; proxy: DropProxy }> {
  const url = await testPostgresUrl();
  await (await openJournal(url, { migrations: OLDER })).close();
  return { url, proxy: await startDropProxy(Number(new URL(url).port)) };
}

async function appliedIds(url: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: number }>('SELECT id FROM schema_migrations ORDER BY id');
    return rows.map((row) => row.id);
  } finally {
    await client.end();
  }
}

describe.each([1, 2])('the schema upgrade cut, %i opening(s) at once', (openings) => {
  it.each(CUTS)(
    '%s: every opening opens the upgraded journal, each migration applied once',
    async (_, mark, when, madeAgain) => {
      const { url, proxy } = await olderJournalBehindProxy();
      const upgrades: SchemaUpgrade[] = [];
      let cutsTold = 0;
      const open = () =>
        openJournal(throughProxy(url, proxy), {
          reconnectWithinMs: 10_000,
          onSchemaUpgrade: (upgrade) => upgrades.push(upgrade),
          onOpenWait: (reach) => void (reach.kind === 'lost' && reach.cut === true && (cutsTold += 1)),
        });
      try {
        proxy.arm(mark, when);
        const settled = await Promise.allSettled(Array.from({ length: openings }, open));
        const journals = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
        try {
          expect(proxy.drops()).toBe(1);
          expect(cutsTold > 0).toBe(madeAgain);
          expect(settled.filter((result) => result.status === 'rejected')).toEqual([]);
          expect(await appliedIds(url)).toEqual(ALL_MIGRATIONS.map((migration) => migration.id));
          // Each opening that upgraded said so once, however often it tried; one found it done.
          expect(upgrades.length).toBeGreaterThanOrEqual(1);
          expect(upgrades.length).toBeLessThanOrEqual(openings);
          for (const journal of journals) expect(await addRun(journal)).toBeGreaterThan(0);
        } finally {
          await Promise.all(journals.map((journal) => journal.close()));
        }
      } finally {
        await proxy.close();
      }
    },
    60_000,
  );
});

describe('the schema upgrade cut, opened by a command that does not wait for its server (journal upgrade)', () => {
  it('is made again when the server says it did not commit', async () => {
    const { url, proxy } = await olderJournalBehindProxy();
    try {
      proxy.arm(COMMIT, 'before-sending');
      const journal = await openJournal(throughProxy(url, proxy));
      await journal.close();
      expect(proxy.drops()).toBe(1);
      expect(await appliedIds(url)).toEqual(ALL_MIGRATIONS.map((migration) => migration.id));
    } finally {
      await proxy.close();
    }
  }, 60_000);
});

describe('the schema upgrade cut on every try of the journal wait', () => {
  it('fails saying nothing of the upgrade was recorded, exit 1, and the journal stays at its older schema', async () => {
    const { url, proxy } = await olderJournalBehindProxy();
    try {
      proxy.arm(COMMIT, 'before-sending', 1_000);
      const opened = openJournal(throughProxy(url, proxy), { reconnectWithinMs: 1_500 });
      const error = await opened.then(
        (journal) => journal.close().then(() => undefined),
        (failure: unknown) => failure,
      );
      expect(error).toBeInstanceOf(JournalError);
      expect((error as JournalError).message).toMatch(
        /lost on every try within the journal's wait, and nothing of the schema upgrade was recorded/,
      );
      expect((error as JournalError).exitCode).toBe(1);
      expect(proxy.drops()).toBeGreaterThanOrEqual(1);
      expect(await appliedIds(url)).toEqual(OLDER.map((migration) => migration.id));
    } finally {
      await proxy.close();
    }
  }, 60_000);
});
