/**
 * Dates of the Japanese era calendar (和暦), as government and older accounting exports write them:
 * `令和6年1月31日`, `令和元年5月1日` (元年, the first year), `R6.01.31`, `R6/1/31`, `H31.04.30`.
 * The era names the years: Reiwa 6 is 2024. Read as Gregorian, `R6/1/31` is no day and
 * `6年1月31日` would be year 6. A day outside its era (`令和元年4月30日`: Reiwa began on 1 May
 * 2019; `平成32年`: Heisei ended on 30 April 2019) is refused naming the era. Full-width digits
 * and letters read as their ASCII forms. Pure.
 */
import { toCalendarDate } from '../invoice/formats.js';

interface Era {
  names: string[];
  english: string;
  /** The first day, YYYYMMDD. */
  start: string;
  /** The last day, YYYYMMDD; undefined for the present era. */
  end?: string;
}

const ERAS: readonly Era[] = [
  { names: ['令和', 'R'], english: 'Reiwa', start: '20190501' },
  { names: ['平成', 'H'], english: 'Heisei', start: '19890108', end: '20190430' },
  { names: ['昭和', 'S'], english: 'Showa', start: '19261225', end: '19890107' },
  { names: ['大正', 'T'], english: 'Taisho', start: '19120730', end: '19261224' },
  { names: ['明治', 'M'], english: 'Meiji', start: '18681023', end: '19120729' },
];

const WRITTEN = /^(令和|平成|昭和|大正|明治)\s*(元|\d{1,2})\s*年\s*(\d{1,2})\s*月\s*(\d{1,2})\s*日$/u;
const LETTERED = /^([RHSTM])\s*(\d{1,2})([./-])(\d{1,2})\3(\d{1,2})$/;

export type EraDate = { date: string } | { problem: string };

/** The Gregorian day, YYYYMMDD, of a Japanese era date, why it names none, or undefined for text of no era. */
export function readJapaneseEraDate(text: string): EraDate | undefined {
  const value = text.normalize('NFKC').trim();
  const written = WRITTEN.exec(value);
  const lettered = written ? undefined : LETTERED.exec(value);
  if (!written && !lettered) return undefined;
  const [name, yearText, monthText, dayText] = written
    ? [written[1]!, written[2]!, written[3]!, written[4]!]
    : [lettered![1]!, lettered![2]!, lettered![4]!, lettered![5]!];
  const era = ERAS.find((e) => e.names.includes(name))!;
  const eraYear = yearText === '元' ? 1 : Number(yearText);
  const what = `the Japanese era date "${text.trim()}" (${era.english} ${eraYear})`;
  if (eraYear < 1) return { problem: `${what} names no year: the first year of an era is 1 (元年)` };
  const year = Number(era.start.slice(0, 4)) + eraYear - 1;
  const date = toCalendarDate(year, Number(monthText), Number(dayText));
  if (date === undefined)
    return { problem: `${what} names no day: ${year}, month ${Number(monthText)}, day ${Number(dayText)}` };
  if (date < era.start) return { problem: `${what} is before the era began on ${shown(era.start)}` };
  if (era.end !== undefined && date > era.end)
    return { problem: `${what} is after the era ended on ${shown(era.end)}` };
  return { date };
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');

function shown(date: string): string {
  return `${Number(date.slice(6))} ${MONTHS[Number(date.slice(4, 6)) - 1]} ${date.slice(0, 4)}`;
}
