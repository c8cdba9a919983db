/**
 * Refuses (exit 2) a staged file whose dates a spreadsheet re-read with day and month exchanged
 * (judge-date-swap.ts), before anything of it is sent: its invoices created earlier would only be
 * held, but the others would be posted on the wrong day. Either reading may be the wrong one: when it
 * is the journal's (the first file was the re-saved one), `--sent-dates-swapped` lets the file post.
 */
import { InputFileError } from '../errors.js';
import type { JournalStatements } from '../journal/journal.js';
import type { SentDate } from '../journal/sent-date-statements.js';
import { judgeDateSwap } from './judge-date-swap.js';

/** Swapped invoices named in the message; the rest are counted. */
const NAMED = 3;

const shownDate = (date: string) => `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;

const named = (row: SentDate) =>
  `${row.payeeId}/${row.invoiceNumber}${row.rows ? ` at row ${row.rows}` : ''}: the journal has ${shownDate(row.sentDate)} (sent to the finance system), the file ${shownDate(row.fileDate)}`;

/**
 * Throws when the run's staged invoices show a day/month swap.
 * @param file the file's name as the run records it
 * @param mapping the mapping file's path, named where its date formats are set
 */
export async function refuseDateSwap(
  statements: Pick<JournalStatements, 'send'>,
  runId: number,
  file: string,
  mapping: string,
): Promise<void> {
  const swap = judgeDateSwap(await statements.send.findSentDates(runId));
  if (swap === undefined) return;
  const { swapped, otherwise } = swap;
  const more = swapped.length - NAMED;
  const examples = `${swapped.slice(0, NAMED).map(named).join('; ')}${more > 0 ? `; and ${more} more` : ''}`;
  const others = otherwise === 0 ? 'and no other sent date differs' : `and ${otherwise} other dates differ otherwise`;
  throw new InputFileError(
    `${swapped.length} invoices have the date the journal sent with day and month exchanged (${examples}), ${others}: ` +
      'one of the two was re-saved by a program that read its dates in the other order, most often a spreadsheet set ' +
      'to a day-first language (English (UK) for one) opening a month-first CSV, or the reverse. Nothing was posted. ' +
      "If this file's dates are the wrong ones, its other invoices would be posted on the wrong day: upload the file as " +
      'it was first exported; or re-save it with the date column imported as Text (or in the language the file was ' +
      'written in) in the import dialog; or, if every date of the file is now written in the other order, name that ' +
      `order in source.dateFormats of ${mapping}. If the dates sent were the wrong ones, correct those invoices in the ` +
      'finance system (the journal keeps what was sent), then upload again with --sent-dates-swapped: it posts the ' +
      "file's new invoices and holds these as differing (--force alone does not lift this refusal; with it, these " +
      'would be posted a second time)',
    { file },
  );
}
