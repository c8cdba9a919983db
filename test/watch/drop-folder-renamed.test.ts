/**
 * A file staff rename in processing/ while it is uploaded: the watcher says it was renamed, moves
 * it to done/ under its new name, and never takes it again to refuse it into failed/.
 */
import { existsSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);
const csv = (first: number) =>
  `Vendor,Number,Date,Currency,Total,Net,Tax\n${[0, 1, 2].map((i) => `000010000${i + 1},RN-${first + i},2026-05-01,EUR,119.00,100.00,19.00\n`).join('')}`;

/** New names staff give: spaces, another extension case, no extension. */
const NEW_NAMES = ['renamed by staff.csv', 'MAY.CSV', 'may-final'];

describe('a file renamed in processing/ while it is handled', () => {
  it('is said to be renamed and goes to done/ under its new name, with nothing refused afterwards', async () => {
    for (const [n, newName] of NEW_NAMES.entries()) {
      const { dir, drop, inbox } = makeDropFolder('ib-drop-renamed');
      const sandbox = await startTestSandbox();
      const journal = await openJournal(join(dir, 'journal.sqlite'));
      try {
        writeFileSync(join(inbox, 'may.csv'), csv(n * 10));
        const lines: string[] = [];
        const summary = await watchFolderOnce({
          drop,
          journal,
          target: sandbox.target(),
          mapping: join(dir, 'm.yaml'),
          lines,
          around: async (file, handle) => {
            await handle();
            renameSync(file.path, join(dirname(file.path), newName));
          },
        });
        expect(lines, newName).toEqual([
          expect.stringMatching(
            new RegExp(
              `^may\\.csv: 3 invoices: 3 created; renamed to processing/${newName.replace('.', '\\.')} while it was handled -> done/`,
            ),
          ),
        ]);
        expect(summary).toMatchObject({ done: 1, failed: 0 });
        expect(list(join(drop, 'done'))).toEqual([newName]);
        expect(list(join(drop, 'processing'))).toEqual([]);
        expect(list(join(drop, 'failed'))).toEqual([]);
        expect(sandbox.stats().createRequests).toBe(3);
      } finally {
        await journal.close();
      }
    }
  }, 60_000);
});
