/**
 * Excel flags every text cell holding digits (a vendor id, an instance id) with a green triangle
 * offering "Convert to Number", which drops the leading zeros these ids keep on purpose. The
 * workbooks write text only where text is meant, so the check is switched off on the whole sheet.
 */
import type ExcelJS from 'exceljs';

/** `<ignoredErrors>` of a worksheet: after `headerFooter`, `rowBreaks` and `colBreaks`, before `legacyDrawing` and `tableParts` (CT_Worksheet). */
export const IGNORED_ERRORS_XML =
  '<ignoredErrors><ignoredError sqref="A1:XFD1048576" numberStoredAsText="1"/></ignoredErrors>';

/**
 * Makes exceljs's streaming writer add IGNORED_ERRORS_XML to `sheet` when it commits. exceljs has
 * no model for `<ignoredErrors>`; its commit writes the legacy drawing (of comments) last, which
 * the schema puts after `<ignoredErrors>`, so the element goes right before that write, after the
 * breaks (addColumnBreaks in print-setup.ts) whichever of the two was set first.
 */
function ignoreNumbersAsText(sheet: ExcelJS.Worksheet): void {
  const writer = sheet as unknown as { _writeLegacyData(): void; _write(text: string): void };
  if (typeof writer._writeLegacyData !== 'function' || typeof writer._write !== 'function')
    throw new Error('exceljs no longer writes a streamed sheet as this code expects: ignoredErrors cannot be added');
  const writeLegacyData = writer._writeLegacyData.bind(writer);
  writer._writeLegacyData = () => {
    writer._write(IGNORED_ERRORS_XML);
    writeLegacyData();
  };
}

/**
 * Adds sheet `name`: the one way the results, reconciliation and validation workbooks add a sheet,
 * so none of them (a Summary of text counts and ids among them) wears the flags. A workbook built in
 * memory has no streamed sheet to hook; exceljs's own model writes it, without the element.
 */
export function addWorksheet(
  workbook: ExcelJS.Workbook | ExcelJS.stream.xlsx.WorkbookWriter,
  name: string,
  options?: Partial<ExcelJS.AddWorksheetOptions>,
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(name, options);
  if ('commit' in workbook) ignoreNumbersAsText(sheet);
  return sheet;
}
