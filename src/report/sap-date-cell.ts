/**
 * The finance system's dates (`BUDAT` `20261127`, a workflow `TIMESTAMP` `20261127145421`) as date
 * cells. They carry no time zone, so the cell shows the clock reading as sent. Pure.
 */
import { isCalendarDate } from '../invoice/formats.js';

const TIMESTAMP = /^(\d{8})(\d{2})(\d{2})(\d{2})$/;

/** `20261127` -> a date cell; empty or SAP's `00000000` -> null; anything else stays text, as sent. */
export function sapDateCell(text: string | null | undefined): Date | string | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '' || /^0+$/.test(trimmed)) return null;
  if (!isCalendarDate(trimmed)) return trimmed;
  return new Date(Date.UTC(Number(trimmed.slice(0, 4)), Number(trimmed.slice(4, 6)) - 1, Number(trimmed.slice(6, 8))));
}

/** `20261127145421` -> a date-and-time cell; empty -> null; anything else stays text, as sent. */
export function sapTimestampCell(text: string | null | undefined): Date | string | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '' || /^0+$/.test(trimmed)) return null;
  const m = TIMESTAMP.exec(trimmed);
  const [hours, minutes, seconds] = m ? [Number(m[2]), Number(m[3]), Number(m[4])] : [NaN, NaN, NaN];
  if (!m || !isCalendarDate(m[1]!) || hours > 23 || minutes > 59 || seconds > 59) return trimmed;
  const day = m[1]!;
  return new Date(
    Date.UTC(Number(day.slice(0, 4)), Number(day.slice(4, 6)) - 1, Number(day.slice(6, 8)), hours, minutes, seconds),
  );
}
