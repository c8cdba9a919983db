/**
 * Names a journal in the register of journals (journal/register/journal-register.ts), with what is
 * seen of it now. The file is written whole under a temporary name, flushed and renamed over the old
 * one, as every output file is: a crash or a full disk leaves the register as it was, never cut
 * short. It is read and written under the register's lock: another upload naming its journal at the
 * same moment is not lost.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  problemOf,
  readJournalRegister,
  registerText,
  withJournal,
  withSeen,
  type SeenJournal,
} from '../journal/register/journal-register.js';
import { withRegisterLock } from '../journal/register/lock-journal-register.js';
import { PRIVATE_FILE_MODE, writeOutputFile } from '../report/write-output-file.js';

/** What the register is to see of the journal now; `replace` when it is taken knowingly (--new-journal). */
export interface SeenNow extends SeenJournal {
  replace?: boolean | undefined;
}

/** Adds `journal` under `target`; returns the problem when the register could not be read or written. */
export async function recordInJournalRegister(
  file: string,
  target: string,
  journal: string,
  now?: SeenNow,
): Promise<string | undefined> {
  try {
    // The register says where the user's journals are: the folder is the user's alone.
    mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
    return await withRegisterLock(file, async () => {
      const read = readJournalRegister(file);
      if (read.problem !== undefined) return `${file}: ${read.problem}`;
      const register = withJournal(read.register, target, journal);
      const seen =
        now === undefined
          ? undefined
          : withSeen(read.seen, target, journal, { id: now.id, highestRun: now.highestRun }, now.replace);
      if (register === undefined && seen === undefined) return undefined;
      const text = registerText(register ?? read.register, seen ?? read.seen);
      await writeOutputFile({ file }, async (stream) => void stream.end(text), PRIVATE_FILE_MODE);
      return undefined;
    });
  } catch (error) {
    return problemOf(error);
  }
}
