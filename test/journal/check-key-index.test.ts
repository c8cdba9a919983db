import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { checkKeyIndex, refuseDisagreeingKeyIndex } from '../../src/journal/check-key-index.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { JournalError } from '../../src/errors.js';
import { corruptKeyIndex, withKeyIndexLeftOut, type KeyIndexDamage } from '../helpers/corrupt-key-index.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { addInvoice, addRun, BACKENDS, tempJournal } from './journal-fixture.js';

let journal: Journal | undefined;
afterEach(async () => {
  await journal?.close();
  journal = undefined;
});

async function addInvoices(target: Journal, count: number, prefix: string): Promise<void> {
  const run = await addRun(target);
  for (let n = 1; n <= count; n += 1) await addInvoice(target, run, `${prefix}-${n}`);
}

describe.each(BACKENDS)('the key index check (%s journal)', (backend) => {
  it('passes a healthy journal, empty or with invoices, including rows without a key', async () => {
    journal = await tempJournal(backend);
    expect(await checkKeyIndex(journal)).toMatchObject({ ok: true, sampled: 0, missing: [] });
    await addInvoices(journal, 80, 'OK');
    await addInvoice(journal, await addRun(journal), 'X', { payeeId: undefined, invoiceNumber: undefined });
    const check = await checkKeyIndex(journal);
    expect(check).toMatchObject({ ok: true, missing: [] });
    expect(check.sampled).toBeGreaterThanOrEqual(32);
    await expect(refuseDisagreeingKeyIndex(journal)).resolves.toBeUndefined();
  });
});

describe('a SQLite journal whose key index was damaged', () => {
  it.each<KeyIndexDamage>(['stale', 'empty'])(
    'is refused (%s index), saying what was found and what to do',
    async (damage) => {
      const file = join(makeTempDir('key-index'), 'journal.sqlite');
      journal = await openJournal(file);
      await addInvoices(journal, 50, 'DMG');
      await journal.close();
      corruptKeyIndex(file, damage);
      if (damage === 'stale') {
        const db = new Database(file, { readonly: true });
        expect(db.pragma('quick_check', { simple: true })).toBe('ok');
        db.close();
      }
      journal = await openJournal(file);
      const check = await checkKeyIndex(journal);
      expect(check.ok).toBe(false);
      expect(check.missing).toHaveLength(check.sampled);
      expect(check.counts).toEqual({ keyIndex: damage === 'empty' ? 0 : 50, otherIndex: 50 });
      await journal.close();

      const refused = await openJournal(file, { checkKeyIndex: true }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(JournalError);
      expect((refused as JournalError).exitCode).toBe(1);
      expect((refused as JournalError).message).toMatch(
        new RegExp(
          `^${file}: the journal's index of invoices by key disagrees with its table: ${
            damage === 'empty' ? 'it has 0 entries for 50 invoice rows, and ' : ''
          }it does not find \\d+ of \\d+ rows looked up \\(ids [\\d, .]+\\)\\. Uploading now could post invoices that were already created, so nothing was sent; stop every invoice-batch process using it, back it up, rebuild the index \\(sqlite3 .* "REINDEX invoices_by_key"\\) or restore the last good backup, then run "invoice-batch journal check"$`,
        ),
      );
      journal = undefined;
    },
  );
});

describe('a PostgreSQL journal whose key index missed writes', () => {
  it('is refused, and passes again once the index is rebuilt', async () => {
    const url = await testPostgresUrl();
    journal = await openJournal(url);
    await addInvoices(journal, 10, 'BEFORE');
    await withKeyIndexLeftOut(url, () => addInvoices(journal!, 40, 'MISSED'));
    const check = await checkKeyIndex(journal);
    expect(check.ok).toBe(false);
    expect(check.missing.length).toBeGreaterThanOrEqual(32);
    await expect(refuseDisagreeingKeyIndex(journal)).rejects.toThrow(/REINDEX INDEX invoices_by_key; in psql/);
    await journal.close();
    journal = undefined;

    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('REINDEX INDEX invoices_by_key');
    await client.end();
    journal = await openJournal(url, { checkKeyIndex: true });
    expect((await checkKeyIndex(journal)).ok).toBe(true);
  });
});
