/** The text `journal check` prints. Pure. */
import type { KeyIndexCheck } from '../journal/check-key-index.js';
import { repairAdvice } from '../journal/check-key-index.js';
import type { JournalCheck } from '../journal/check-journal.js';
import type { Journal } from '../journal/journal.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';

function describeKeyIndex(check: KeyIndexCheck): string {
  const counts = check.counts ? `; ${check.counts.keyIndex} entries for ${check.counts.otherIndex} invoice rows` : '';
  const found =
    check.missing.length === 0
      ? `${check.sampled} rows looked up, every one found`
      : `${check.missing.length} of ${check.sampled} rows looked up not found (ids ${check.missing.slice(0, 10).join(', ')}${check.missing.length > 10 ? ', ...' : ''})`;
  return `${found}${counts}`;
}

export function formatJournalCheck(journal: Pick<Journal, 'backend' | 'location'>, check: JournalCheck): string {
  const lines = [
    `Journal ${journal.location}: ${check.ok ? 'ok' : 'DAMAGED: do not upload with it until it is repaired'}`,
    `  key index:  ${describeKeyIndex(check.keyIndex)}`,
    `  full check: ${check.method}: ${check.problems.length === 0 ? 'no problem found' : `${check.problems.length} problem(s)`}`,
    ...check.problems.map((problem) => `    ${problem}`),
  ];
  if (!check.ok) lines.push(`To repair: ${repairAdvice(journal)}.`);
  // The location and the database's lines are outside text: one line each, whatever they hold.
  return `${lines.map(escapeControlCharacters).join('\n')}\n`;
}
