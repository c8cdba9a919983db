/**
 * Two identical copies arriving together (trial-synced s8): a sync client's `twin-dec (1).csv`
 * beside `twin-dec.csv`. One upload goes through and the other is refused as already uploaded;
 * the one that goes through is the original, whose name staff know.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const CSV = 'Vendor,Number,Date,Currency,Total,Net,Tax\n0000100001,TW-1,2026-05-01,EUR,119.00,100.00,19.00\n';

describe('an original and its identical copy dropped together', () => {
  it('takes the original first: it goes to done/, the copy to failed/ as uploaded before', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-twin-copies');
    writeFileSync(join(inbox, 'twin-dec (1).csv'), CSV);
    writeFileSync(join(inbox, 'twin-dec.csv'), CSV);
    const sandbox = await startTestSandbox();
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    const lines: string[] = [];
    try {
      await watchFolderOnce({ drop, journal, target: sandbox.target(), mapping: join(dir, 'm.yaml'), lines });
    } finally {
      await journal.close();
    }
    expect(readdirSync(join(drop, 'done'))).toEqual(['twin-dec.csv']);
    expect(readdirSync(join(drop, 'failed'))).toEqual(['twin-dec (1).csv']);
    expect(lines[1]).toMatch(
      /^twin-dec \(1\)\.csv: not uploaded: the same content was uploaded before as twin-dec\.csv/,
    );
    expect(sandbox.stats().createRequests).toBe(1);
  }, 60_000);
});
