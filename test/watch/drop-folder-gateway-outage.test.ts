/**
 * A cron'd `watch --once` during a gateway outage the journal already knows of: the dropped file
 * sends no create, stays in processing/ with every invoice not sent, and is posted once the
 * finance API answers again.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { uploadFiles } from '../../src/batch/upload-files.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { validBatch, yieldAll } from '../batch/mapped-invoices.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const CSV = [
  'Vendor,Number,Date,Currency,Total,Net,Tax',
  '0000100001,OUT-1,2026-05-01,EUR,119.00,100.00,19.00',
  '0000100002,OUT-2,2026-05-01,EUR,59.50,50.00,9.50',
].join('\n');

let journal: Journal | undefined;
afterEach(() => journal?.close());

describe('watch --once during a gateway outage', () => {
  it('leaves the file in processing/ with nothing sent, then posts it once the API answers again', async () => {
    const { dir, drop } = makeDropFolder('ib-drop-outage');
    journal = await openJournal(join(dir, 'journal.sqlite'));
    const failing = await startTestSandbox({ failRate: 1, seed: 3 });
    const identity = failing.target().identity;
    // An earlier upload met the outage: its creates failed at the gateway.
    const earlier = validBatch(4, { prefix: 'EARLY' });
    writeFileSync(join(dir, 'early.csv'), 'early');
    await uploadFiles(journal, {
      target: failing.target(),
      sources: [{ path: join(dir, 'early.csv'), read: () => yieldAll(earlier) }],
      mapping: 'test-mapping.yaml',
      duplicates: { messagePattern: 'duplicate', instancePattern: undefined },
      outDir: join(dir, 'out'),
      maxPauseMs: 300,
    });
    const sentBefore = failing.stats().createRequests;

    writeFileSync(join(drop, 'inbox', 'may.csv'), CSV);
    const mapping = join(dir, 'm.yaml');
    const lines: string[] = [];
    await watchFolderOnce({ drop, journal, target: failing.target(), mapping, lines });
    expect(failing.stats().createRequests).toBe(sentBefore);
    expect(lines[0]).toMatch(
      /^may\.csv: stopped \(the finance API still fails at the gateway \(3 status requests in a row before the first create, the last: HTTP 50[24]; run 1 on \S+ ended on gateway failures, last: .*\)\): 2 invoices: 2 not sent; left in processing\/ to be taken again/,
    );
    expect(existsSync(join(drop, 'processing', 'may.csv'))).toBe(true);

    const recovered = await startTestSandbox();
    const after: string[] = [];
    expect(
      await watchFolderOnce({ drop, journal, target: recovered.target({ identity }), mapping, lines: after }),
    ).toMatchObject({ done: 1, failed: 0 });
    expect(recovered.stats()).toMatchObject({ createRequests: 2, created: 2, duplicateAttempts: 0 });
    expect(after.join('\n')).toMatch(/may\.csv.*2 invoices: 2 created -> done\/may\.csv/);
  });
});
