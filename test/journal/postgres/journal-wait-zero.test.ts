/**
 * `INVOICE_BATCH_JOURNAL_WAIT_MS=0` does not wait for a PostgreSQL server that is away; a server
 * that answers is still used.
 */
import { describe, expect, it } from 'vitest';
import { runCliInProcess } from '../../helpers/run-cli-in-process.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { withProxiedJournal } from '../../helpers/proxied-postgres-journal.js';
import { addInDoubtInvoice } from '../../helpers/add-in-doubt-invoice.js';

describe('a journal wait of 0 on a PostgreSQL server that answers', () => {
  it('resolve records the answer (exit 0)', () =>
    withProxiedJournal(async (journal, url) => {
      const rowId = await addInDoubtInvoice(journal);

      const resolved = await runCliInProcess(['resolve', 'ID-N1', '--not-created', '--journal', url], {
        cwd: makeTempDir('wait-zero'),
        env: { INVOICE_BATCH_JOURNAL_WAIT_MS: '0' },
      });

      expect(resolved.stderr).not.toMatch(/did not answer/);
      expect(resolved.code).toBe(0);
      expect((await journal.lists.listInvoices({ limit: 9 }))[0]).toMatchObject({ id: rowId, state: 'failed' });
    }));
});
