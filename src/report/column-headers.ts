/**
 * The headers of the columns several workbooks share, written once, so the annotated copy, the
 * Results sheet, its Problems sheet, the validation workbook, the reconciliation and the Legend name a
 * column with the same word.
 */
export const COLUMN_HEADERS = {
  outcome: 'Outcome',
  instanceId: 'Instance id',
  message: 'Message',
  rows: 'Rows',
  sourceFile: 'Source file',
  sheet: 'Sheet',
  row: 'Row',
  column: 'Column',
  /** The invoice's field a problem is about, as the finance API names it (InvoiceItems[0].Amount). */
  field: 'Field',
  /** A problem's cell as the file holds it. */
  value: 'Value',
  invoiceId: 'Invoice id',
  vendorId: 'Vendor id',
  vendorName: 'Vendor',
} as const;
