/**
 * The validation workbook of `validate`: sheet Invoices (each invoice with its problems), sheet
 * Problems (one row per problem) and sheet Summary (counts and control totals). Written with
 * exceljs's streaming writer as invoices arrive; written under a temporary name and renamed.
 */
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import ExcelJS from 'exceljs';
import { sourceStem, stampedFileName } from './results-file-name.js';
import { AMOUNT_FORMAT, amountValue } from './amount-cell.js';
import type { MappedInvoice } from '../mapping/mapped-invoice.js';
import type { FileSummary } from '../mapping/summarize-file.js';

/** Excel refuses longer cell texts. */
const MAX_CELL = 32_000;
const HEADER_FONT = { bold: true };
const INVALID_FILL = { type: 'pattern' as const, pattern: 'solid' as const, fgColor: { argb: 'FFFCE4D6' } };
// Made once and shared: exceljs finds a style by its object's identity, and renders a fresh one as XML per cell.
const PLAIN_STYLE: Partial<ExcelJS.Style> = Object.freeze({});
const AMOUNT_STYLE: Partial<ExcelJS.Style> = Object.freeze({ numFmt: AMOUNT_FORMAT });
const INVALID_STYLE: Partial<ExcelJS.Style> = Object.freeze({ fill: INVALID_FILL });
const PROBLEMS_STYLE: Partial<ExcelJS.Style> = Object.freeze({ alignment: { wrapText: true, vertical: 'top' as const } });

const INVOICE_HEADERS = ['Sheet', 'Rows', 'InvoiceId', 'PayeeId', 'Invoice_Number', 'CurrencyCode', 'Invoice_Amount', 'Lines', 'Status', 'Problems'];
const PROBLEM_HEADERS = ['Sheet', 'Row', 'Column', 'Field', 'Value', 'Message', 'InvoiceId', 'Invoice_Number'];

/** `<outDir>/<stem>-validation-<YYYYMMDD-HHMMSS>.xlsx`, never overwriting an earlier file. */
export function validationFileName(outDir: string, sourceFile: string, at: Date): string {
  return stampedFileName(outDir, `${sourceStem(sourceFile, 'input')}-validation`, at, 'xlsx');
}

function clip(text: string): string {
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL)} ...` : text;
}

function problemText(invoice: MappedInvoice): string {
  return clip(
    invoice.problems
      .map((p) => {
        const where = [p.sheet && p.sheet !== invoice.sheet ? `sheet ${p.sheet}` : '', p.row !== undefined ? `row ${p.row}` : '', p.column ? `"${p.column}"` : p.field ?? '']
          .filter(Boolean)
          .join(' ');
        const got = p.value === undefined ? '' : `, got ${JSON.stringify(p.value)}`;
        return `${where ? `${where}: ` : ''}${p.message}${got}`;
      })
      .join('\n'),
  );
}

export interface ValidationWorkbook {
  /** The final path (the file appears there on `finish`). */
  file: string;
  add(invoice: MappedInvoice): void;
  finish(summary: FileSummary, about: { source: string; mapping: string }): Promise<void>;
  /** Removes the partial file after a failure. */
  abandon(): Promise<void>;
}

export function openValidationWorkbook(file: string): ValidationWorkbook {
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}.partial`;
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: partial, useStyles: true, useSharedStrings: false });
  workbook.creator = 'invoice-batch';
  const invoices = workbook.addWorksheet('Invoices', { views: [{ state: 'frozen', ySplit: 1 }] });
  invoices.columns = INVOICE_HEADERS.map((header) => ({ header, width: header === 'Problems' ? 90 : header === 'Sheet' || header === 'Lines' ? 10 : 18 }));
  invoices.getRow(1).font = HEADER_FONT;
  invoices.getRow(1).commit();
  const problems = workbook.addWorksheet('Problems', { views: [{ state: 'frozen', ySplit: 1 }] });
  problems.columns = PROBLEM_HEADERS.map((header) => ({ header, width: header === 'Message' ? 80 : header === 'Row' ? 8 : 18 }));
  problems.getRow(1).font = HEADER_FONT;
  problems.getRow(1).commit();

  return {
    file,
    add(invoice) {
      const d = invoice.draft;
      const row = invoices.addRow([
        invoice.sheet ?? '',
        invoice.rows,
        d.InvoiceId ?? '',
        d.PayeeId ?? '',
        d.Invoice_Number ?? '',
        d.CurrencyCode ?? '',
        amountValue(d.Invoice_Amount) ?? '',
        d.lines,
        invoice.invoice ? 'valid' : 'invalid',
        problemText(invoice),
      ]);
      for (let column = 1; column <= 8; column += 1) row.getCell(column).style = column === 7 ? AMOUNT_STYLE : PLAIN_STYLE;
      row.getCell(9).style = invoice.invoice ? PLAIN_STYLE : INVALID_STYLE;
      row.getCell(10).style = PROBLEMS_STYLE;
      row.commit();
      for (const p of invoice.problems) {
        const row = problems.addRow([p.sheet ?? '', p.row ?? '', p.column ?? '', p.field ?? '', clip(p.value ?? ''), p.message, d.InvoiceId ?? '', d.Invoice_Number ?? '']);
        for (let column = 1; column <= PROBLEM_HEADERS.length; column += 1) row.getCell(column).style = PLAIN_STYLE;
        row.commit();
      }
    },
    async finish(summary, about) {
      invoices.commit();
      problems.commit();
      const sheet = workbook.addWorksheet('Summary');
      sheet.columns = [{ width: 22 }, { width: 60 }];
      const rows: [string, string | number | null][] = [
        ['File', about.source],
        ['Mapping', about.mapping],
        ['Invoices', summary.invoices],
        ['Lines', summary.lines],
        ['Valid', summary.valid],
        ['Invalid', summary.invalid],
        ['Problems', summary.problems],
        ...Object.entries(summary.totals).map(([currency, amount]): [string, number | string | null] => [`Total ${currency}`, amountValue(amount)]),
      ];
      for (const [label, value] of rows) {
        const row = sheet.addRow([label, value]);
        row.getCell(1).font = HEADER_FONT;
        if (label.startsWith('Total ')) row.getCell(2).numFmt = AMOUNT_FORMAT;
        row.commit();
      }
      sheet.commit();
      await workbook.commit();
      renameSync(partial, file);
    },
    async abandon() {
      // Close the writer's file before removing it; a failure to finish is not the error to report.
      await workbook.commit().catch(() => undefined);
      rmSync(partial, { force: true });
    },
  };
}
