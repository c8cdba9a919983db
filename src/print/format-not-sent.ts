/**
 * The invoices not sent, as a few summary lines by reason: which rows and why, in the words of their
 * Results Message, so that a look-alike held on the terminal is not just a count. Pure.
 */
import type { NotSentGroup } from '../journal/list-run-exceptions.js';
import { plural } from '../invoice/format-count.js';

/** Reasons listed on the console; the Results sheet has every row. */
const SHOWN = 5;
/** Rows named on the line of the other reasons, as the journal names them for one reason. */
const NAMED_ROWS = 3;
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
  if (rest.length > 0) lines.push(formatRest(rest));
  return lines;
}

/** A reason without what belongs to its one invoice (quoted numbers, instance and run numbers, dates). */
const kindOf = (reason: string) => reason.replace(/"[^"]*"/g, '""').replace(/\d+/g, '0');

/**
 * The reasons past the first few on one line. Reasons that differ only in each invoice's own numbers
 * (`the same invoice as "00421", created as instance ...`) are one reason to a reader: named as the
 * lines above are, not counted as so many other reasons.
 */
function formatRest(rest: readonly NotSentGroup[]): string {
  const count = rest.reduce((sum, group) => sum + group.count, 0);
  const kinds = new Set(rest.map((group) => kindOf(group.reason))).size;
  const [first] = rest;
  if (kinds > 1 || first === undefined)
    return `${count} not sent for ${plural(kinds, 'other reason')} (see the Results sheet)`;
  const rows = rest.flatMap((group) => group.rows).slice(0, NAMED_ROWS);
  const more = count > rows.length ? `, and ${count - rows.length} more` : '';
  const alike = rest.length > 1 ? '; the others alike, each with its own numbers (see the Results sheet)' : '';
  return `${count} not sent: ${rows.join(', ')}${more}: ${clip(first.reason)}${alike}`;
}
