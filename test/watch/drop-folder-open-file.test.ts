/**
 * A workbook staff still have open (Excel with AutoSave on a synced inbox, LibreOffice Calc) is
 * saved, and settles, several times while they type: the watcher must take it only once it is
 * closed, so the finance system gets the amounts of the last save, never a draft's.
 */
import { readFileSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STALE_LOCK_MS } from '../../src/watch/find-open-files.js';
import { OPEN_NOTE_MS } from '../../src/watch/track-open-files.js';
import { makeDropFolder, watchLayoutOnce } from '../helpers/drop-folder.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax\n';
const row = (number: string, total: string) => `0000100001,${number},2026-12-01,EUR,${total},${total},0\n`;
// The lock file Excel writes: the user's display name, padded (its content is never read).
const LOCK = Buffer.concat([Buffer.from([5]), Buffer.from('Maria'), Buffer.alloc(156)]);

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

function watchOnce(dir: string, drop: string, lines: string[], at?: number) {
  const now = at === undefined ? undefined : () => new Date(at);
  return watchLayoutOnce({ dir, drop }, { target: sandbox.target(), lines, ...(now ? { now } : {}) });
}

const amounts = () => new Map(sandbox.instances().map((i) => [i.invoiceNumber, Number(i.amount)] as const));
const setTimes = (path: string, at: number) => utimesSync(path, at / 1000, at / 1000);

describe('a file open in Excel or LibreOffice', () => {
  it('is not taken at a save while its lock file is there; once it is closed the last save is posted', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-open-file');
    const name = 'Dec register (typing).csv';
    const lock = join(inbox, '~$c register (typing).csv');
    writeFileSync(lock, LOCK);
    // The first save holds a typo (10000 for 1000).
    writeFileSync(join(inbox, name), HEADER + row('OF-1', '5') + row('OF-2', '10000'));
    const lines: string[] = [];
    const first = await watchOnce(dir, drop, lines);
    expect(first.files).toEqual([]);
    expect(amounts().has('OF-2')).toBe(false);
    expect(readdirSync(inbox)).toContain(name);
    expect(lines).toContain(
      `${name}: open in Excel (lock file ~$c register (typing).csv); left in inbox/ for the next run`,
    );

    // Corrected and closed: the lock file goes.
    writeFileSync(join(inbox, name), HEADER + row('OF-1', '5') + row('OF-2', '1000') + row('OF-3', '7'));
    rmSync(lock);
    const second = await watchOnce(dir, drop, lines);
    expect(second.files.map((f) => [f.name, f.destination])).toEqual([[name, 'done']]);
    expect(amounts().get('OF-2')).toBe(1000);
    expect(amounts().get('OF-3')).toBe(7);
  });

  it("waits for LibreOffice's lock file too", async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-open-libre');
    writeFileSync(join(inbox, 'Libre.csv'), HEADER + row('OL-1', '5'));
    writeFileSync(join(inbox, '.~lock.Libre.csv#'), ',maria,host,01.12.2026 10:00,file:///home/maria;');
    const lines: string[] = [];
    const summary = await watchOnce(dir, drop, lines);
    expect(summary.files).toEqual([]);
    expect(lines).toContain(
      'Libre.csv: open in LibreOffice (lock file .~lock.Libre.csv#); left in inbox/ for the next run',
    );
  });

  it('is noted for the team as not taken once open longer than the limit', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-open-long');
    writeFileSync(join(inbox, 'Long.csv'), HEADER + row('OL-2', '5'));
    const lock = join(inbox, '~$Long.csv');
    writeFileSync(lock, LOCK);
    setTimes(lock, Date.now() - OPEN_NOTE_MS - 60_000);
    const summary = await watchOnce(dir, drop, []);
    expect(summary.files).toEqual([]);
    expect(summary.notTaken).toEqual([
      {
        name: 'Long.csv',
        folder: 'inbox',
        why: 'open in Excel (lock file ~$Long.csv) for over 30 minutes; taken once it is closed (if Excel is no longer running, delete the lock file)',
      },
    ]);
  });

  it('is taken despite a stale lock file: neither it nor the file changed for the stale limit', async () => {
    const { dir, drop, inbox } = makeDropFolder('ib-drop-open-stale');
    const file = join(inbox, 'Crashed.csv');
    writeFileSync(file, HEADER + row('OS-1', '5'));
    const lock = join(inbox, '~$Crashed.csv');
    writeFileSync(lock, LOCK);
    const lines: string[] = [];
    // ctime cannot be set back: the stale rule is applied to the times as the watcher sees them.
    const summary = await watchOnce(dir, drop, lines, Date.now() + STALE_LOCK_MS + 60_000);
    expect(summary.files.map((f) => f.destination)).toEqual(['done']);
    expect(lines[0]).toBe(
      'Crashed.csv: its lock file ~$Crashed.csv and the file have not changed for 12 hours: taken as closed (Excel ended without removing the lock file)',
    );
    expect(readFileSync(join(drop, 'done', 'Crashed.csv'), 'utf8')).toContain('OS-1');
  });
});
