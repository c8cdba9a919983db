/**
 * The invoice date where no header named it (Procore's `Billing Date`, a register's `Posted`): the
 * one column of the file whose every value is a calendar day, and no other field reads it. A
 * file with two such columns (issued and received, booked and due) says nothing by its values of
 * which is the invoice's, and a header naming a due or payment date is never the issue date. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import { holdsOnlyDates } from './holds-only-dates.js';
import type { ColumnProfile } from './profile-column.js';
import { namesPaymentDate } from './read-payment-date.js';
import { namesDueDate } from './read-header-meaning.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';

/** The fewest dated rows that make the evidence. */
const ENOUGH_ROWS = 3;

/** Invoice_Date from the file's one column of dates, where it is free and its header names no other date. */
export function proposeOnlyDate(
  profiles: readonly ColumnProfile[],
  chosen: readonly FieldChoice[],
): { line: FieldLine; headers: string[] } | undefined {
  const dated = profiles.filter((p) => p.filled >= ENOUGH_ROWS && holdsOnlyDates(p));
  if (dated.length !== 1) return undefined;
  const only = dated[0]!;
  if (chosen.some((c) => c.index === only.index) || namesDueDate(only.header) || namesPaymentDate(only.header))
    return undefined;
  return {
    line: {
      field: 'Invoice_Date',
      spec: yamlScalar(only.header),
      comment: `"${only.header}" is the file's one column of dates`,
    },
    headers: [only.header],
  };
}
