/**
 * Migration 118 on both databases: a journal made before it gets an identity when brought to it,
 * every journal a different one, and the identity stays the same through every later open.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_MIGRATIONS } from '../../../src/journal/migrations/all-migrations.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { addRun, BACKENDS } from '../journal-fixture.js';

const BEFORE = ALL_MIGRATIONS.filter((migration) => migration.id < 118);

const newLocation = async (backend: string) =>
  backend === 'postgres' ? await testPostgresUrl() : join(makeTempDir('identity-journal'), 'journal.sqlite');

async function idOf(location: string): Promise<string> {
  const journal = await openJournal(location);
  try {
    return await journal.runs.journalId();
  } finally {
    await journal.close();
  }
}

describe.each(BACKENDS)('migration 118 on %s', (backend) => {
  it('gives a journal made before it an identity, kept through every later open, and each journal its own', async () => {
    const old = await newLocation(backend);
    const before = await openJournal(old, { migrations: BEFORE });
    try {
      await addRun(before);
    } finally {
      await before.close();
    }
    const fresh = await Promise.all([1, 2, 3].map(() => newLocation(backend)));
    const ids = [await idOf(old), ...(await Promise.all(fresh.map(idOf)))];
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(await idOf(old)).toBe(ids[0]);
    expect(await idOf(fresh[0]!)).toBe(ids[1]);
  }, 120_000);
});
