/**
 * An upload whose second file cannot be read discards the run staged of the first, on a PostgreSQL
 * journal whose connection is lost in the transaction that discards it: known committed (the answer
 * to COMMIT lost), it is not run again; known not committed (cut before COMMIT, or the answer to the
 * delete of its invoices lost), it is run again on a new connection. The upload stops with the
 * file's own error, nothing posted, and no run is left staged behind it.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { uploadFiles } from '../../src/batch/upload-files.js';
import type { MappedInvoice } from '../../src/mapping/mapped-invoice.js';
import { journalStateCounts } from '../helpers/journal-cut-upload.js';
import { cutPoints, withProxiedJournal } from '../helpers/proxied-postgres-journal.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { validBatch, yieldAll } from './mapped-invoices.js';

// The discard's delete of a run's invoices, as the driver sends it on a connection that has not prepared it yet.
const DISCARD = 'DELETE FROM invoices WHERE run_id = $1';

async function* unreadable(): AsyncIterable<MappedInvoice> {
  yield* yieldAll(validBatch(2, { prefix: 'TWO' }));
  throw new Error('second.xlsx: the file is damaged at row 4');
}

describe('an upload whose staged runs are discarded on a PostgreSQL journal whose connection is cut', () => {
  it.each(cutPoints(DISCARD))(
    'discards each run once and stops with the file error (cut at %j: %s)',
    (mark, when, after) =>
      withProxiedJournal(async (journal, url, proxy) => {
        const sandbox = await startTestSandbox();
        const dir = makeTempDir('discard-cut');
        const [first, second] = ['first.csv', 'second.xlsx'].map((name) => join(dir, name));
        for (const path of [first!, second!]) writeFileSync(path, 'x');
        proxy.arm(mark, when, 1, after);

        const failed = await uploadFiles(journal, {
          target: sandbox.target(),
          sources: [
            { path: first!, read: () => yieldAll(validBatch(3, { prefix: 'ONE' })) },
            { path: second!, read: unreadable },
          ],
          mapping: 'test-mapping.yaml',
          duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
          outDir: join(dir, 'out'),
        }).catch((error: unknown) => error);

        expect(proxy.drops()).toBe(1);
        expect(failed).toBeInstanceOf(Error);
        expect((failed as Error).message).toBe('second.xlsx: the file is damaged at row 4');
        expect(sandbox.stats().createRequests).toBe(0);
        const runs = await journal.runs.listRuns(9);
        expect(runs.map((run) => run.status)).toEqual(['discarded', 'discarded']);
        expect(await journalStateCounts(url)).toEqual({});
      }),
  );
});
