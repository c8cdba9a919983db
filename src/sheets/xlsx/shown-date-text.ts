/**
 * The text a spreadsheet shows for a date serial under a date format (one section, as
 * pickFormatSection chose it), in English month and weekday names: what a user sees in a cell
 * whose format shows no whole day (`Mar-23`, `Wednesday`, `10:30`), to quote in its problem.
 * Undefined for what is not rendered here (another language's names, eras, a Buddhist year,
 * a system format), so that a problem never quotes a text the sheet does not show. Pure.
 */
import { excelDayOfSerial } from './calendar-day.js';
import { dateFormatParts, shownTimeUnitMs } from './date-format-parts.js';

const MS_PER_DAY = 86_400_000;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A locale bracket names English (LCID 0x..09) or none: `[$-409]`, `[$€-809]`, `[$USD]`. */
const englishLocale = (lcid: string | undefined) =>
  lcid === undefined || lcid === '' || (parseInt(lcid, 16) & 0xff) === 0x09;

type Token = { literal: string } | { code: string };

const TOKEN =
  /"([^"]*)"|\\(.)|_(.)|\*(.)|\[\$([^-\]]*)-?([0-9a-fA-F]*)\]|\[(h+|m+|s+)\]|\[[^\]]*\]|(am\/pm|a\/p)|(s+(?:\.0+)?)|([ymdhegb])\10*|(.)/gi;

function tokens(section: string): Token[] | undefined {
  const out: Token[] = [];
  for (const m of section.matchAll(TOKEN)) {
    if (m[1] !== undefined) out.push({ literal: m[1] });
    else if (m[2] !== undefined) out.push({ literal: m[2] });
    else if (m[3] !== undefined) out.push({ literal: ' ' });
    else if (m[4] !== undefined) continue;
    else if (m[0].startsWith('[$')) {
      if (!englishLocale(m[6])) return undefined;
      out.push({ literal: m[5] ?? '' });
    } else if (m[7] !== undefined) out.push({ code: `[${m[7].toLowerCase()}]` });
    else if (m[0].startsWith('[')) continue;
    else if (m[8] !== undefined) out.push({ code: m[8].toLowerCase() });
    else if (m[9] !== undefined) out.push({ code: m[9].toLowerCase() });
    else if (m[10] !== undefined) {
      if (/[egb]/i.test(m[10])) return undefined;
      out.push({ code: m[0].toLowerCase() });
    } else out.push({ literal: m[11] ?? '' });
  }
  return out;
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** What `section` shows for `serial` (days since the workbook's epoch, the time as a fraction). */
export function shownDateText(serial: number, section: string, date1904: boolean): string | undefined {
  const list = tokens(section);
  if (!list) return undefined;
  const codes = list.filter((t): t is { code: string } => 'code' in t);
  const parts = dateFormatParts(section);
  const unit = shownTimeUnitMs(parts);
  const ms = Math.round((serial * MS_PER_DAY) / unit) * unit;
  if (ms < 0) return undefined;
  const serialDay = excelDayOfSerial(serial, date1904, unit);
  const dayText = 'day' in serialDay ? serialDay.day : undefined;
  if ((parts.year || parts.month || parts.dayOfMonth || parts.weekday) && dayText === undefined) return undefined;
  const [year, month, day] = dayText ? [+dayText.slice(0, 4), +dayText.slice(4, 6), +dayText.slice(6)] : [0, 1, 1];
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const time = ms % MS_PER_DAY;
  const twelve = codes.some((t) => t.code.includes('/'));
  const hours = Math.floor(time / 3_600_000);
  const minutes = Math.floor(time / 60_000) % 60;
  const seconds = (time % 60_000) / 1000;
  let text = '';
  list.forEach((token) => {
    if ('literal' in token) {
      text += token.literal;
      return;
    }
    const code = token.code;
    const before = codes[codes.indexOf(token) - 1]?.code;
    const after = codes[codes.indexOf(token) + 1]?.code;
    const minute =
      code[0] === 'm' && code.length <= 2 && (before?.[0] === 'h' || before?.startsWith('[h') || after?.[0] === 's');
    if (code === 'am/pm') text += hours < 12 ? 'AM' : 'PM';
    else if (code === 'a/p') text += hours < 12 ? 'A' : 'P';
    else if (code === '[h]' || code === '[hh]') text += pad(Math.floor(ms / 3_600_000), code.length - 2);
    else if (code.startsWith('[m')) text += pad(Math.floor(ms / 60_000), code.length - 2);
    else if (code.startsWith('[s')) text += pad(Math.floor(ms / 1000), code.length - 2);
    else if (code[0] === 'y') text += code.length <= 2 ? pad(year % 100, 2) : pad(year, 4);
    else if (minute) text += pad(minutes, code.length);
    else if (code[0] === 'm')
      text +=
        code.length <= 2
          ? pad(month, code.length)
          : code.length === 3
            ? MONTHS[month - 1]!.slice(0, 3)
            : code.length === 4
              ? MONTHS[month - 1]!
              : MONTHS[month - 1]![0]!;
    else if (code[0] === 'd')
      text +=
        code.length <= 2
          ? pad(day, code.length)
          : code.length === 3
            ? WEEKDAYS[weekday]!.slice(0, 3)
            : WEEKDAYS[weekday]!;
    else if (code[0] === 'h') text += pad(twelve ? ((hours + 11) % 12) + 1 : hours, Math.min(code.length, 2));
    else if (code[0] === 's') {
      const places = code.includes('.') ? code.length - code.indexOf('.') - 1 : 0;
      const whole = Math.floor(seconds);
      text += pad(whole, Math.min(code.split('.')[0]!.length, 2));
      if (places > 0) text += `.${pad(Math.round((seconds - whole) * 10 ** places), places)}`;
    }
  });
  return text;
}
