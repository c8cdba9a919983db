/**
 * A document column whose kind is the code its values start with: Portuguese and Spanish systems
 * identify a document by its type, series and number joined (`FT 2024/57`, `NC 2024/5`), so the
 * credit notes are the rows whose code is a credit note's. The amounts beside such a column are
 * often written unsigned, as beside a column of kinds alone. Pure.
 */
import type { ColumnProfile } from './profile-column.js';

// A kind's code in capitals, then a separator and a series or number holding a digit.
const LEADING_CODE = /^(\p{Lu}{1,4})[\s\-_/.]+(?=\S*\d)/u;

/** The kind's code a joined document number starts with (`NC` of `NC 2024/5`), if it has one. */
export function leadingCode(text: string): string | undefined {
  return LEADING_CODE.exec(text)?.[1];
}

/** The kind of a row in a type column: its value, or the code its value starts with. */
export function kindOf(type: { prefix?: boolean | undefined }, text: string): string | undefined {
  return type.prefix ? leadingCode(text) : text;
}

export interface PrefixKinds {
  index: number;
  header: string;
  /** Every kind's code, the rarest first. */
  codes: string[];
}

/**
 * The first column whose values all start with a kind's code, of two to six codes, one written on
 * half the rows at least and one a minority: the numbers of documents of a few kinds, not a type alone.
 */
export function findPrefixKinds(profiles: readonly ColumnProfile[]): PrefixKinds | undefined {
  for (const p of profiles) {
    if (p.filled < 3 || p.share.amount > 0.5 || p.share.date > 0.5) continue;
    const codes = p.texts.filter((t): t is string => t !== undefined).map(leadingCode);
    if (codes.some((c) => c === undefined)) continue;
    const count = new Map<string, number>();
    for (const c of codes as string[]) count.set(c, (count.get(c) ?? 0) + 1);
    if (count.size < 2 || count.size > 6) continue;
    const most = Math.max(...count.values());
    // Every row its own kind is a number's own letters, not a kind; one kind on nearly every row leaves no minority.
    if (most < 2 || most === p.filled) continue;
    // Documents are mostly of one kind (invoices): where no code is on half the rows, the codes are
    // the suppliers' own letters (`OBM-2291`, `AF-77`, `NW-5521`), not kinds.
    if (most * 2 < p.filled) continue;
    // A code with the same rest on every row (`SV-6`, `ST-10`) is a tax's or rate's code, not a numbered document.
    if (p.distinct <= count.size) continue;
    const order = [...count].sort((a, b) => a[1] - b[1]).map(([c]) => c);
    return { index: p.index, header: p.header, codes: order };
  }
  return undefined;
}
