/**
 * Excel's built-in number formats, ids 0-49 (ECMA-376 Part 1 §18.8.30): a workbook may style a
 * cell with one of these ids and write no `<numFmt>` for it, as openpyxl does for the currency and
 * accounting ids. Ids 5-8 and 37-44 depend on the reader's locale (`$356.48` in en-US, `356,48 €`
 * in de-DE): no currency is stored, so they are Excel's en-US forms without the `$`, and an amount
 * in them takes the invoice's currency like a plain number.
 * Ids 27-36 are East Asian dates and times: east-asian-date-formats.ts. Pure but for
 * `addBuiltInNumberFormats`, which fills the table into the workbook reader's styles.
 */
const BUILT_IN: ReadonlyMap<number, string> = new Map([
  [0, 'General'],
  [1, '0'],
  [2, '0.00'],
  [3, '#,##0'],
  [4, '#,##0.00'],
  [5, String.raw`#,##0_);\(#,##0\)`],
  [6, String.raw`#,##0_);[Red]\(#,##0\)`],
  [7, String.raw`#,##0.00_);\(#,##0.00\)`],
  [8, String.raw`#,##0.00_);[Red]\(#,##0.00\)`],
  [9, '0%'],
  [10, '0.00%'],
  [11, '0.00E+00'],
  [12, '# ?/?'],
  [13, '# ??/??'],
  [14, 'mm-dd-yy'],
  [15, 'd-mmm-yy'],
  [16, 'd-mmm'],
  [17, 'mmm-yy'],
  [18, 'h:mm AM/PM'],
  [19, 'h:mm:ss AM/PM'],
  [20, 'h:mm'],
  [21, 'h:mm:ss'],
  [22, 'm/d/yy h:mm'],
  [23, 'General'],
  [24, 'General'],
  [25, 'General'],
  [26, 'General'],
  [37, '#,##0 ;(#,##0)'],
  [38, '#,##0 ;[Red](#,##0)'],
  [39, '#,##0.00 ;(#,##0.00)'],
  [40, '#,##0.00 ;[Red](#,##0.00)'],
  [41, String.raw`_(* #,##0_);_(* \(#,##0\);_(* "-"_);_(@_)`],
  [42, String.raw`_(* #,##0_);_(* \(#,##0\);_(* "-"_);_(@_)`],
  [43, String.raw`_(* #,##0.00_);_(* \(#,##0.00\);_(* "-"??_);_(@_)`],
  [44, String.raw`_(* #,##0.00_);_(* \(#,##0.00\);_(* "-"??_);_(@_)`],
  [45, 'mm:ss'],
  [46, '[h]:mm:ss'],
  [47, 'mmss.0'],
  [48, '##0.0E+0'],
  [49, '@'],
]);

/** exceljs's style cache (StylesXform): format codes by id, as the styles part defines them. */
interface StyleIndex {
  index?: { numFmt?: unknown };
}

/**
 * Gives the reader's styles every built-in id the styles part leaves out; a code the part writes
 * for a built-in id is the one the sheet shows.
 */
export function addBuiltInNumberFormats(styles: unknown): void {
  const codes = (styles as StyleIndex | undefined)?.index?.numFmt as Record<number, unknown> | undefined;
  if (!codes || typeof codes !== 'object') return;
  for (const [id, code] of BUILT_IN) codes[id] ??= code;
}
