/** Runs as a plain text table for the `history` command. Pure. */
import { runBy, runKeyText, runMappingText, runStartedBy, type RunRow } from '../journal/run-row.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';
import type { DateStyle } from '../report/date-style.js';
import { listingTime, listingTimeHeader } from './listing-time.js';
import { OUTCOME_MEANINGS } from '../report/outcome-words.js';
import { countOfOutcome } from '../report/count-outcomes.js';

/** A count column per outcome, in the vocabulary's words and order, as the results' Summary counts them. */
const OUTCOME_COLUMNS = OUTCOME_MEANINGS.map(({ word }) => word);

/**
 * The local sandbox's description without its notice. Runs recorded before it was called "local
 * sandbox (URL)" say "sandbox (URL) - local sandbox, ..."; they get the same words.
 */
function sandboxRunTarget(description: string): string {
  const first = description.split(' - ')[0] ?? description;
  return first.startsWith('local sandbox') ? first : `local ${first}`;
}

/** @param dateStyle the user's: times in it, local; none: ISO in UTC @default none */
export function formatRunRows(runs: readonly RunRow[], dateStyle?: DateStyle): string {
  if (runs.length === 0) return 'No uploads in the journal yet.\n';
  const table = runs.map((run) =>
    [
      String(run.id),
      listingTime(run.startedAt, dateStyle),
      run.sourceFile,
      run.sandbox ? sandboxRunTarget(run.targetDescription) : run.targetDescription,
      run.status,
      runBy(run),
      runStartedBy(run),
      runKeyText(run),
      runMappingText(run),
      String(run.invoices),
      ...OUTCOME_COLUMNS.map((word) => String(countOfOutcome(word, run))),
    ].map(escapeControlCharacters),
  );
  const header = [
    'Run',
    listingTimeHeader('Started', dateStyle),
    'File',
    'Target',
    'Status',
    'Run by',
    'Started by',
    'Key',
    'Mapping',
    'Invoices',
    ...OUTCOME_COLUMNS.map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`),
  ];
  const widths = header.map((title, i) => Math.max(title.length, ...table.map((cells) => (cells[i] ?? '').length)));
  const numeric = (i: number) => i >= 9;
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (numeric(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return `${[line(header), ...table.map(line)].join('\n')}\n`;
}
