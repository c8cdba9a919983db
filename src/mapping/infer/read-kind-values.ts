/**
 * A column whose values name kinds of documents, whatever its header says: Jumis's `Rēķins` /
 * `Kredītrēķins`, `Invoice` / `Credit Note`, `Rechnung` / `Gutschrift`. A few words, each written
 * again on other rows, every one naming an invoice or a credit note: what a document is, never
 * which one, so never its number or its key. Pure.
 */
import { namesCredit } from './find-credit-type-column.js';
import type { ColumnProfile } from './profile-column.js';
import { namesInvoiceKind } from './read-kind-header.js';

// A kind is written in letters, a few words at most; a number or a code with digits is not one.
const KIND_WORDS = /^\p{L}[\p{L} .'-]{0,39}$/u;

/** True when every value of the column names a kind of document and the kinds repeat. */
export function holdsDocumentKinds(p: Pick<ColumnProfile, 'texts' | 'filled' | 'distinct'>): boolean {
  const values = [...new Set(p.texts.filter((t): t is string => t !== undefined && t.trim() !== ''))];
  if (p.filled < 3 || values.length === 0 || p.distinct >= p.filled) return false;
  return values.every(
    (v) => KIND_WORDS.test(v) && v.split(/\s+/).length <= 4 && (namesCredit(v) || namesInvoiceKind(v)),
  );
}
