/**
 * Names a journal in the register of journals (journal/register/journal-register.ts), with what is
 * seen of it now. The file is written whole under a temporary name, flushed and renamed over the old
 * one, as every output file is: a crash or a full disk leaves the register as it was, never cut
 * short. What is seen of the journal goes to the file of identities beside it, which versions before
 * identities never write. It is read and written under the register's lock: another upload naming its journal at the
 * same moment is not lost.
 */
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  problemOf,
  readJournalRegister,
  registerText,
  seenFileOf,
  seenText,
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
          : withSeen(
              read.seen,
              target,
              journal,
              { id: now.id, highestRun: now.highestRun, firstRun: now.firstRun },
              now.replace,
            );
      // A register still holding `seen` has it moved to the file of identities when a journal is next named.
      if (register === undefined && seen === undefined && !read.legacySeen) return undefined;
      // Identities first: a stop between the two leaves the register's `seen` under the newer file's.
      if (seen !== undefined || read.legacySeen) await writeText(seenFileOf(file), seenText(seen ?? read.seen));
      await writeText(file, registerText(register ?? read.register));
      return undefined;
    });
  } catch (error) {
    return problemOf(error);
  }
}

async function writeText(file: string, text: string): Promise<void> {
  await writeOutputFile({ file }, async (stream) => void stream.end(text), PRIVATE_FILE_MODE);
}
