/**
 * The invoices not sent, as a few summary lines by reason: which rows and why, in the words of their
 * Results Message, so that a look-alike held on the terminal is not just a count. Pure.
 */
import type { NotSentGroup } from '../journal/list-run-exceptions.js';

/** Reasons listed on the console; the Results sheet has every row. */
const SHOWN = 5;
/** A reason quotes numbers from the file: a line stays readable on a terminal. */
const LONGEST = 300;

const clip = (text: string) => (text.length > LONGEST ? `${text.slice(0, LONGEST - 1)}…` : text);

/** `1 not sent: INV–8 (row 4): the same invoice as "INV-8", created as ...`, one line per reason. */
export function formatNotSent(groups: readonly NotSentGroup[]): string[] {
  const lines = groups.slice(0, SHOWN).map((group) => {
    const more = group.count > group.rows.length ? `, and ${group.count - group.rows.length} more` : '';
    return `${group.count} not sent: ${group.rows.join(', ')}${more}: ${clip(group.reason)}`;
  });
  const rest = groups.slice(SHOWN);
  if (rest.length > 0) {
    const count = rest.reduce((sum, group) => sum + group.count, 0);
    lines.push(
      `${count} not sent for ${rest.length} other reason${rest.length === 1 ? '' : 's'} (see the Results sheet)`,
    );
  }
  return lines;
}
