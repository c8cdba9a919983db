/**
 * The validation workbook of `validate`: sheet Invoices (each invoice with its problems), sheet
 * Problems (one row per problem) and sheet Summary (counts and control totals). Written as
 * invoices arrive (write-streamed-workbook.ts) under a private temporary name and published whole
 * (write-output-file.ts).
 */
import type { LegendEntry } from '../write-legend-sheet.js';
import { fitRowHeight } from '../fit-row-height.js';
import { amountValue } from '../amount-cell.js';
import { clipCellText, clipCells } from '../clip-cell-text.js';
import { sourceStem } from '../results-file-name.js';
import type { SheetCell } from '../xlsx-writer/sheet-xml.js';
import {
  openStreamedWorkbook,
  type StreamedSheet,
  type StreamedWorkbook,
} from '../xlsx-writer/write-streamed-workbook.js';
import { openOutputFile, type OutputName } from '../write-output-file.js';
import { STYLE } from '../xlsx-writer/xlsx-parts.js';
import type { MappedInvoice } from '../../mapping/mapped-invoice.js';
import type { FileSummary } from '../../mapping/summarize-file.js';

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
const INVOICES = 0;
const PROBLEMS = 1;

const LEGEND_WIDTHS = [12, 60, 60];

/** What the Status column's words and colour say. */
const LEGEND: readonly LegendEntry[] = [
  {
    word: 'valid',
    meaning: 'Every value of the invoice was read: upload would post it.',
    todo: 'Nothing.',
  },
  {
    word: 'invalid',
    meaning:
      'A value could not be read (see Problems on its row and the Problems sheet): upload would post nothing of the file, or with --partial all but this invoice.',
    todo: 'Correct the cells named in Problems, then validate the file again.',
  },
];

/** The Legend sheet's rows: the header, then each status, its colour on the word. */
function legendRows() {
  const header = {
    cells: ['Status', 'What it means', 'What to do'],
    styles: [STYLE.header, STYLE.header, STYLE.header],
  };
  return [
    header,
    ...LEGEND.map((entry) => {
      const cells = [entry.word, entry.meaning, entry.todo];
      const word = entry.word === 'invalid' ? STYLE.invalid : STYLE.wrapTop;
      return { cells, styles: [word, STYLE.wrapTop, STYLE.wrapTop], height: fitRowHeight(cells, LEGEND_WIDTHS) };
    }),
  ];
}

const headerStyles = (headers: readonly string[]) => headers.map(() => STYLE.header);
const VALID_STYLES = [0, 0, 0, 0, 0, 0, STYLE.amount, 0, 0, STYLE.wrapTop];
const INVALID_STYLES = [0, 0, 0, 0, 0, 0, STYLE.amount, 0, STYLE.invalid, STYLE.wrapTop];
const NO_STYLES: number[] = [];

/** `<outDir>/<stem>-validation-<YYYYMMDD-HHMMSS>.xlsx`, never overwriting an earlier file. */
export function validationFileName(outDir: string, sourceFile: string, at: Date): OutputName {
  return { folder: outDir, base: `${sourceStem(sourceFile, 'input')}-validation`, at, extension: 'xlsx' };
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
  /** Resolves once the rows added so far have left memory: call it every few hundred invoices. */
  drained(): Promise<void>;
  /** Completes the workbook and returns the name it was published under. */
  finish(summary: FileSummary, about: ValidationAbout): Promise<string>;
  /** Removes the partial file after a failure. */
  abandon(): Promise<void>;
}

/** What the Summary sheet says of the validation besides its figures. */
export interface ValidationAbout {
  source: string;
  mapping: string;
  /** Whether PayeeIds were checked against a cached advertiser list, how old it is, how to refresh it. */
  advertiserList?: string | undefined;
}

function summaryRows(summary: FileSummary, about: ValidationAbout) {
  const rows: [string, SheetCell][] = [
    ['File', clipCellText(about.source)],
    ['Mapping', about.mapping],
    ...(about.advertiserList === undefined ? [] : [['Advertiser list', about.advertiserList] as [string, SheetCell]]),
    ['Invoices', summary.invoices],
    ['Lines', summary.lines],
    ['Valid', summary.valid],
    ['Invalid', summary.invalid],
    ['Problems', summary.problems],
    ...Object.entries(summary.totals).map(([currency, amount]): [string, SheetCell] => [
      `Total ${currency}`,
      amountValue(amount),
    ]),
  ];
  return rows.map(([label, value]) => ({
    cells: [label, value],
    styles: [STYLE.header, label.startsWith('Total ') ? STYLE.amount : 0],
  }));
}

const SHEETS: readonly StreamedSheet[] = [
  {
    name: 'Invoices',
    header: { cells: INVOICE_HEADERS, styles: headerStyles(INVOICE_HEADERS) },
    layout: {
      frozenHeader: true,
      widths: INVOICE_HEADERS.map((h) => (h === 'Problems' ? 90 : h === 'Sheet' || h === 'Lines' ? 10 : 18)),
    },
  },
  {
    name: 'Problems',
    header: { cells: PROBLEM_HEADERS, styles: headerStyles(PROBLEM_HEADERS) },
    layout: {
      frozenHeader: true,
      widths: PROBLEM_HEADERS.map((h) => (h === 'Message' ? 80 : h === 'Row' ? 8 : 18)),
    },
  },
  { name: 'Summary', whole: true, layout: { frozenHeader: false, widths: [22, 60] } },
  { name: 'Legend', whole: true, layout: { frozenHeader: true, widths: LEGEND_WIDTHS } },
];

/** `maxRows` is Excel's row limit, past which a sheet goes on in `Invoices (2)`, `Problems (2)`. */
export async function openValidationWorkbook(name: OutputName, maxRows?: number): Promise<ValidationWorkbook> {
  const output = openOutputFile(name);
  let workbook: StreamedWorkbook;
  try {
    workbook = await openStreamedWorkbook(output, SHEETS, maxRows);
  } catch (error) {
    await output.discard();
    throw error;
  }

  return {
    add(invoice) {
      const d = invoice.draft;
      workbook.addRow(
        INVOICES,
        [
          invoice.sheet ?? '',
          invoice.rows,
          clipCellText(d.InvoiceId ?? ''),
          clipCellText(d.PayeeId ?? ''),
          clipCellText(d.Invoice_Number ?? ''),
          clipCellText(d.CurrencyCode ?? ''),
          amountValue(d.Invoice_Amount),
          d.lines,
          invoice.invoice ? 'valid' : 'invalid',
          problemText(invoice),
        ],
        invoice.invoice ? VALID_STYLES : INVALID_STYLES,
      );
      for (const p of invoice.problems)
        workbook.addRow(
          PROBLEMS,
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
          NO_STYLES,
        );
    },
    drained: () => workbook.drained(),
    async finish(summary, about) {
      await workbook.finish([summaryRows(summary, about), legendRows()]);
      return output.publish();
    },
    async abandon() {
      try {
        await workbook.abandon();
      } finally {
        await output.discard();
      }
    },
  };
}
