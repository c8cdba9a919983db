/**
 * `journal --outcome WORD`: list the invoices whose Outcome column shows that word, the words of
 * every listing and workbook (report/outcome-words.ts). `--state` is its older name and takes the
 * same words; it also still takes the journal's two states of a run in progress, which no word
 * names alone, and `in-doubt` / `not-sent` as scripts spelled them.
 */
import { OUTCOME_MEANINGS } from '../report/outcome-words.js';
import { BEING_SENT, TO_BE_SENT, type ListingWord } from '../report/live-row-word.js';
import { rowsWithOutcome } from '../report/rows-with-outcome.js';
import type { StateFilter } from '../journal/state-filter-sql.js';

// A live run's rows have words of their own in a listing (live-row-word.ts), and are listed by them.
const OUTCOME_WORDS: readonly ListingWord[] = [...OUTCOME_MEANINGS.map(({ word }) => word), TO_BE_SENT, BEING_SENT];

/** States of a run still going, which `--state` keeps meaning as the journal's states. */
const IN_RUN_STATES = ['staged', 'sending'] as const;

type InRunState = (typeof IN_RUN_STATES)[number];

const letters = (word: string) => word.toLowerCase().replace(/[^a-z]/g, '');

// `in-doubt` is how the journal and scripts spell it; a word with a space or a colon needs quotes on a
// command line, so `held-differs` is `held: differs`, `already-created` is `already created` and `resolved-not-created` is `resolved: not created`. Another word is left as given, for the choices to refuse.
// A flag given twice stays an array, for the repeated-flag check to refuse by name.
const spacedWord = (value: unknown) => {
  if (value === undefined) return undefined;
  const given = String(value);
  return OUTCOME_WORDS.find((word) => letters(word) === letters(given)) ?? given.replace(/-/g, ' ');
};
const spaced = (value: unknown) => (Array.isArray(value) ? value.map(spacedWord) : spacedWord(value));

export const OUTCOME_FLAG = {
  choices: OUTCOME_WORDS,
  coerce: spaced,
  describe:
    'Only invoices whose Outcome column shows this word ("already created", "not sent", "held: differs", "resolved: not created" and "in doubt" may be written already-created, not-sent, held-differs, resolved-not-created, in-doubt)',
} as const;

export const STATE_FLAG = {
  choices: [...OUTCOME_WORDS, ...IN_RUN_STATES],
  coerce: spaced,
  describe: 'The same as --outcome; also staged or sending: invoices of a run still going, not yet answered',
} as const;

/** The rows the flags keep: by outcome word, or by the journal's state for staged and sending. */
export function listingFilter(word: ListingWord | InRunState | undefined): StateFilter | undefined {
  if (word === undefined) return undefined;
  if ((IN_RUN_STATES as readonly string[]).includes(word)) return [{ state: word as InRunState }];
  return rowsWithOutcome(word as ListingWord);
}
