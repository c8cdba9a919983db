/**
 * A file moved or deleted while it was uploaded: its results workbook says where it went, or that
 * it is gone, for finance staff who only see the folder and would look for it in done/ or failed/.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { makeDropFolder } from '../helpers/drop-folder.js';
import { readBook } from '../helpers/read-workbook.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { watchDropHooked } from '../helpers/watch-drop-hooked.js';

const csv = (first: number) =>
  `Vendor,Number,Date,Currency,Total,Net,Tax\n${[0, 1].map((i) => `000010000${i + 1},LW-${first + i},2026-05-01,EUR,119.00,100.00,19.00\n`).join('')}`;

/** The Summary sheet's label/value rows. */
async function summaryOf(workbook: string): Promise<Map<string, string>> {
  const book = await readBook(workbook);
  const rows = new Map<string, string>();
  book.getWorksheet('Summary')!.eachRow((row) => rows.set(row.getCell(1).text, row.getCell(2).text));
  return rows;
}

/** What staff do to a file while it is uploaded, and what its results must then say of it. */
const CASES: { what: string; change: (path: string, drop: string, dir: string) => void; said: RegExp | undefined }[] = [
  { what: 'left alone', change: () => {}, said: undefined },
  {
    what: 'deleted',
    change: (path) => rmSync(path),
    said: /^gone: it was deleted or moved out of the drop folder while it was handled$/,
  },
  {
    what: 'moved out of the drop folder',
    change: (path, _drop, dir) => renameSync(path, join(dir, 'elsewhere.csv')),
    said: /^gone: it was deleted or moved out of the drop folder while it was handled$/,
  },
  {
    what: 'moved into a folder of staff’s own',
    change: (path, drop) => renameSync(path, join(drop, 'checked by Anna', 'may.csv')),
    said: /^moved to checked by Anna\/may\.csv while it was handled; left there$/,
  },
  {
    what: 'renamed by a sync client',
    change: (path, drop) => renameSync(path, join(drop, 'processing', 'may-LAPTOP-7Q2KJ3.csv')),
    said: /^renamed to processing\/may-LAPTOP-7Q2KJ3\.csv while it was handled; it goes on to done\/ or failed\/ under that name$/,
  },
  {
    what: 'dragged back into inbox/',
    change: (path, drop) => renameSync(path, join(drop, 'inbox', 'may.csv')),
    said: /^moved to inbox\/may\.csv while it was handled; it goes on to done\/ or failed\/ under that name, not taken again$/,
  },
];

describe('the results workbook of a file moved or deleted while it was uploaded', () => {
  it('says where the file went, or that it is gone; nothing is posted twice', async () => {
    const sandbox = await startTestSandbox();
    for (const [n, { what, change, said }] of CASES.entries()) {
      const { dir, drop, inbox } = makeDropFolder('ib-drop-left');
      mkdirSync(join(drop, 'checked by Anna'));
      const journal = await openJournal(join(dir, 'journal.sqlite'));
      const before = sandbox.stats().createRequests;
      try {
        writeFileSync(join(inbox, 'may.csv'), csv(n * 10));
        const { lines } = await watchDropHooked({
          dir,
          drop,
          journal,
          sandbox,
          whileUploaded: (path) => change(path, drop, dir),
        });
        expect(lines, what).toHaveLength(1);
        const workbook = /; results (results\/\S+\.xlsx)/.exec(lines[0]!)?.[1];
        expect(workbook, lines[0]).toBeDefined();
        const summary = await summaryOf(join(drop, workbook!));
        expect(summary.get('Source file now'), what).toEqual(said ? expect.stringMatching(said) : undefined);
        expect(sandbox.stats().createRequests - before, what).toBe(2);
      } finally {
        await journal.close();
      }
    }
  }, 120_000);
});
