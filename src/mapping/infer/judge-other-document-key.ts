/**
 * A key column blank on some rows and filled on others (credit notes' `Invoice Ref`) names another
 * document, the one a note corrects: never the key where another key column names every row's own
 * document (filled on every row, never repeated), so that no row is a further line of an invoice.
 * Pure.
 */
import type { HeaderMatch } from './match-headers.js';
import type { ColumnProfile } from './profile-column.js';

/** Fields every invoice fills on its first line: its date and its party. */
const HEAD_FIELDS = new Set(['Invoice_Date', 'PayeeId']);

/**
 * A test of a key column's values: true when it names another document than its row's own.
 * @param named the header candidates that clearly (not loosely) name their field
 */
export function judgeOtherDocumentKey(
  named: readonly HeaderMatch[],
  profiles: readonly ColumnProfile[],
): (profile: ColumnProfile) => boolean {
  const everyRow = (p: ColumnProfile) => p.filled === p.texts.length;
  const keyFilledEverywhere = named.some(
    (c) =>
      (c.field === 'Invoice_Number' || c.field === 'InvoiceId') &&
      everyRow(profiles[c.index]!) &&
      profiles[c.index]!.distinct === profiles[c.index]!.filled,
  );
  // A number blank on exactly the rows where the invoice's date or party is blank too is an
  // invoice's, printed on its first line: those rows are further lines of that invoice. A corrected
  // invoice's reference is blank on plain invoices, whose date and party are filled. Only the best
  // column of each is the invoice's: a payment document's date is blank where its number is.
  const headColumns = [...HEAD_FIELDS].flatMap((field) => {
    const best = named
      .filter((c) => c.field === field)
      .reduce<HeaderMatch | undefined>((b, c) => (b && b.score >= c.score ? b : c), undefined);
    return best ? [profiles[best.index]!] : [];
  });
  const blankRows = (p: ColumnProfile) => p.texts.flatMap((t, row) => (t === undefined ? [row] : [])).join(',');
  const blankOnFurtherLines = (p: ColumnProfile) =>
    headColumns.some((o) => o.index !== p.index && blankRows(o) === blankRows(p));
  return (p) => keyFilledEverywhere && !everyRow(p) && !blankOnFurtherLines(p);
}
