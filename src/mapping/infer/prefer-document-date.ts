/**
 * The document's own date over the date the books took it: Banana's `Date` (the booking) beside
 * `Date document`, a ledger's `Datum` beside `Belegdatum`. Where the column chosen for Invoice_Date
 * has a bare date header and another that fits names the document, and the chosen one is on or
 * after it on every row (never before, later on some), the chosen one is the booking's and the
 * other the invoice's. Pure but for the choice it replaces.
 */
import { compileDateFormat, parseDateText, type DateFormat } from '../parse-date-text.js';
import type { FieldChoice } from './choose-fields.js';
import { headerKey } from './match-headers.js';
import type { ColumnProfile } from './profile-column.js';

// A header that names the document whose date it is, in the languages of the exports.
const DOCUMENT_WORDS =
  /(?:document|dokument|piece|beleg|bilag|factur|fattur|factuur|faktur|invoice|rechnung|lasku|szamla|τιμολογ|παραστατ|документ|счет|фактур|증빙|계산서|伝票|証憑|单据|發票|发票|請求)/;

/** Each row's date as YYYY-MM-DD, where it reads as one. */
function daysOf(p: ColumnProfile, formats: readonly DateFormat[]): (string | undefined)[] {
  return p.texts.map((t) => (t === undefined ? undefined : parseDateText(t, formats)));
}

/** True when `later` is on or after `earlier` on every row both fill, and after it on some. */
function neverBefore(later: readonly (string | undefined)[], earlier: readonly (string | undefined)[]): boolean {
  let both = 0;
  let after = 0;
  for (let row = 0; row < later.length; row++) {
    const l = later[row];
    const e = earlier[row];
    if (l === undefined || e === undefined) continue;
    if (l < e) return false;
    both++;
    if (l > e) after++;
  }
  return both >= 3 && after > 0;
}

/** Replaces a chosen Invoice_Date read from a booking date by the document's date beside it. */
export function preferDocumentDate(
  chosen: FieldChoice[],
  profiles: readonly ColumnProfile[],
  dateFormats: readonly string[],
): void {
  const at = chosen.findIndex((c) => c.field === 'Invoice_Date');
  const date = chosen[at];
  if (!date || DOCUMENT_WORDS.test(headerKey(date.header))) return;
  const formats = dateFormats.map(compileDateFormat).filter((f): f is DateFormat => typeof f !== 'string');
  const booked = daysOf(profiles[date.index]!, formats);
  const document = date.alternatives
    .map((h) => profiles.find((p) => p.header === h))
    .find((p) => p && DOCUMENT_WORDS.test(headerKey(p.header)) && neverBefore(booked, daysOf(p, formats)));
  if (!document) return;
  chosen[at] = {
    ...date,
    index: document.index,
    header: document.header,
    why: `from "${document.header}": the document's date; "${date.header}" is on or after it on every row, the day it was booked`,
    alternatives: date.alternatives.filter((h) => h !== document.header).concat(date.header),
  };
}
