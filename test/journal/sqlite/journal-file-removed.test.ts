/**
 * A SQLite journal file removed or replaced while it is open: SQLite would go on writing to the
 * file no one can open again, and lose it all at close. The next transaction refuses instead, and
 * what the connection holds is saved to a copy that can be put back.
 */
import { copyFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { JournalError } from '../../../src/errors.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { addRun } from '../journal-fixture.js';

describe('a SQLite journal whose file goes while it is open', () => {
  it.each([
    ['removed', (file: string) => rmSync(file)],
    [
      'replaced',
      (file: string) => {
        copyFileSync(file, `${file}.copy`);
        renameSync(`${file}.copy`, file);
      },
    ],
  ])('refuses the next transaction when the file was %s, naming the file', async (how, change) => {
    const dir = makeTempDir('journal-gone');
    const file = join(dir, 'journal.sqlite');
    const journal = await openJournal(file);
    try {
      const runId = await journal.transaction((tx) => addRun({ ...journal, ...tx }));
      change(file);
      const failure = await journal
        .transaction((tx) => tx.runs.touchRun(runId, new Date().toISOString()))
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(failure).toBeInstanceOf(JournalError);
      const message = (failure as JournalError).message;
      expect(message).toMatch(
        `${file}: cannot write the journal: the file was ${how} while this process had it open; what it writes now would be lost. Everything it had recorded is saved in `,
      );
      // The copy holds what was recorded before the file went, and opens as this journal did.
      const saved = /saved in (.+?): put that file back as (.+?) before running any command/.exec(message);
      expect(saved?.[2]).toBe(file);
      expect(saved?.[1]).toMatch(new RegExp(`^${dir}/journal\\.sqlite\\.saved-\\d{8}T\\d{6}$`));
      expect(statSync(saved![1]!).mode & 0o777).toBe(0o600);
      const copy = await openJournal(saved![1]!, { existing: true });
      try {
        expect((await copy.runs.listRuns(10)).map((run) => run.id)).toEqual([runId]);
      } finally {
        await copy.close();
      }
      // Saved once: a second transaction names the same copy.
      const again = await journal.transaction(() => Promise.resolve()).catch((error: Error) => error.message);
      expect(again).toContain(`saved in ${saved![1]!}:`);
    } finally {
      await journal.close();
    }
  });
});
