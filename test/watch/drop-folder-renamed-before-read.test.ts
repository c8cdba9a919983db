/**
 * A file renamed after the watcher took it into processing/ and before it was read (by staff, or by
 * a sync client writing its conflict copy): it is the file the finance user dropped, so it is
 * handled once under its new name, or, moved into a folder of their own, refused saying where it
 * went. A copy of it dropped again later is never posted twice, and the user is told why.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import type { WatchSummary } from '../../src/watch/watch-drop-folder.js';
import { watchDropHooked } from '../helpers/watch-drop-hooked.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { readBook } from '../helpers/read-workbook.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';

const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);
const csv = (first: number) =>
  `Vendor,Number,Date,Currency,Total,Net,Tax\n${[0, 1, 2].map((i) => `000010000${i + 1},RB-${first + i},2026-05-01,EUR,119.00,100.00,19.00\n`).join('')}`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const watchOnce = (
  dir: string,
  drop: string,
  journal: Journal,
  sandbox: TestSandbox,
  beforeRead?: (path: string) => void,
): Promise<{ summary: WatchSummary; lines: string[] }> => watchDropHooked({ dir, drop, journal, sandbox, beforeRead });

async function summaryCell(workbook: string, label: string): Promise<string> {
  const book = await readBook(workbook);
  let value = '';
  book.getWorksheet('Summary')!.eachRow((row) => {
    if (row.getCell(1).text === label) value = row.getCell(2).text;
  });
  return value;
}

/** Names a renamed file gets: staff's own, and the conflict copies OneDrive, SharePoint and Dropbox write. */
const NEW_NAMES = [
  'may final.csv',
  'MAY.CSV',
  'may-LAPTOP-7Q2KJ3.csv',
  'may-Jane Doe.csv',
  "may (Jane Doe's conflicted copy 2026-11-30).csv",
  'mai – révisé ✓.csv',
];

