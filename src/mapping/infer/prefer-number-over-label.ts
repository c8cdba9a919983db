/**
 * An account's number and its label tie by name (a FEC's `CompteNum` and `CompteLib`, `Konto` and
 * `Kontobezeichnung`): a column of words is the account's name, not the number the finance
 * system books on, so the number wins the tie by its values. Pure.
 */
import type { ColumnProfile } from './profile-column.js';

/** Fields whose values are numbers or codes, never the words that name them. */
const NUMBERED = new Set(['GLAccount', 'CostObject']);
const LABELS = 0.5;

/** The tied columns left once labels are set aside where a column of numbers or codes ties with them. */
export function dropLabelRivals<T extends { field: string; index: number }>(
  tied: readonly T[],
  profiles: readonly ColumnProfile[],
): T[] {
  if (!NUMBERED.has(tied[0]?.field ?? '')) return [...tied];
  const label = (t: T) => profiles[t.index]!.share.words >= LABELS;
  const numbers = tied.filter((t) => !label(t));
  return numbers.length > 0 ? numbers : [...tied];
}
