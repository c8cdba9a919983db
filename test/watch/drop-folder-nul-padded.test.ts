/**
 * A remote writer that sets a CSV's full size first (NUL bytes) and fills it in later, setting its
 * mtime back after each part (trial-drop finding 6): the watcher waits while the file ends in NUL
 * bytes and changed recently, and a file taken so anyway is refused with the hint a workbook taken
 * part-copied gets, never read as data.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDropFolder, watchLayoutOnce } from '../helpers/drop-folder.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';

const CSV =
  'Vendor,Number,Date,Currency,Total,Net,Tax\n0000100001,NP-1,2026-12-01,EUR,5,5,0\n0000100001,NP-2,2026-12-01,EUR,7,7,0\n';
/** The first part written, the rest of the size set aside as NUL bytes. */
const HALF = Buffer.concat([Buffer.from(CSV.slice(0, 60)), Buffer.alloc(CSV.length - 60)]);

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

/** One `--once` pass, its clock `ahead` ms ahead of the file system's. */
function watchOnce(dir: string, drop: string, lines: string[], ahead: number) {
  const now = () => new Date(Date.now() + ahead);
  return watchLayoutOnce({ dir, drop }, { target: sandbox.target(), lines, settleMs: 100, now });
}

describe('a CSV filled in after its size was set (NUL-padded)', () => {
  it('is waited for while it ends in NUL bytes and changed recently', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-nul-wait');
    writeFileSync(join(inbox, 'Prealloc.csv'), HALF);
    const lines: string[] = [];
    const summary = await watchOnce(dir, drop, lines, 0);
    expect(summary.files).toEqual([]);
    expect(readdirSync(inbox)).toEqual(['Prealloc.csv']);
    expect(lines).toContain(
      'Prealloc.csv: still being written (it ends in NUL bytes so far: space its writer set aside and has not filled yet); left in inbox/ for the next run',
    );
  });

  it('taken once quiet, is refused with the hint to drop the whole file again, nothing posted', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-nul-taken');
    writeFileSync(join(inbox, 'Prealloc.csv'), HALF);
    const lines: string[] = [];
    const summary = await watchOnce(dir, drop, lines, 3_600_000);
    expect(summary.files.map((f) => f.destination)).toEqual(['failed']);
    expect(summary.files[0]!.summary).toMatch(
      /binary data, not text.*; it may have been taken while it was still being copied .*drop the whole file again once it is copied/,
    );
    expect(sandbox.instances().filter((i) => i.invoiceNumber.startsWith('NP-'))).toEqual([]);
  });
});
