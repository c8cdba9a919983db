/**
 * A workbook copied into the drop folder in two parts, the writer pausing past the settle time
 * (trial-synced s6): each part is refused with nothing sent, in words that say what most likely
 * happened and what to do, as a CSV cut off does, and never that a workbook is "not text".
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const WORKBOOK = readFileSync(join(import.meta.dirname, '../../samples/canonical.xlsx'));
const HINT =
  /; it may have been taken while it was still being copied \(a copy that pauses longer than the settle time, watch\.settleMs, is taken in parts\): drop the whole file again once it is copied$/;

describe('a workbook copied in two parts', () => {
  it('refuses each part with nothing sent, saying it may be a part of a copy', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-xlsx-halves');
    const half = Math.floor(WORKBOOK.length / 2);
    const sandbox = await startTestSandbox();
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    const lines: string[] = [];
    try {
      const once = () =>
        watchFolderOnce({ drop, journal, target: sandbox.target(), mapping: join(dir, 'm.yaml'), lines });
      writeFileSync(join(inbox, 'reg.xlsx'), WORKBOOK.subarray(0, half));
      await once();
      writeFileSync(join(inbox, 'reg.xlsx'), WORKBOOK.subarray(half));
      await once();
    } finally {
      await journal.close();
    }
    expect(lines).toHaveLength(2);
    const [first, second] = lines.map((line) => line.replace(/ -> failed\/.*$/, ''));
    expect(first).toMatch(/^reg\.xlsx: not uploaded: .*zip archive is truncated/);
    expect(first).toMatch(HINT);
    expect(second).toMatch(
      /^reg\.xlsx: not uploaded: .*not an XLSX workbook: the file is binary data that does not begin as a workbook does/,
    );
    expect(second).not.toMatch(/not text/);
    expect(second).toMatch(HINT);
    expect(readdirSync(join(drop, 'failed'))).toHaveLength(2);
    expect(sandbox.stats().createRequests).toBe(0);
  }, 60_000);
});
