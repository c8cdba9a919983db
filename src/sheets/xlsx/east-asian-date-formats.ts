/**
 * Built-in number formats of Japanese, Chinese and Korean Excel that exceljs does not know. Excel
 * writes a cell's style with these ids and no `<numFmt>` of their own; ECMA-376 Part 1, 18.8.30
 * gives their codes per language. Pure but for `addEastAsianDateFormats`, which fills the table
 * into the workbook reader's styles.
 */

/**
 * Ids that show a date in all four languages (zh-tw, zh-cn, ja-jp, ko-kr), with the Japanese code
 * (the day is the same in every one), and 32 and 33, which show a time in all four. Ids 34, 35 and
 * 52 to 56 are left out: they show a date in Japanese and Korean Excel but a time in Chinese Excel,
 * and the workbook does not say which wrote it; their cells stay numbers without a date style.
 */
export const EAST_ASIAN_DATE_FORMATS: ReadonlyMap<number, string> = new Map([
  [27, '[$-411]ge.m.d'],
  [28, '[$-411]ggge"年"m"月"d"日"'],
  [29, '[$-411]ggge"年"m"月"d"日"'],
  [30, 'm/d/yy'],
  [31, 'yyyy"年"m"月"d"日"'],
  [32, 'h"時"mm"分"'],
  [33, 'h"時"mm"分"ss"秒"'],
  [36, '[$-411]ge.m.d'],
  [50, '[$-411]ge.m.d'],
  [51, '[$-411]ggge"年"m"月"d"日"'],
  [54, '[$-411]ggge"年"m"月"d"日"'],
  [57, '[$-411]ge.m.d'],
  [58, '[$-411]ggge"年"m"月"d"日"'],
]);

/** exceljs's style cache (StylesXform): format codes by id, as the styles part defines them. */
interface StyleIndex {
  index?: { numFmt?: unknown };
}

/** Gives the reader's styles the codes of EAST_ASIAN_DATE_FORMATS the workbook does not define itself. */
export function addEastAsianDateFormats(styles: unknown): void {
  const codes = (styles as StyleIndex | undefined)?.index?.numFmt as Record<number, unknown> | undefined;
  if (!codes || typeof codes !== 'object') return;
  for (const [id, code] of EAST_ASIAN_DATE_FORMATS) if (codes[id] === undefined) codes[id] = code;
}
