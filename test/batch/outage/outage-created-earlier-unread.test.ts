/**
 * The read of invoices created earlier, which the outage results copy names an invalid row by,
 * never costs the run its copy: should it fail (as a full disk does), the run still begins sending
 * and a journal lost later still leaves a results workbook of every invoice. The sandbox on
 * loopback, a real SQLite journal and the test PostgreSQL server.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { JournalError } from '../../../src/errors.js';
import type { Journal, JournalStatements } from '../../../src/journal/journal.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { resultsByInvoice } from '../../helpers/read-workbook.js';
import { startTestSandbox, type TestSandbox } from '../../helpers/start-sandbox.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { invalidDateMapped, validBatch } from '../mapped-invoices.js';
import { JOURNAL_BACKENDS, uploadMappedFile } from '../upload-mapped-file.js';

let open: { journal: Journal; sandbox: TestSandbox } | undefined;
afterEach(async () => {
  await open?.sandbox.close();
  await open?.journal.close().catch(() => undefined);
  open = undefined;
});

const diskFull = () => Object.assign(new Error('database or disk is full'), { code: 'SQLITE_FULL' });

/** Every read of invoices created earlier fails, and the second claim of rows, as a full disk does. */
function failEarlierReadAndSecondClaim(journal: Journal): void {
  let claims = 0;
  const transaction = journal.transaction.bind(journal);
  journal.transaction = (fn, options) =>
    transaction((tx) => {
      const claimRows: JournalStatements['send']['claimRows'] = async (...args) => {
        claims += 1;
        if (claims === 2) throw diskFull();
        return tx.send.claimRows(...args);
      };
      const listCreatedEarlierRows: JournalStatements['lists']['listCreatedEarlierRows'] = () =>
        Promise.reject(diskFull());
      return fn({ ...tx, send: { ...tx.send, claimRows }, lists: { ...tx.lists, listCreatedEarlierRows } });
    }, options);
  // The run's status is also set outside a transaction.
  journal.lists.listCreatedEarlierRows = () => Promise.reject(diskFull());
}

describe.each(JOURNAL_BACKENDS)(
  'the outage results copy when the earlier-created read fails ($name)',
  ({ location }) => {
    it('is still written, the run sent, each invoice once on it', async () => {
      const dir = makeTempDir('ib-outage-earlier-unread');
      const journal = await openJournal(await location(dir));
      const sandbox = await startTestSandbox({ latencyMs: 50 });
      open = { journal, sandbox };
      await uploadMappedFile(journal, sandbox, dir, 'month-end.csv', validBatch(3, { prefix: 'OU' }));
      const invoices = validBatch(12, { prefix: 'OU' }).map((one, i) =>
        i === 2 ? invalidDateMapped(3, { prefix: 'OU' }) : one,
      );
      failEarlierReadAndSecondClaim(journal);
      const failure = await uploadMappedFile(journal, sandbox, dir, 'month-end-fixed.csv', invoices, {
        partial: true,
        concurrency: 1,
      }).then(
        () => undefined,
        (error: unknown) => error,
      );
      // Lost at the second claim, after sending began: not at the read, which nothing sent depends on.
      expect(failure).toBeInstanceOf(JournalError);
      expect(sandbox.instances().length).toBeGreaterThan(3);
      const outDir = join(dir, 'out');
      const workbook = readdirSync(outDir).find((name) => name.startsWith('month-end-fixed') && name.endsWith('.xlsx'));
      expect(workbook, readdirSync(outDir).join(', ')).toBeDefined();
      const rows = await resultsByInvoice(join(outDir, workbook!));
      expect([...rows.keys()].sort()).toEqual(invoices.map((_, i) => `OU-${String(i + 1).padStart(5, '0')}`).sort());
      expect(rows.get('OU-00003')).toMatchObject({ Outcome: 'invalid' });
      // Not asked, so not named as created by an earlier run: only what the journal said is written.
      expect(String(rows.get('OU-00003')?.['Message'])).not.toContain('created by run');
    }, 60_000);
  },
);
