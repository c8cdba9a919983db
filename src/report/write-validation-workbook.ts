/**
 * The validation workbook of `validate`: sheet Invoices (each invoice with its problems), sheet
 * Problems (one row per problem) and sheet Summary (counts and control totals). Written with
 * exceljs's streaming writer as invoices arrive; written under a private temporary name and
 * published whole (write-output-file.ts).
 */
import ExcelJS from 'exceljs';
import { AMOUNT_FORMAT, amountValue } from './amount-cell.js';
import { clipCellText, clipCells } from './clip-cell-text.js';
import { sourceStem } from './results-file-name.js';
import { waitForSheetDrain } from './wait-for-sheet-drain.js';
import { openOutputFile, type OutputName } from './write-output-file.js';
import type { MappedInvoice } from '../mapping/mapped-invoice.js';
import type { FileSummary } from '../mapping/summarize-file.js';

const HEADER_FONT = { bold: true };
const INVALID_FILL = { type: 'pattern' as const, pattern: 'solid' as const, fgColor: { argb: 'FFFCE4D6' } };
// Made once and shared: exceljs finds a style by its object's identity, and renders a fresh one as XML per cell.
const PLAIN_STYLE: Partial<ExcelJS.Style> = Object.freeze({});
const AMOUNT_STYLE: Partial<ExcelJS.Style> = Object.freeze({ numFmt: AMOUNT_FORMAT });
const INVALID_STYLE: Partial<ExcelJS.Style> = Object.freeze({ fill: INVALID_FILL });
const PROBLEMS_STYLE: Partial<ExcelJS.Style> = Object.freeze({
  alignment: { wrapText: true, vertical: 'top' as const },
});

const INVOICE_HEADERS = [
  'Sheet',
  'Rows',
  'InvoiceId',
  'PayeeId',
  'Invoice_Number',
  'CurrencyCode',
  'Invoice_Amount',
  'Lines',
  'Status',
  'Problems',
];
const PROBLEM_HEADERS = ['Sheet', 'Row', 'Column', 'Field', 'Value', 'Message', 'InvoiceId', 'Invoice_Number'];

/** `<outDir>/<stem>-validation-<YYYYMMDD-HHMMSS>.xlsx`, never overwriting an earlier file. */
export function validationFileName(outDir: string, sourceFile: string, at: Date): OutputName {
  return { folder: outDir, base: `${sourceStem(sourceFile, 'input')}-validation`, at, extension: 'xlsx' };
}

/**
 * exceljs gives every row a fresh style object (not in its typings) and, not knowing that object,
 * renders it as XML to find its style per row; the shared plain style is known after the first.
 */
function sharePlainRowStyle(row: ExcelJS.Row): void {
  (row as unknown as { style: Partial<ExcelJS.Style> }).style = PLAIN_STYLE;
}

function problemText(invoice: MappedInvoice): string {
  return clipCellText(
    invoice.problems
      .map((p) => {
        const where = [
          p.sheet && p.sheet !== invoice.sheet ? `sheet ${p.sheet}` : '',
          p.row !== undefined ? `row ${p.row}` : '',
          p.column ? `"${p.column}"` : (p.field ?? ''),
        ]
          .filter(Boolean)
          .join(' ');
        const got = p.value === undefined ? '' : `, got ${JSON.stringify(p.value)}`;
        return `${where ? `${where}: ` : ''}${p.message}${got}`;
      })
      .join('\n'),
  );
}

export interface ValidationWorkbook {
  add(invoice: MappedInvoice): void;
  /**
   * Resolves once the rows added so far have mostly gone into the zip: call it every few hundred
   * invoices, or exceljs holds every row of a large file in memory until the end.
   */
  drained(): Promise<void>;
  /** Completes the workbook and returns the name it was published under. */
  finish(summary: FileSummary, about: { source: string; mapping: string }): Promise<string>;
  /** Removes the partial file after a failure. */
  abandon(): Promise<void>;
}

export function openValidationWorkbook(name: OutputName): ValidationWorkbook {
  const output = openOutputFile(name);
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output.stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'invoice-batch';
  const invoices = workbook.addWorksheet('Invoices', { views: [{ state: 'frozen', ySplit: 1 }] });
  invoices.columns = INVOICE_HEADERS.map((header) => ({
    header,
    width: header === 'Problems' ? 90 : header === 'Sheet' || header === 'Lines' ? 10 : 18,
  }));
  invoices.getRow(1).font = HEADER_FONT;
  invoices.getRow(1).commit();
  const problems = workbook.addWorksheet('Problems', { views: [{ state: 'frozen', ySplit: 1 }] });
  problems.columns = PROBLEM_HEADERS.map((header) => ({
    header,
    width: header === 'Message' ? 80 : header === 'Row' ? 8 : 18,
  }));
  problems.getRow(1).font = HEADER_FONT;
  problems.getRow(1).commit();

  return {
    add(invoice) {
      const d = invoice.draft;
      const row = invoices.addRow([
        invoice.sheet ?? '',
        invoice.rows,
        clipCellText(d.InvoiceId ?? ''),
        clipCellText(d.PayeeId ?? ''),
        clipCellText(d.Invoice_Number ?? ''),
        clipCellText(d.CurrencyCode ?? ''),
        amountValue(d.Invoice_Amount) ?? '',
        d.lines,
        invoice.invoice ? 'valid' : 'invalid',
        problemText(invoice),
      ]);
      sharePlainRowStyle(row);
      for (let column = 1; column <= 8; column += 1)
        row.getCell(column).style = column === 7 ? AMOUNT_STYLE : PLAIN_STYLE;
      row.getCell(9).style = invoice.invoice ? PLAIN_STYLE : INVALID_STYLE;
      row.getCell(10).style = PROBLEMS_STYLE;
      row.commit();
      for (const p of invoice.problems) {
        const row = problems.addRow(
          clipCells([
            p.sheet ?? '',
            p.row ?? '',
            p.column ?? '',
            p.field ?? '',
            p.value ?? '',
            p.message,
            d.InvoiceId ?? '',
            d.Invoice_Number ?? '',
          ]),
        );
        sharePlainRowStyle(row);
        for (let column = 1; column <= PROBLEM_HEADERS.length; column += 1) row.getCell(column).style = PLAIN_STYLE;
        row.commit();
      }
    },
    async drained() {
      await waitForSheetDrain(invoices);
      await waitForSheetDrain(problems);
    },
    async finish(summary, about) {
      invoices.commit();
      problems.commit();
      const sheet = workbook.addWorksheet('Summary');
      sheet.columns = [{ width: 22 }, { width: 60 }];
      const rows: [string, string | number | null][] = [
        ['File', clipCellText(about.source)],
        ['Mapping', about.mapping],
        ['Invoices', summary.invoices],
        ['Lines', summary.lines],
        ['Valid', summary.valid],
        ['Invalid', summary.invalid],
        ['Problems', summary.problems],
        ...Object.entries(summary.totals).map(([currency, amount]): [string, number | string | null] => [
          `Total ${currency}`,
          amountValue(amount),
        ]),
      ];
      for (const [label, value] of rows) {
        const row = sheet.addRow([label, value]);
        row.getCell(1).font = HEADER_FONT;
        if (label.startsWith('Total ')) row.getCell(2).numFmt = AMOUNT_FORMAT;
        row.commit();
      }
      sheet.commit();
      await workbook.commit();
      return output.publish();
    },
    async abandon() {
      await output.discard();
    },
  };
}
