/**
 * Dates in the user's style (config `dateStyle:`): the number format of every date cell the
 * workbooks write, and the text of dates the terminal prints. A style is a pattern of `d`/`dd`,
 * `mm`/`mmm` and `yyyy` with separators, `iso`, or a locale (`de-DE`) whose short date it copies.
 * Pure.
 */

export interface DateStyle {
  /** As configured, e.g. `dd/mm/yyyy`, `en-US`. */
  name: string;
  /** Number format of a date cell, e.g. `dd/mm/yyyy`. */
  cellFormat: string;
  /** Number format of a date-and-time cell. */
  cellDateTimeFormat: string;
  /** Whether the terminal prints dates in this style; the default leaves it ISO, as scripts expect. */
  forTerminal: boolean;
  /** A calendar day (its local fields) in this style. */
  formatDay(date: Date): string;
  /** A moment (its local fields) in this style, with hh:mm:ss. */
  formatDateTime(date: Date): string;
}

/** The configured style is not one of the above. Carries the reason; the settings make it a config error. */
export class DateStyleError extends Error {
  override readonly name = 'DateStyleError' as const;
}

type Token = 'd' | 'dd' | 'mm' | 'mmm' | 'yyyy';

const TOKENS = /(yyyy|mmm|mm|dd|d)|([./\- ,]+)/gy;
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function parsePattern(pattern: string): (Token | { literal: string })[] | undefined {
  const parts: (Token | { literal: string })[] = [];
  TOKENS.lastIndex = 0;
  let at = 0;
  for (let m = TOKENS.exec(pattern); m; m = TOKENS.exec(pattern)) {
    parts.push(m[1] ? (m[1] as Token) : { literal: m[2]! });
    at = TOKENS.lastIndex;
  }
  if (at !== pattern.length) return undefined;
  const kinds = parts.filter((p): p is Token => typeof p === 'string').map((t) => t[0]);
  const once = kinds.length === 3 && ['d', 'm', 'y'].every((kind) => kinds.filter((k) => k === kind).length === 1);
  return once ? parts : undefined;
}

/** `de-DE` -> `dd.mm.yyyy`: the locale's numeric short date with two-digit day and month. */
function localePattern(locale: string): string {
  const parts = new Intl.DateTimeFormat(locale, { year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(
    new Date(2026, 10, 27),
  );
  const token = { day: 'dd', month: 'mm', year: 'yyyy' } as Record<string, string>;
  return parts.map((p) => token[p.type] ?? p.value.replace(/[^./\- ,]/g, '')).join('');
}

function build(name: string, pattern: string, forTerminal: boolean): DateStyle {
  const parts = parsePattern(pattern);
  if (!parts) throw new DateStyleError(`"${pattern}" is not a date pattern`);
  const formatDay = (date: Date) =>
    parts
      .map((part) => {
        if (typeof part !== 'string') return part.literal;
        if (part === 'yyyy') return pad(date.getFullYear(), 4);
        if (part === 'mmm') return MONTHS[date.getMonth()]!;
        if (part === 'mm') return pad(date.getMonth() + 1);
        return part === 'dd' ? pad(date.getDate()) : String(date.getDate());
      })
      .join('');
  // A comma in a number format is the thousands separator: quoted, it is the text it is.
  const cellFormat = parts.map((p) => (typeof p === 'string' ? p : p.literal.replace(/,/g, '","'))).join('');
  return {
    name,
    cellFormat,
    cellDateTimeFormat: `${cellFormat} hh:mm:ss`,
    forTerminal,
    formatDay,
    formatDateTime: (date) =>
      `${formatDay(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`,
  };
}

/** `31 Jan 2025` in workbooks (the month a word: no reader takes the day for the month); ISO in the terminal. */
export const DEFAULT_DATE_STYLE: DateStyle = build('d mmm yyyy', 'd mmm yyyy', false);

/** The style a `dateStyle:` setting names; a DateStyleError when it names none. */
export function compileDateStyle(setting: string): DateStyle {
  const text = setting.trim();
  if (text.toLowerCase() === 'iso') return build(text, 'yyyy-mm-dd', true);
  if (/^[dmy./\- ,]+$/i.test(text)) {
    if (!parsePattern(text.toLowerCase()))
      throw new DateStyleError(
        `"${setting}" is not a date style: expected a pattern of d or dd, mm or mmm, and yyyy with separators (dd/mm/yyyy, mm/dd/yyyy, d mmm yyyy), iso, or a locale such as de-DE`,
      );
    return build(text, text.toLowerCase(), true);
  }
  let locale: string | undefined;
  try {
    locale = Intl.getCanonicalLocales(text)[0];
  } catch {
    locale = undefined;
  }
  if (!locale)
    throw new DateStyleError(
      `"${setting}" is not a date style: expected dd/mm/yyyy, mm/dd/yyyy, d mmm yyyy, iso, or a locale such as de-DE`,
    );
  return build(locale, localePattern(locale), true);
}

/** A moment as the terminal prints it: in the style when it is the user's own, else `2024-05-31 17:02:11`. */
export function terminalDateTime(date: Date, style: DateStyle | undefined): string {
  return style?.forTerminal ? style.formatDateTime(date) : DEFAULT_TERMINAL.formatDateTime(date);
}

const DEFAULT_TERMINAL = build('iso', 'yyyy-mm-dd', true);
