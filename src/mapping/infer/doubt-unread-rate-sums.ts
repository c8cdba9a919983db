/**
 * Money read from amounts split by VAT rate, beside a document-type column whose kinds infer
 * cannot read (Epsilon's `Τύπος` with a code no rule knows): one kind may be a credit note the
 * book writes positive, so the sums are left as doubts with that reason, as a single amount
 * column beside such a type is. Not where every summed column already carries each kind's sign. Pure.
 */
import type { FieldDoubt } from './choose-fields.js';
import { findUnreadTypeColumn } from './find-unread-type-column.js';
import type { ColumnProfile } from './profile-column.js';
import { signedByKind } from './read-signed-kinds.js';
import type { RateColumns } from './sum-rate-columns.js';
import { yamlScalar } from './render-proposal.js';

/** The doubts on the rate sums' Amount, Tax and invoice amount, or none where the kinds are read or signed. */
export function doubtUnreadRateSums(rates: RateColumns, profiles: readonly ColumnProfile[]): FieldDoubt[] {
  const type = findUnreadTypeColumn(profiles);
  if (!type) return [];
  const typeProfile = profiles[type.index]!;
  const total = rates.invoice && profiles.find((p) => rates.invoice!.spec === yamlScalar(p.header));
  const groups = [...rates.sums.map((s) => s.headers), ...(total ? [[total.header]] : [])].map((headers) =>
    profiles.filter((p) => headers.includes(p.header)),
  );
  // Each sum as a column of its own: a rate's column zero on the credit notes says nothing of their sign.
  const sumOf = (columns: readonly ColumnProfile[]): ColumnProfile => ({
    ...columns[0]!,
    amounts: typeProfile.texts.map((_, row) => columns.reduce((s, c) => s + (c.amounts[row] ?? 0n), 0n)),
  });
  if (groups.every((g) => g.length > 0 && signedByKind(type, typeProfile, sumOf(g)))) return [];
  const kinds = type.values.map((v) => `"${v}"`).join(', ');
  const reason = (what: string) =>
    `"${type.header}" holds kinds of documents infer cannot read (${kinds}): if one is a credit note or a return written unsigned, ${what} needs its sign, e.g. IF([${type.header}] = "<the credit note's kind>", -1, 1) * (...) with that kind as the file writes it`;
  return [
    ...rates.items.map((l) => ({
      scope: 'items' as const,
      field: l.field,
      headers: [],
      spec: l.spec,
      reason: reason(`the sum of the rates' columns`),
    })),
    ...(rates.invoice
      ? [
          {
            scope: 'invoice' as const,
            field: 'Invoice_Amount',
            headers: [],
            spec: rates.invoice.spec,
            reason: reason(rates.invoice.spec),
          },
        ]
      : []),
  ];
}
