/**
 * A SQLite journal file removed or replaced while it is open: SQLite would go on writing to the
 * file no one can open again, and lose it all at close. The next transaction refuses instead.
 */
import { copyFileSync, renameSync, rmSync } from 'node:fs';
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
    const file = join(makeTempDir('journal-gone'), 'journal.sqlite');
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
      expect((failure as JournalError).message).toBe(
        `${file}: cannot write the journal: the file was ${how} while this process had it open; what it writes now would be lost`,
      );
    } finally {
      await journal.close();
    }
  });
});
