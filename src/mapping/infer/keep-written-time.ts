/**
 * A column named for a date and a time (`Datum i vrijeme izdavanja`, `Date Time Invoice Issued`,
 * `Fecha y hora`) and written so (`05.01.2024. 10:15:30`) is proposed in the form the user sees,
 * time and all, where every sampled date value carries a time of one shape. The date's form alone
 * follows it, so that a value written without its time still reads as its day; both read the
 * same day. A column named for its date only keeps the date's form: the time is read and dropped
 * all the same. A 12-hour time (`03/14/2024 02:35 PM`) is named `hh:mm A`; `a.m.` and `p.m.` are
 * no form the reader takes, so such values are no dates to infer. Pure.
 */
import { foldText } from '../fold-text.js';
import { compileDateFormat, parseDateText, type DateFormat } from '../parse-date-text.js';

// A date, then a space or a T, hours and minutes, perhaps seconds and AM or PM; no zone (an offset is read by the ISO forms).
const WITH_TIME = /^(.*?\S)([ T])\d{1,2}:\d{2}(:\d{2})?(?:( ?)([AP]M|[ap]m))?$/;

// A time of day by name: English, German, Dutch, French, Spanish, Portuguese, Italian, South Slavic, Polish, Czech, Russian, Turkish.
const TIME_WORD =
  /(?:^|[^a-z])(?:time|datetime|timestamp|zeit|uhrzeit|tijd|heure|hora|ora|vrijeme|vreme|време|godzina|czas|cas|время|saat|zaman)(?![a-z])/;

// A moment named by what happened at it, as fleet, shop and web tools name timestamps: `Completed At`, `created_at`.
const MOMENT_AT = /(?:^|[^a-z])at$/;

// 00:00, 00:00:00 or 12:00 AM closing a value.
const MIDNIGHT = /[ T](?:00?:00(?::00)?|12:00(?::00)? ?[Aa][Mm])$/;

/** The time's shape a sample is written with, and its date part; undefined for a sample with no time. */
function timeOf(sample: string): { date: string; shape: string } | undefined {
  const m = WITH_TIME.exec(sample.trim());
  if (!m) return undefined;
  const seconds = m[3] ? ':ss' : '';
  // A.M. and P.M. written upper or lower case: A reads either, a names the lower case a writer used.
  const half = m[5] === undefined ? '' : `${m[4]}${m[5] === m[5].toUpperCase() ? 'A' : 'a'}`;
  return { date: m[1]!, shape: `${m[2]}${half ? 'hh' : 'HH'}:mm${seconds}${half}` };
}

export interface DateColumn {
  header: string;
  samples: string[];
}

/** `formats` with the time of day put first, where the one form reads date columns that all carry a time of one shape, one named for it. */
export function keepWrittenTime(formats: readonly string[], columns: readonly DateColumn[]): string[] {
  if (formats.length !== 1) return [...formats];
  const form = formats[0]!;
  const compiled = compileDateFormat(form);
  if (typeof compiled === 'string') return [...formats];
  const reads = (text: string, format: DateFormat) => parseDateText(text, [format]) !== undefined;
  // The columns the form reads: a column whose header only looks like a date's is not one.
  const read = columns.filter((c) => c.samples.length > 0 && c.samples.every((s) => reads(s, compiled)));
  const namesTime = (header: string) => {
    const key = foldText(header).toLowerCase().trim();
    return TIME_WORD.test(key) || MOMENT_AT.test(key);
  };
  if (!read.some((c) => namesTime(c.header))) return [...formats];
  const dated = read.map((c) => c.samples);
  const times = dated.flat().map(timeOf);
  const shape = times[0]?.shape;
  if (shape === undefined || times.some((t) => t === undefined || t.shape !== shape)) return [...formats];
  if (!times.every((t) => reads(t!.date, compiled))) return [...formats];
  // Midnight on every value is a day kept as a date-time (Akaunting's `billed_at`), no time anyone wrote.
  if (dated.flat().every((text) => MIDNIGHT.test(text.trim()))) return [...formats];
  const written = `${form}${shape}`;
  const full = compileDateFormat(written);
  if (typeof full === 'string' || !dated.flat().every((s) => reads(s, full))) return [...formats];
  return [written, form];
}