describe('a file renamed after it was taken and before it was read', () => {
  it('in processing/: handled once under its new name, its results back in results/; a copy dropped again is refused as uploaded before', async () => {
    const sandbox = await startTestSandbox();
    for (const [n, newName] of NEW_NAMES.entries()) {
      const { dir, drop, inbox } = makeDropFolder('ib-drop-renamed-early');
      const journal = await openJournal(join(dir, 'journal.sqlite'));
      const before = sandbox.stats().createRequests;
      try {
        writeFileSync(join(inbox, 'may.csv'), csv(n * 10));
        const first = await watchOnce(dir, drop, journal, sandbox, (path) => {
          if (path.endsWith('/processing/may.csv')) renameSync(path, join(drop, 'processing', newName));
        });
        expect(first.lines, newName).toEqual([
          expect.stringMatching(
            new RegExp(
              `^may\\.csv: renamed to processing/${escape(newName)} before it was read, handled under that name: 3 invoices: 3 created -> done/${escape(newName)}; results results/`,
            ),
          ),
        ]);
        expect(first.summary).toMatchObject({ done: 1, failed: 0 });
        expect(list(join(drop, 'done'))).toEqual([newName]);
        expect(list(join(drop, 'processing'))).toEqual([]);
        expect(list(join(drop, 'failed'))).toEqual([]);
        expect(list(join(drop, 'results')).filter((name) => name.endsWith('.xlsx'))).toHaveLength(1);
        expect(sandbox.stats().createRequests - before).toBe(3);

        // The user, seeing the renamed file in done/, drops it again under its first name.
        copyFileSync(join(drop, 'done', newName), join(inbox, 'may.csv'));
        const again = await watchOnce(dir, drop, journal, sandbox);
        expect(again.lines).toEqual([
          expect.stringMatching(
            new RegExp(
              `^may\\.csv: not uploaded: the same content was uploaded before as .*${escape(newName)}.*nothing was sent again`,
            ),
          ),
        ]);
        expect(sandbox.stats().createRequests - before).toBe(3);
      } finally {
        await journal.close();
      }
    }
  }, 120_000);

  it('back into inbox/: handled once from there, never taken twice', async () => {
    const sandbox = await startTestSandbox();
    const { dir, drop, inbox } = makeDropFolder('ib-drop-renamed-early');
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    try {
      writeFileSync(join(inbox, 'may.csv'), csv(100));
      const { lines, summary } = await watchOnce(dir, drop, journal, sandbox, (path) => {
        if (path.endsWith('/processing/may.csv')) renameSync(path, join(inbox, 'may copy.csv'));
      });
      expect(lines).toEqual([
        expect.stringMatching(
          /^may\.csv: moved to inbox\/may copy\.csv before it was read, handled under that name: 3 invoices: 3 created -> done\/may copy\.csv; results results\//,
        ),
      ]);
      expect(summary).toMatchObject({ done: 1, failed: 0 });
      expect(list(inbox)).toEqual([]);
      expect(list(join(drop, 'processing'))).toEqual([]);
      expect(sandbox.stats().createRequests).toBe(3);
    } finally {
      await journal.close();
    }
  }, 60_000);

  it("into a folder of staff's own: refused saying where it went, nothing sent; dropped again later it is uploaded once", async () => {
    const sandbox = await startTestSandbox();
    const { dir, drop, inbox } = makeDropFolder('ib-drop-renamed-early');
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    try {
      mkdirSync(join(drop, 'kept by Anna'));
      writeFileSync(join(inbox, 'may.csv'), csv(200));
      const first = await watchOnce(dir, drop, journal, sandbox, (path) => {
        if (path.endsWith('/processing/may.csv')) renameSync(path, join(drop, 'kept by Anna', 'may.csv'));
      });
      expect(first.lines).toEqual([
        expect.stringMatching(
          /^may\.csv: not uploaded: it was moved to kept by Anna\/may\.csv before it was read; nothing was sent: drop it into inbox\/ to upload it; moved to kept by Anna\/may\.csv while it was handled; left there; results results\//,
        ),
      ]);
      expect(sandbox.stats().createRequests).toBe(0);
      expect(list(join(drop, 'kept by Anna'))).toEqual(['may.csv']);
      const [workbook] = list(join(drop, 'results'));
      expect(await summaryCell(join(drop, 'results', workbook!), 'Reason')).toMatch(
        /moved to kept by Anna\/may\.csv before it was read; nothing was sent/,
      );

      renameSync(join(drop, 'kept by Anna', 'may.csv'), join(inbox, 'may.csv'));
      const again = await watchOnce(dir, drop, journal, sandbox);
      expect(again.lines).toEqual([expect.stringMatching(/^may\.csv: 3 invoices: 3 created -> done\/may\.csv/)]);
      expect(sandbox.stats().createRequests).toBe(3);
    } finally {
      await journal.close();
    }
  }, 60_000);

  it('in processing/ the moment before the read: refused saying so, nothing sent; taken again under its new name once', async () => {
    const sandbox = await startTestSandbox();
    const { dir, drop, inbox } = makeDropFolder('ib-drop-renamed-early');
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    try {
      writeFileSync(join(inbox, 'may.csv'), csv(400));
      const lines: string[] = [];
      const watch = { drop, journal, target: sandbox.target(), mapping: join(dir, 'm.yaml'), lines };
      await watchFolderOnce({
        ...watch,
        around: async (file, handle) => {
          if (file.name === 'may.csv') renameSync(file.path, join(drop, 'processing', 'may-Jane Doe.csv'));
          await handle();
        },
      });
      expect(lines).toEqual([
        expect.stringMatching(
          /^may\.csv: not uploaded: it was renamed to processing\/may-Jane Doe\.csv before it was read; nothing was sent under its first name: it is taken again under its new name; renamed to processing\/may-Jane Doe\.csv while it was handled; left there; results results\//,
        ),
      ]);
      expect(sandbox.stats().createRequests).toBe(0);
      lines.length = 0;
      await watchFolderOnce(watch);
      expect(lines).toEqual([
        expect.stringMatching(/^may-Jane Doe\.csv.*: 3 invoices: 3 created -> done\/may-Jane Doe\.csv/),
      ]);
      await watchFolderOnce(watch);
      expect(sandbox.stats().createRequests).toBe(3);
      expect(list(join(drop, 'processing'))).toEqual([]);
    } finally {
      await journal.close();
    }
  }, 60_000);

  it('a conflict copy a sync client writes beside a file being uploaded is refused as uploaded before', async () => {
    const sandbox = await startTestSandbox();
    const { dir, drop, inbox } = makeDropFolder('ib-drop-renamed-early');
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    try {
      writeFileSync(join(inbox, 'may.csv'), csv(300));
      await watchOnce(dir, drop, journal, sandbox, (path) => {
        // A new file of the same bytes, as sync clients write their conflict copies.
        if (path.endsWith('/processing/may.csv')) copyFileSync(path, join(inbox, 'may-LAPTOP-7Q2KJ3.csv'));
      });
      const again = await watchOnce(dir, drop, journal, sandbox);
      expect(again.lines).toEqual([
        expect.stringMatching(
          /^may-LAPTOP-7Q2KJ3\.csv: not uploaded: the same content was uploaded before as .*may\.csv.*nothing was sent again -> failed\/may-LAPTOP-7Q2KJ3\.csv/,
        ),
      ]);
      expect(sandbox.stats().createRequests).toBe(3);
    } finally {
      await journal.close();
    }
  }, 60_000);
});
