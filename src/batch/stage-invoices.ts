/**
 * The read pass: every invoice of a file, valid or not, goes into the journal before anything is
 * posted. Written in batches so a 50,000-invoice file is neither held in memory nor one fsync each.
 */
import type { MappedInvoice, Problem } from '../mapping/mapped-invoice.js';
import type { Journal } from '../journal/open-journal.js';
import { insertProblem, stageInvoice } from '../journal/stage-statements.js';
import { payloadHash } from '../journal/payload-hash.js';

export interface StageCounts {
  invoices: number;
  valid: number;
  invalid: number;
  /** The signal stopped the read pass before the end of the file. */
  stopped?: boolean;
}

export interface StageOptions {
  runId: number;
  targetIdentity: string;
  /** Invoices per transaction. @default 500 */
  batchSize?: number;
  now?: () => Date;
  /** Called after each batch with the counts so far. */
  onBatch?: (counts: StageCounts) => void;
  /** Aborted: stop reading after the current batch (the file is closed). */
  signal?: AbortSignal | undefined;
}

export async function stageInvoices(journal: Journal, invoices: AsyncIterable<MappedInvoice>, options: StageOptions): Promise<StageCounts> {
  const batchSize = options.batchSize ?? 500;
  const now = options.now ?? (() => new Date());
  const counts: StageCounts = { invoices: 0, valid: 0, invalid: 0 };
  let batch: MappedInvoice[] = [];
  const flush = () => {
    if (batch.length === 0) return;
    const pending = batch;
    batch = [];
    const at = now().toISOString();
    journal.transaction(() => {
      for (const mapped of pending) stageOne(journal, mapped, options, ++counts.invoices, at, counts);
    });
    options.onBatch?.({ ...counts });
  };
  for await (const mapped of invoices) {
    batch.push(mapped);
    if (batch.length < batchSize) continue;
    flush();
    if (options.signal?.aborted) {
      counts.stopped = true;
      break;
    }
  }
  flush();
  return counts;
}

function stageOne(journal: Journal, mapped: MappedInvoice, options: StageOptions, seq: number, at: string, counts: StageCounts): void {
  const invoice = mapped.problems.length === 0 ? mapped.invoice : undefined;
  const draft = mapped.draft;
  const rowId = stageInvoice(journal, {
    runId: options.runId,
    seq,
    targetIdentity: options.targetIdentity,
    payeeId: invoice?.PayeeId ?? draft.PayeeId,
    invoiceNumber: invoice?.Invoice_Number ?? draft.Invoice_Number,
    invoiceId: invoice?.InvoiceId ?? draft.InvoiceId,
    currencyCode: invoice?.CurrencyCode ?? draft.CurrencyCode,
    invoiceAmount: invoice?.Invoice_Amount ?? draft.Invoice_Amount,
    invoiceDate: invoice?.Invoice_Date ?? draft.Invoice_Date,
    vendorName: draft.vendorName,
    lines: invoice?.InvoiceItems.length ?? draft.lines,
    sourceFile: mapped.file,
    sheet: mapped.sheet,
    rows: mapped.rows,
    firstRow: mapped.firstRow,
    payloadJson: invoice ? JSON.stringify(invoice) : undefined,
    payloadHash: invoice ? payloadHash(invoice) : undefined,
    at,
  });
  if (invoice) {
    counts.valid += 1;
    return;
  }
  counts.invalid += 1;
  const problems: Problem[] = mapped.problems.length > 0 ? mapped.problems : [{ file: mapped.file, message: 'the invoice could not be built' }];
  for (const problem of problems) {
    insertProblem(journal, {
      runId: options.runId,
      invoiceRowId: rowId,
      file: problem.file,
      sheet: problem.sheet,
      row: problem.row,
      column: problem.column,
      field: problem.field,
      value: problem.value,
      message: problem.message,
    });
  }
}
