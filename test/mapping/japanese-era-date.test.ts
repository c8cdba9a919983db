/**
 * Dates as Japanese systems write them: freee, Yayoi and MoneyForward exports `2024/01/31`, and
 * government and older exports the era forms (`令和6年1月31日`, `R6.01.31`, `H31.04.30`), in
 * half- and full-width digits. Each era date is read as its Gregorian day, whatever the mapping's
 * formats, or refused at the cell naming the era; never read as another day.
 */
import { describe, expect, it } from 'vitest';
import { readJapaneseEraDate } from '../../src/mapping/japanese-era-date.js';
import {
  compileDateFormat,
  explainDateText,
  parseDateText,
  type DateFormat,
} from '../../src/mapping/parse-date-text.js';

const formats = (...patterns: string[]) => patterns.map((p) => compileDateFormat(p) as DateFormat);

const READ: [string, string][] = [
  ['令和6年1月31日', '20240131'],
  ['令和６年１月３１日', '20240131'],
  ['令和 6年 1月 31日', '20240131'],
  ['令和元年5月1日', '20190501'],
  ['令和2年2月29日', '20200229'],
  ['平成31年4月30日', '20190430'],
  ['平成元年1月8日', '19890108'],
  ['昭和64年1月7日', '19890107'],
  ['昭和55年12月1日', '19801201'],
  ['R6.01.31', '20240131'],
  ['R6/1/31', '20240131'],
  ['R06-01-31', '20240131'],
  ['Ｒ６．０１．３１', '20240131'],
  ['H31.04.30', '20190430'],
  ['H1.01.08', '19890108'],
  ['S63.12.31', '19881231'],
];

const REFUSED: [string, RegExp][] = [
  ['令和元年4月30日', /\(Reiwa 1\) is before the era began on 1 May 2019/],
  ['R1.04.30', /\(Reiwa 1\) is before the era began on 1 May 2019/],
  ['平成元年1月7日', /\(Heisei 1\) is before the era began on 8 January 1989/],
  ['平成31年5月1日', /\(Heisei 31\) is after the era ended on 30 April 2019/],
  ['平成32年1月31日', /\(Heisei 32\) is after the era ended on 30 April 2019/],
  ['H32.01.31', /\(Heisei 32\) is after the era ended on 30 April 2019/],
  ['令和6年2月30日', /\(Reiwa 6\) names no day: 2024, month 2, day 30/],
  ['令和0年1月1日', /\(Reiwa 0\) names no year/],
];

describe('Japanese era dates', () => {
  it.each(READ)('%s is %s, with the formats of a Japanese export or any other', (text, date) => {
    for (const mapping of [formats('YYYY/MM/DD'), formats('DD.MM.YYYY'), formats('MM/DD/YY', 'DD/MM/YY')])
      expect(parseDateText(text, mapping)).toBe(date);
  });

  it.each(REFUSED)('%s is refused, naming the era', (text, why) => {
    const mapping = formats('YYYY/MM/DD', 'YY/M/D');
    expect(parseDateText(text, mapping)).toBeUndefined();
    expect(explainDateText(text, mapping)).toMatch(why);
    expect(explainDateText(text, mapping)).toMatch(/^expected a date; the Japanese era date "/);
  });

  it('reads what freee, Yayoi and MoneyForward write, 2024/01/31, as before, and text of no era as none', () => {
    expect(parseDateText('2024/01/31', formats('YYYY/MM/DD'))).toBe('20240131');
    for (const text of ['2024/01/31', '31.01.2024', 'X6.01.31', 'R6.01/31', 'Reiwa 6', '6年1月31日'])
      expect(readJapaneseEraDate(text)).toBeUndefined();
  });
});
