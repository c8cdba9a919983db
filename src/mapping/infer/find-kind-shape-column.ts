/**
 * A column that holds kinds of documents by the shape of its values, under a header that does not
 * say so: the code a joined document number starts with (`FT` of `FT 2024/57`), a few codes each
 * repeated, one of them a minority. Where infer cannot read a code and every amount is positive,
 * one kind may be a credit note written unsigned. Pure.
 */
import { findPrefixKinds } from './find-prefix-kind-column.js';
import { readsKind, type UnreadTypeColumn } from './find-unread-type-column.js';
import type { ColumnProfile } from './profile-column.js';

const allPositive = (amounts: readonly ColumnProfile[]) =>
  amounts.every((a) => a.amounts.every((v) => v === undefined || v >= 0n));

/** A column of documents numbered after kinds, one infer cannot read, beside amounts all positive. */
export function findKindShapeColumn(
  profiles: readonly ColumnProfile[],
  amounts: readonly ColumnProfile[],
): UnreadTypeColumn | undefined {
  if (!allPositive(amounts)) return undefined;
  const prefix = findPrefixKinds(profiles);
  const unreadCodes = prefix?.codes.filter((c) => !readsKind(c));
  if (prefix && unreadCodes && unreadCodes.length > 0)
    return { index: prefix.index, header: prefix.header, unread: unreadCodes, values: prefix.codes, prefix: true };
  return undefined;
}
