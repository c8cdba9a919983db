/**
 * For `validate`: what upload would hold of the file's valid invoices, read from the journal upload
 * would use (foresee-journal-holds.ts). Read only: the journal is opened without migrating and no run
 * is started. No journal yet, or one of an older schema (which a reading command does not upgrade),
 * says nothing: upload has nothing to hold against, or would say so itself. A journal that is there
 * but cannot be read leaves the holds unknown, with the reason.
 */
import { existsSync } from 'node:fs';
import { foreseeJournalHolds, type ForeseenHold } from '../batch/foresee-journal-holds.js';
import type { FileInvoice } from '../batch/hold-contained-twins.js';
import { isPostgresLocation } from '../journal/journal-location.js';
import type { Journal } from '../journal/journal.js';
import { olderJournalRefusal } from '../journal/migrations/migration.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';
import type { CommandIo } from './cli-command.js';
import { journalOpener, ONLY_READING } from './open-command-journal.js';

/** What validate can tell of upload's holds. */
export interface UploadHoldsRead {
  /** The holds, [] when upload would hold none, or undefined without a journal to read. */
  holds: ForeseenHold[] | undefined;
  /** Why the journal could not be read, when it is there but could not be: upload's holds are unknown. */
  unknown?: string;
}

/** True when validate would read a journal: a PostgreSQL location, or a SQLite file that is there. */
export function hasJournalToRead(journalFile: string): boolean {
  return isPostgresLocation(journalFile) || existsSync(journalFile);
}

export async function readUploadHolds(
  journalFile: string,
  io: Pick<CommandIo, 'stderr'>,
  targetIdentity: string,
  invoices: readonly FileInvoice[],
): Promise<UploadHoldsRead> {
  if (!hasJournalToRead(journalFile)) return { holds: undefined };
  let journal: Journal;
  try {
    journal = await journalOpener(io, ONLY_READING)(journalFile);
  } catch (error) {
    // An older journal is upgraded by upload, which says so then; anything else leaves the holds unknown.
    if (olderJournalRefusal(error)) return { holds: undefined };
    return { holds: undefined, unknown: error instanceof Error ? error.message : String(error) };
  }
  try {
    return { holds: await foreseeJournalHolds(journal, targetIdentity, invoices) };
  } finally {
    await journal.close();
  }
}

const WORDS: Record<ForeseenHold['reason'], string> = {
  'already posted': 'already created by an earlier upload (skipped)',
  'in doubt': 'in doubt from an earlier upload (resolve them first)',
  'another spelling': 'the number of an invoice posted before, written otherwise',
  'contained number': 'the number contains one posted before, or is part of one, with the same money',
  'contained in file': 'the number contains another of this file, or is part of one, with the same money',
};

/** The lines validate prints: a heading and one line per reason, with counts and the first numbers. */
export function formatUploadHolds(holds: readonly ForeseenHold[], valid: number): string {
  if (holds.length === 0) return '';
  const total = holds.reduce((sum, hold) => sum + hold.count, 0);
  let text = `\nUpload would not post ${total} of the ${valid} valid invoices (as the journal stands now):\n`;
  for (const hold of holds) {
    const more = hold.count > hold.numbers.length ? `, and ${hold.count - hold.numbers.length} more` : '';
    const numbers = hold.numbers.map(escapeControlCharacters).join(', ');
    text += `  ${hold.count} ${WORDS[hold.reason]}: ${numbers}${more}\n`;
  }
  return text;
}
