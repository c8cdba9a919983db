/**
 * Looks at sample cells of a column to propose how its text is written: date format, decimal
 * separator, flag values. Used by `mapping infer`. Pure.
 */
import { isIsoCurrency } from '../../invoice/currency-minor-units.js';
import { cellText, type SheetCell } from '../../sheets/sheet-row.js';
import { signCurrencies } from '../currency-marker.js';
import { amountCurrencyMarkers } from '../parse-amount-text.js';
import { compileDateFormat, parseDateText, type DateFormat } from '../parse-date-text.js';
import { totalRowWords } from './header-words/total-words.js';
import { headerKey } from './match-headers.js';

const DATE_CANDIDATES = [
  'DD.MM.YYYY',
  // Croatian and Serbian writers (FINA e-Račun, SEF) close a date with a dot: `02.01.2024.`
  'DD.MM.YYYY.',
  'YYYY-MM-DD',
  'YYYYMMDD',
  'YYYY/MM/DD',
  // Year first with dots, as Mongolia's ebarimt and Hungarian books write it: `2024.01.05`.
  'YYYY.MM.DD',
  'MM/DD/YYYY',
  'DD/MM/YYYY',
  'DD-MM-YYYY',
  'D-MMM-YY',
  'D-MMM-YYYY',
  'DD MMM YYYY',
  'MMM D, YYYY',
  'MMMM D, YYYY',
  // German, Danish, Norwegian and Finnish (`31. März 2024`); Spanish and Portuguese long dates.
  'D. MMM YYYY',
  "D 'de' MMMM 'de' YYYY",
  'YYYY年M月D日',
  'MM/DD/YY',
  'DD/MM/YY',
  'DD.MM.YY',
  // Italian and Dutch registers (Zucchetti, Jortt) write two-digit years with dashes.
  'DD-MM-YY',
];

function compiled(pattern: string): DateFormat {
  return compileDateFormat(pattern) as DateFormat;
}

/** Text values of a column's non-empty text cells (date and number cells need no format). */
export function textSamples(cells: readonly (SheetCell | undefined)[]): string[] {
  return cells
    .filter((c): c is SheetCell & { kind: 'text' } => c?.kind === 'text' && c.text.trim() !== '')
    .map((c) => c.text.trim());
}

/**
 * Amount cells as the sheet shows them: the texts, and each number cell with the signs its format
 * writes around it (`"B$"#,##0.00`, `#,##0.00 [$€-407]`), which say the currency as a written sign does.
 */
export function shownAmountTexts(cells: readonly (SheetCell | undefined)[]): string[] {
  const signed = cells.flatMap((c) =>
    c?.kind === 'number' && c.affixes ? c.affixes.map((sign) => `${sign}${c.text}`) : [],
  );
  return [...textSamples(cells), ...signed];
}

/** The date formats that read every sample, most likely first; empty when there are no text samples. */
export function proposeDateFormats(samples: readonly string[]): string[] {
  if (samples.length === 0) return [];
  return DATE_CANDIDATES.filter((pattern) => samples.every((s) => parseDateText(s, [compiled(pattern)]) !== undefined));
}

/**
 * A day-first form named as the values are written: `D.M.YYYY` or `D/M/YYYY` where no day or
 * month has a leading zero and some have one digit (Finnish and Czech writers: Procountor's
 * `1.3.2024`; Greek Windows' short date `5/1/2024`), `DD.MM.YYYY` where any is padded (the padded
 * form reads both). Month-first and year-first forms keep the names their writers' tools give them
 * whatever the padding (`MM/DD/YYYY` for QuickBooks' `3/4/2025`). Either name reads the same dates.
 * A day before a month's name is named `D MMM YYYY` on the same terms, and a dashed one
 * (`07-Feb-2024`) `DD-MMM-YYYY` where some day is padded.
 */
