/**
 * A CSV has no cell kinds: Excel (and LibreOffice, Google Sheets) write a date cell that lost its
 * date style as its day number, so five digits in a CSV date column are most often such a day.
 * An XLSX text cell of digits says the writer meant text, and gets no such hint. Pure.
 */
import type { Step } from './compiled-mapping.js';
import { serialToDate } from './parse-date-text.js';

/** 1950-01-01: earlier days are not invoice dates a day number of five digits stands for. */
const FIRST_PLAUSIBLE_DAY = 18264;

/**
 * The hint for `text` refused by the date step that `steps` open with (after trims), or '' when
 * the text is no plausible day number or the step reads day numbers already.
 */
export function csvDayNumberHint(text: string, steps: readonly Step[], thisYear = new Date().getUTCFullYear()): string {
  const step = steps.find((s) => s.kind !== 'trim');
  if (step?.kind !== 'date' || step.formats.some((format) => !format.regex)) return '';
  const digits = text.trim();
  if (!/^\d{5}$/.test(digits) || Number(digits) < FIRST_PLAUSIBLE_DAY) return '';
  const day = serialToDate(digits);
  // Later years are refused as of another calendar: no day number stands for them either.
  if (day === undefined || Number(day.slice(0, 4)) > thisYear + 1) return '';
  return ` (as an Excel day number it is ${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6)}, as Excel writes a date without a date style in CSV; add serial to dateFormats to read it so)`;
}
