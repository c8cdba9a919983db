/**
 * A file staff move by hand out of processing/ while it is uploaded (back into inbox/, into a
 * folder of their own in the drop folder, or out of it): the watcher finds it by its inode and
 * says where it went, rather than calling it deleted; nothing is uploaded twice.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const list = (dir: string) => (existsSync(dir) ? readdirSync(dir).sort() : []);
const CSV = `Vendor,Number,Date,Currency,Total,Net,Tax\n0000100001,MV-1,2026-05-01,EUR,119.00,100.00,19.00\n`;

/** Where staff drag the file, and what the line says and where the file then lies. */
const MOVES: { to: (drop: string) => string; says: RegExp; lies: (drop: string) => string | undefined }[] = [
  {
    to: (drop) => join(drop, 'inbox', 'may.csv'),
    says: /; moved to inbox\/may\.csv while it was handled -> done\/may\.csv; results /,
    lies: (drop) => join(drop, 'done', 'may.csv'),
  },
  {
    to: (drop) => join(drop, 'kept by finance', 'May', 'may copy.csv'),
    says: /; moved to kept by finance\/May\/may copy\.csv while it was handled; left there; results /,
    lies: (drop) => join(drop, 'kept by finance', 'May', 'may copy.csv'),
  },
  {
    to: () => join(mkdtempSync(join(tmpdir(), 'ib-moved-out-')), 'may.csv'),
    says: /; gone: it was deleted or moved out of the drop folder while it was handled; results /,
    lies: () => undefined,
  },
];

describe('a file moved out of processing/ by hand while it is handled', () => {
  it('is found where it went in the drop folder and said so, or said to have left it', async () => {
    for (const move of MOVES) {
      const { dir, drop, inbox } = makeDropFolder('ib-drop-moved');
      const sandbox = await startTestSandbox();
      const journal = await openJournal(join(dir, 'journal.sqlite'));
      try {
        writeFileSync(join(inbox, 'may.csv'), CSV);
        const to = move.to(drop);
        mkdirSync(join(to, '..'), { recursive: true });
        const lines: string[] = [];
        const summary = await watchFolderOnce({
          drop,
          journal,
          target: sandbox.target(),
          mapping: join(dir, 'm.yaml'),
          lines,
          around: async (file, handle) => {
            await handle();
            renameSync(file.path, to);
          },
        });
        expect(lines, to).toEqual([expect.stringMatching(/^may\.csv: 1 invoice: 1 created/)]);
        expect(lines[0], to).toMatch(move.says);
        const lies = move.lies(drop);
        if (lies) expect(existsSync(lies), lies).toBe(true);
        expect(list(join(drop, 'processing'))).toEqual([]);
        expect(list(inbox)).toEqual([]);
        expect(summary.done + summary.failed).toBe(1);
        expect(sandbox.stats().createRequests).toBe(1);
      } finally {
        await journal.close();
      }
    }
  }, 60_000);
});
