/**
 * The book's own number of each document where no header names it as one (QuickFile's `Purchase
 * Ref`): told by its values. A system numbers its documents in a letter series per kind with a
 * zero-padded or four-digit count (`P0001208` for a purchase, `PCN00049` for its credit note, a
 * purchase ledger's `PL30412`, a day book's `PI-2207`), one number per
 * document on every row, the main series in one narrow run; a supplier's invoice number is unique
 * only per supplier, so the book's number is the better id. A ledger's bare running entry number
 * (118, 121, 124) may count every booking of the books, so it is not read as the document's by
 * its values. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';
import { readOwnNumbering } from './read-own-numbering.js';

// A letter series and its count: padded with zeros to its width (`P0001208`), or four or more
// digits, bare or after a hyphen (a purchase ledger's `PL30412`, a day book's `PI-2207`).
const SERIES_NUMBER = /^(\p{Lu}{1,4})-?(0\d{3,}|[1-9]\d{3,})$/u;
// Series as kinds of document: an invoice's and a credit note's, not one per supplier.
const MOST_SERIES = 2;

/** True when each row's key (the supplier and number) goes with one value of `column` and each value with one key, among three or more. */
function namesSameInvoices(column: ColumnProfile, key: readonly ColumnProfile[]): boolean {
  const byKey = new Map<string, string>();
  const byValue = new Map<string, string>();
  const fits = column.texts.every((v, row) => {
    const k = key.map((p) => p.texts[row] ?? '').join('\u0000');
    if (v === undefined || (byKey.get(k) ?? v) !== v || (byValue.get(v) ?? k) !== k) return false;
    byKey.set(k, v);
    byValue.set(v, k);
    return true;
  });
  return fits && byKey.size >= 3;
}

/** The run of the commonest series' counts, where every value is a series and a padded count. */
function seriesRun(column: ColumnProfile): ReturnType<typeof readOwnNumbering> {
  const parts = column.texts.map((t) => (t === undefined ? undefined : SERIES_NUMBER.exec(t)));
  if (parts.some((p) => !p)) return undefined;
  const series = new Map<string, string[]>();
  for (const p of parts) series.set(p![1]!, [...(series.get(p![1]!) ?? []), p![0]]);
  if (series.size > MOST_SERIES) return undefined;
  const [main] = [...series.values()].sort((a, b) => b.length - a.length);
  return readOwnNumbering({ ...column, texts: main!, filled: main!.length });
}

/** The column of the book's own document numbers as the InvoiceId choice, where one names the invoices the `key` columns name. */
export function chooseOwnReference(
  profiles: readonly ColumnProfile[],
  key: readonly number[],
  taken: ReadonlySet<number>,
): FieldChoice | undefined {
  if (key.length < 2) return undefined;
  const keyColumns = key.map((i) => profiles[i]!);
  const found = profiles.filter(
    (p) => !taken.has(p.index) && !key.includes(p.index) && seriesRun(p) && namesSameInvoices(p, keyColumns),
  );
  if (found.length !== 1) return undefined;
  const own = found[0]!;
  const run = seriesRun(own)!;
  return {
    scope: 'invoice',
    field: 'InvoiceId',
    index: own.index,
    header: own.header,
    why: `from "${own.header}": the book's own number of each invoice, a series and its count (${run.first} to ${run.last} in the sample), unique where suppliers' numbers may meet`,
    alternatives: [],
  };
}
