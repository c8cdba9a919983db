/** What a `mapping infer` proposal says of a journal whose advertiser cache it could not read. */
import type { OlderJournal } from '../advertisers/advertiser-read-options.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';

/**
 * One comment line for the end of the proposal, so that it stays valid YAML when saved: a PayeeId
 * column of advertiser names may be proposed as ids, and the reader is to know why.
 */
export function formatInferJournalNote(older: OlderJournal): string {
  // A file name may hold a line break, which would end the comment and put the rest into the mapping.
  const journal = escapeControlCharacters(older.journal);
  return `# Note: the journal at ${journal} is at schema ${older.from}, older than this version's ${older.to}: advertiser names were not looked up; "invoice-batch journal upgrade" upgrades it\n`;
}
