/**
 * A date format as written in a mapping (`DD.MM.YYYY`, `YYYY-MM-DDTHH:mm:ssZ`) -> the source of
 * a regular expression whose capture groups are the year, month and day. Time parts are matched
 * so that the text must have them, but are not captured: the day is the one written. Pure.
 */

export type DatePart = 'YYYY' | 'YY' | 'MM' | 'MMM' | 'DD';

interface Token {
  text: string;
  /** Captured as this part of the date; time parts are matched only. */
  part?: DatePart | undefined;
  /** Digits, which need a separator or a fixed width to end. */
  numeric: boolean;
  /** With a separator on both sides. */
  loose: string;
  /** Next to another number, where widths must tell the two apart (YYYYMMDD, HHmmss). */
  fixed: string;
}

const number = (text: string, loose: string, fixed: string, part?: DatePart): Token => ({
  text,
  part,
  numeric: true,
  loose,
  fixed,
});
const word = (text: string, source: string, part?: DatePart): Token => ({
  text,
  part,
  numeric: false,
  loose: source,
  fixed: source,
});

const HOUR = number('HH', '(?:[01]?\\d|2[0-4])', '(?:[01]\\d|2[0-4])');
const HOUR12 = number('hh', '(?:0?[1-9]|1[0-2])', '(?:0[1-9]|1[0-2])');
/** Z, or an offset from UTC: -12:00 to +14:00, with or without the colon or the minutes. */
const OFFSET = '(?:[Zz]|[+-](?:0\\d|1[0-4])(?::?[0-5]\\d)?)';

/**
 * A month word of Latin letters, accented or not (`févr`, `März`, `maaliskuuta`), and the dot
 * of an abbreviation, which writers put or leave out (`31-janv.-2024`, `31. Jan. 2024`).
 */
const MONTH_WORD = '([A-Za-z\\u00C0-\\u024F\\u0300-\\u036F]{3,12})\\.?';

/** Longest first: `MMMM` before `MMM` before `MM` before `M`. */
const TOKENS: Token[] = [
  number('YYYY', '(\\d{4})', '(\\d{4})', 'YYYY'),
  number('YY', '(\\d{2})', '(\\d{2})', 'YY'),
  word('MMMM', MONTH_WORD, 'MMM'),
  word('MMM', MONTH_WORD, 'MMM'),
  number('MM', '(\\d{1,2})', '(\\d{2})', 'MM'),
  number('M', '(\\d{1,2})', '(\\d{2})', 'MM'),
  number('DD', '(\\d{1,2})', '(\\d{2})', 'DD'),
  number('D', '(\\d{1,2})', '(\\d{2})', 'DD'),
  HOUR,
  { ...HOUR, text: 'H' },
  HOUR12,
  { ...HOUR12, text: 'h' },
  number('mm', '[0-5]\\d', '[0-5]\\d'),
  number('ss', '(?:[0-5]\\d|60)', '(?:[0-5]\\d|60)'),
  word('A', '[AaPp][Mm]'),
  word('a', '[AaPp][Mm]'),
  word('XXX', OFFSET),
  word('XX', OFFSET),
  word('X', OFFSET),
  word('ZZ', OFFSET),
  word('Z', OFFSET),
];

/** An optional time of day and zone after a date whose format names none; read and dropped. */
const TIME_SUFFIX =
  '(?:[ T](?:[01]?\\d|2[0-4]):[0-5]\\d(?::(?:[0-5]\\d|60)(?:[.,]\\d+)?)?(?:\\s?[AaPp][Mm])?' + `(?:\\s?${OFFSET})?)?`;

const PARTS_HELP = "use YYYY, YY, MM, M, MMM, DD, D, HH, hh, mm, ss, SSS, A, Z, a literal T or 'text', and separators";

const isNumber = (item: Token | string | undefined) => typeof item === 'object' && item.numeric;
const isMonth = (item: Token | string | undefined) => typeof item === 'object' && item.part === 'MMM';

/** The regular expression source of `pattern` and the date part of each capture group, or why it is no format. */
export function compileFormatSource(pattern: string): { source: string; groups: DatePart[] } | string {
  const items: (Token | string)[] = [];
  let rest = pattern;
  while (rest.length > 0) {
    const fraction = /^S+/.exec(rest)?.[0];
    const token = fraction
      ? number(fraction, '\\d+', `\\d{${fraction.length}}`)
      : TOKENS.find(({ text }) => rest.startsWith(text));
    if (token) {
      items.push(token);
      rest = rest.slice(token.text.length);
      continue;
    }
    const quoted = /^'((?:[^']|'')*)'/.exec(rest);
    if (quoted) {
      items.push(quoted[1]!.replace(/''/g, "'"));
      rest = rest.slice(quoted[0].length);
      continue;
    }
    const char = rest.charAt(0);
    // T is the literal of ISO 8601 between the date and the time (2024-03-05T14:30).
    if (char !== 'T' && /[A-Za-z0-9]/.test(char))
      return `unknown date format part "${char}" in "${pattern}"; ${PARTS_HELP}`;
    items.push(char);
    rest = rest.slice(1);
  }
  const groups = items.flatMap((item) => (typeof item !== 'string' && item.part ? [item.part] : []));
  const has = (part: DatePart) => groups.includes(part);
  if (!(has('YYYY') || has('YY')) || !(has('MM') || has('MMM')) || !has('DD'))
    return `date format "${pattern}" needs a year (YYYY or YY), a month (MM, M or MMM) and a day (DD or D)`;
  let source = '';
  let time = false;
  for (const [i, item] of items.entries()) {
    if (typeof item === 'string') {
      // A month word takes its own dot: `DD. MMM. YYYY` reads `31. März 2024` as well.
      if (item === '.' && isMonth(items[i - 1])) continue;
      source += item.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
      continue;
    }
    // Without a separator between two numbers (YYYYMMDD) each must have its full width to be told apart.
    const adjacent = isNumber(items[i - 1]) || isNumber(items[i + 1]);
    source += adjacent ? item.fixed : item.loose;
    if (!item.part) time = true;
  }
  return { source: time ? source : source + TIME_SUFFIX, groups };
}
