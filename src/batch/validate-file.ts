/**
 * Reads, maps and validates a whole file, posting nothing: counts, control totals, every problem,
 * and the validation workbook written as the invoices stream by.
 */
import { hiddenSheetNote, type HiddenSheetRead } from '../mapping/hidden-sheet-read.js';
import type { OutputName } from '../report/write-output-file.js';
import { openValidationWorkbook } from '../report/validation/write-validation-workbook.js';
import { holdUntilVendorKnown } from './hold-until-vendor-known.js';
import type { DateStyle } from '../report/date-style.js';
import type { Mapping } from '../mapping/compiled-mapping.js';
import type { MappedInvoice, Problem } from '../mapping/mapped-invoice.js';
import { invoiceRequestBody, oversizeReason } from '../finance-api/request-size.js';
import { maskDataSecrets, maskError, maskProblem } from './scrub-input-text.js';
import type { DataSecrets } from '../mapping/scrub-data-text.js';
import { readInvoices, type ReadInvoicesOptions } from '../mapping/read-invoices.js';
import { readsVendorName } from '../mapping/read-carried-fields.js';
import type { SkippedRows } from '../mapping/filter-rows.js';
import { skippedRowCounts, type SkippedRowCount } from './format-skipped-rows.js';
import { FileSummaryAccumulator, type FileSummary } from '../mapping/summarize-file.js';
import type { RowAnnotations } from '../report/annotated-copy/row-annotations.js';
import { markInvalidRows } from '../report/validation/mark-invalid-rows.js';
import type { AnnotationReport } from './annotate-run.js';
import { annotateValidatedFile, type ValidateAnnotation } from './annotate-validated-file.js';
import { takeFingerprint } from './fingerprint-file.js';
import type { FileInvoice } from './hold-contained-twins.js';

/** Invoices between two waits for the workbook's rows to reach the zip. */
const DRAIN_EVERY = 500;

export interface ValidateFileOptions extends ReadInvoicesOptions {
  /** Where the validation workbook goes; none is written when undefined. */
  workbookFile?: OutputName | undefined;
  /** The config's `dateStyle`, for the workbook's date cells. @default the default style (31 Jan 2025) */
  dateStyle?: DateStyle | undefined;
  /** Problems kept in the result; the rest are only counted (and all are in the workbook). @default Infinity */
  keepProblems?: number | undefined;
  /** The Summary sheet's sentence on the advertiser list PayeeIds were checked against. @default none */
  advertiserList?: string | undefined;
  /**
   * Masked from problems and errors, which quote the file: a cell or header may hold the API key.
   * By the rule cells are copied by, so a value sharing the URL's user name is shown as written. @default none
   */
  secrets?: DataSecrets | undefined;
  /** The profile's `gateway.maxRequestBytes`: a valid invoice whose request would be larger is a problem. @default no limit */
  maxRequestBytes?: number | undefined;
  /** Also write the file back with its invalid rows marked and their problems beside them. @default no copy */
  annotate?: ValidateAnnotation | undefined;
  /** Keep the key, date and money of every valid invoice, for what upload would hold (foresee-journal-holds.ts). @default false */
  keepValidInvoices?: boolean | undefined;
  /** Called after every invoice, for progress: the invoices read so far, and how many are invalid. */
  onInvoice?: ((read: { invoices: number; invalid: number }) => void) | undefined;
}

export interface FileValidation extends AnnotationReport {
  summary: FileSummary;
  /** The first `keepProblems` problems, in file order. */
  problems: Problem[];
  /** Rows the mapping's skip and heading rules dropped, per rule, in the order first met. */
  skippedRows: SkippedRowCount[];
  /** The XLSX sheet read (the invoices sheet when joined); undefined for CSV. */
  sheet: string | undefined;
  /** Set when the sheet read is hidden in the workbook (the mapping names it). @default not hidden */
  hiddenSheet?: HiddenSheetRead | undefined;
  workbookFile: string | undefined;
  /** With `keepValidInvoices`: the valid invoices in file order, numbered from 1 as upload stages them. */
  validInvoices?: FileInvoice[];
}

/** A valid invoice as the holds read it; `id` is its place in the file. */
function fileInvoiceOf(mapped: MappedInvoice, seq: number): FileInvoice | undefined {
  const invoice = mapped.invoice;
  if (!invoice) return undefined;
  return {
    id: seq,
    seq,
    payeeId: invoice.PayeeId,
    invoiceNumber: invoice.Invoice_Number,
    invoiceDate: invoice.Invoice_Date ?? null,
    invoiceAmount: invoice.Invoice_Amount,
    currencyCode: invoice.CurrencyCode,
    rows: mapped.rows,
    sheet: mapped.sheet ?? null,
  };
}