export function writtenDateForm(pattern: string, samples: readonly string[]): string {
  // A day before a month's name (FreeAgent's `5 Jan 2024`): `D MMM YYYY` where no day is padded and some has one digit.
  if (pattern.startsWith('DD MMM')) {
    const days = samples.map((s) => /^(\d{1,2}) /.exec(s.trim())?.[1] ?? '');
    const unpadded = days.every((d) => d !== '' && !d.startsWith('0')) && days.some((d) => d.length === 1);
    return unpadded ? pattern.slice(1) : pattern;
  }
  // A dashed day before a month's name (`07-Feb-2024`, `01-JAN-24`): `DD-MMM` where some day is padded.
  if (pattern.startsWith('D-MMM')) {
    const padded = samples.some((s) => /^0\d-/.test(s.trim()));
    return padded ? `D${pattern}` : pattern;
  }
  const sep = /^DD([./-])MM\1/.exec(pattern)?.[1];
  if (sep === undefined) return pattern;
  const parts = samples.map((s) => s.trim().split(sep)).filter((p) => p.length >= 3 && /^\d{1,2}$/.test(p[0]!));
  if (parts.length !== samples.length) return pattern;
  const numbers = parts.flatMap((p) => [p[0]!, p[1]!]);
  if (numbers.some((n) => n.startsWith('0')) || !numbers.some((n) => n.length === 1)) return pattern;
  return `D${sep}M${sep}${pattern.slice(`DD${sep}MM${sep}`.length)}`;
}

/** `,` when amounts are written with a decimal comma (`1.234,50`), `.` otherwise. */
export function proposeDecimalSeparator(samples: readonly string[]): '.' | ',' {
  let comma = 0;
  let dot = 0;
  for (const s of samples) {
    const digits = s.replace(/[^\d.,]/g, '');
    if (/,\d{1,2}$/.test(digits) || /\.\d{3},/.test(digits)) comma++;
    else if (/\.\d{1,4}$/.test(digits) || /,\d{3}\./.test(digits)) dot++;
  }
  return comma > dot ? ',' : '.';
}

const YES = new Set(['y', 'yes', 'j', 'ja', 'x', 'true', '1', 'wahr', 'oui', 'si']);
const NO = new Set(['n', 'no', 'nein', 'false', '0', 'falsch', 'non']);

/** A value map to Y/N for flag samples other than Y and N, e.g. { J: Y, N: N }; undefined when none is needed. */
export function proposeFlagMap(cells: readonly (SheetCell | undefined)[]): Record<string, string> | undefined {
  const values = new Set(cells.map((c) => cellText(c).trim()).filter((v) => v !== ''));
  const map: Record<string, string> = {};
  let needed = false;
  for (const value of values) {
    const lower = value.toLowerCase();
    if (YES.has(lower)) map[value] = 'Y';
    else if (NO.has(lower)) map[value] = 'N';
    else continue;
    if (value.toUpperCase() !== map[value]) needed = true;
  }
  return needed ? map : undefined;
}

/** True when nearly every sample is a number shorter than `length` digits (ids that lost leading zeros). */
export function looksUnpadded(cells: readonly (SheetCell | undefined)[], length: number): boolean {
  const values = cells.map((c) => cellText(c).trim()).filter((v) => v !== '');
  const short = values.filter((v) => /^\d+$/.test(v) && v.length < length).length;
  // A totals or trailer row in the sample is no reason to doubt the rest.
  return values.length > 0 && short >= values.length * 0.9;
}

/**
 * The currency amounts are written with (`$1,234.50` -> USD, `1.234,50 zł` -> PLN, `1,234.50
 * SAR` -> SAR), when all marked samples agree: a sign's most used currency, from the table the
 * amount check uses, or the ISO code written beside the amount.
 */
export function proposeCurrency(samples: readonly string[]): string | undefined {
  const found = new Set<string>();
  for (const s of samples)
    for (const marker of amountCurrencyMarkers(s)) {
      const code = signCurrencies(marker)?.[0] ?? (isIsoCurrency(marker) ? marker : undefined);
      if (code !== undefined) found.add(code);
    }
  return found.size === 1 ? [...found][0] : undefined;
}

/** The total words of every language as headers are compared: `[ 월 계 ]` and `Итого:` read as `월계` and `итого`. */
const TOTAL_KEYS = new Set(totalRowWords().map(headerKey));

/** True for a text that marks a totals row, also in two languages at once (`សរុប Total`, `Итого / Total`). */
export function isTotalLabel(text: string): boolean {
  const key = headerKey(text);
  if (key !== '' && TOTAL_KEYS.has(key)) return true;
  const words = text.split(/[\s/|]+/).filter((w) => headerKey(w) !== '');
  return words.length === 2 && words.every((w) => TOTAL_KEYS.has(headerKey(w)));
}