export async function validateFile(
  file: string,
  mapping: Mapping,
  options: ValidateFileOptions = {},
): Promise<FileValidation> {
  const summary = new FileSummaryAccumulator();
  const keep = options.keepProblems ?? Infinity;
  const secrets = options.secrets;
  const mask = maskDataSecrets(secrets);
  const problems: Problem[] = [];
  // Opened with the first invoices, so a file that fails before them leaves no workbook behind.
  const workbook = holdUntilVendorKnown(
    async (withVendor) =>
      options.workbookFile
        ? await openValidationWorkbook(options.workbookFile, undefined, options.dateStyle, withVendor)
        : undefined,
    readsVendorName(mapping),
  );
  let count = 0;
  let invalid = 0;
  const skipped: SkippedRows = new Map();
  const annotations: RowAnnotations = new Map();
  const validInvoices: FileInvoice[] = [];
  let sheet: string | undefined;
  let hiddenSheet: HiddenSheetRead | undefined;
  const onHiddenSheet = (hidden: HiddenSheetRead) => {
    hiddenSheet = hidden;
  };
  const onSheet = (opened: string | undefined) => {
    sheet = opened;
    options.onSheet?.(opened);
  };
  try {
    // Taken before reading: the copy is kept only when the rows read are the rows it annotates.
    const before = options.annotate ? await takeFingerprint(file) : undefined;
    for await (const read of readInvoices(file, mapping, {
      ...options,
      skippedRows: skipped,
      onSheet,
      onHiddenSheet,
    })) {
      const checked = checkRequestSize(read, options.maxRequestBytes);
      const invoice = { ...checked, problems: checked.problems.map((problem) => maskProblem(problem, mask)) };
      summary.add(invoice);
      await workbook.add(invoice);
      if (options.annotate) markInvalidRows(annotations, invoice);
      for (const problem of invoice.problems) if (problems.length < keep) problems.push(problem);
      if (!invoice.invoice) invalid += 1;
      // Counted apart from the call: `?.` would skip the increment without a listener.
      count += 1;
      options.onInvoice?.({ invoices: count, invalid });
      const kept = options.keepValidInvoices ? fileInvoiceOf(invoice, count) : undefined;
      if (kept) validInvoices.push(kept);
      if (count % DRAIN_EVERY === 0) await workbook.opened()?.drained();
    }
    const result = summary.result();
    const written = await (
      await workbook.finish()
    )?.finish(result, {
      // The Summary names the file and mapping by path, whose folders may hold the key as its name may.
      source: mask(file),
      mapping: mask(mapping.file),
      advertiserList: options.advertiserList,
      leftOut: skipped,
      ...(hiddenSheet ? { hiddenSheet: mask(hiddenSheetNote(hiddenSheet)!) } : {}),
    });
    const annotation =
      options.annotate && before !== undefined
        ? await annotateValidatedFile(file, annotations, before, options.annotate)
        : {};
    return {
      summary: result,
      problems,
      skippedRows: skippedRowCounts(skipped),
      sheet,
      ...(hiddenSheet ? { hiddenSheet } : {}),
      workbookFile: written,
      ...(options.keepValidInvoices ? { validInvoices } : {}),
      ...annotation,
    };
  } catch (error) {
    // The error that stopped the file is the one to report, not one met while cleaning up.
    await workbook
      .opened()
      ?.abandon()
      .catch(() => undefined);
    throw maskError(error, mask);
  }
}

/** An invoice the gateway would refuse as too large becomes invalid, with the reason at its row. */
function checkRequestSize(mapped: MappedInvoice, maxRequestBytes: number | undefined): MappedInvoice {
  if (!mapped.invoice || maxRequestBytes === undefined) return mapped;
  const reason = oversizeReason(invoiceRequestBody(mapped.invoice), maxRequestBytes);
  if (!reason) return mapped;
  const problem: Problem = {
    file: mapped.file,
    sheet: mapped.sheet,
    row: mapped.firstRow,
    message: `${reason}: upload would not send it; make the invoice smaller (its PDF) or raise the profile's gateway.maxRequestBytes if the gateway takes more`,
  };
  return { ...mapped, invoice: undefined, problems: [...mapped.problems, problem] };
}
