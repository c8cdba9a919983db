/**
 * The read pass: every invoice of a file, valid or not, goes into the journal before anything is
 * posted. Written in batches so a 50,000-invoice file is neither held in memory nor one fsync each;
 * a batch is also bounded by the size of its request bodies, since a PDF attachment makes one
 * invoice megabytes (500 invoices with 5 MB PDFs held at once took 1.6 GB).
 */
import type { MappedInvoice, Problem } from '../mapping/mapped-invoice.js';
import type { Journal, JournalStatements } from '../journal/journal.js';
import { payloadHash } from '../journal/payload-hash.js';
import { maskDataSecrets, maskProblem } from './scrub-input-text.js';
import type { DataSecrets } from '../mapping/scrub-data-text.js';
import { invoiceRequestBody } from '../finance-api/request-size.js';
import type { StageInput } from '../journal/stage-statements.js';
import { CARRIED_FIELDS, type CarriedValues } from '../journal/carried-fields.js';
import type { Invoice } from '../invoice/invoice-schema.js';

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
  /**
   * Masked from problem texts and the invoices' file name, which quote the file (a cell or header may
   * hold the API key) by the data rule, which keeps a URL's user name (`ACME-1001`). @default none
   */
  secrets?: DataSecrets | undefined;
  /** Invoices per transaction. @default 500 */
  batchSize?: number;
  /** Characters of request bodies per transaction (a batch ends when either bound is reached). @default 16 MiB */
  batchBodyChars?: number;
  now?: () => Date;
  /** Called after each batch with the counts so far. */
  onBatch?: (counts: StageCounts) => void;
  /** Aborted: stop reading at the next invoice; those read so far are staged (the file is closed). */
  signal?: AbortSignal | undefined;
}

/** About 16 MB of bodies: two or three invoices with large PDFs, hundreds without. */
const DEFAULT_BATCH_BODY_CHARS = 16 * 1024 * 1024;

export async function stageInvoices(
  journal: Journal,
  invoices: AsyncIterable<MappedInvoice>,
  options: StageOptions,
): Promise<StageCounts> {
  const batchSize = options.batchSize ?? 500;
  const batchBodyChars = options.batchBodyChars ?? DEFAULT_BATCH_BODY_CHARS;
  const now = options.now ?? (() => new Date());
  let counts: StageCounts = { invoices: 0, valid: 0, invalid: 0 };
  let batch: StagedBody[] = [];
  let batchChars = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    const pending = batch;
    batch = [];
    batchChars = 0;
    const at = now().toISOString();
    // Run again on a new connection should a PostgreSQL cut leave it known not committed, from the
    // counts before it; known committed, it is not run again: no invoice is staged twice.
    const before = counts;
    counts = await journal.transaction((tx) => stageBatch(tx, pending, options, at, { ...before }), {
      repeatable: true,
    });
    options.onBatch?.({ ...counts });
  };
  for await (const mapped of invoices) {
    // The body is made once here; the MappedInvoice (with its PDF) is not kept past this point.
    const item = withBody(mapped);
    batch.push(item);
    batchChars += item.payloadJson?.length ?? 0;
    // Checked at every invoice, not every batch: a batch of a large workbook takes seconds to read.
    if (options.signal?.aborted) {
      counts.stopped = true;
      break;
    }
    if (batch.length < batchSize && batchChars < batchBodyChars) continue;
    await flush();
  }
  await flush();
  return counts;
}

/** What staging needs of one invoice: its key fields and request body, without the parsed PDF. */
interface StagedBody {
  mapped: Omit<MappedInvoice, 'invoice'>;
  fields: Pick<
    StageInput,
    'payeeId' | 'invoiceNumber' | 'invoiceId' | 'currencyCode' | 'invoiceAmount' | 'lines' | keyof CarriedValues
  >;
  payloadJson: string | undefined;
  payloadHash: string | undefined;
}

/** The carried fields of carried-fields.ts: the posted value when the invoice is valid, else the draft's. */
function carriedOf(invoice: Invoice | undefined, draft: MappedInvoice['draft']): CarriedValues {
  const values = {} as Record<keyof CarriedValues, string | undefined>;
  const posted = invoice as Record<string, unknown> | undefined;
  const drafted = draft as Record<string, unknown>;
  for (const field of CARRIED_FIELDS) {
    const value = ('posted' in field ? posted?.[field.posted] : undefined) ?? drafted[field.draft];
    values[field.name] = typeof value === 'string' ? value : undefined;
  }
  return values;
}

function withBody(mapped: MappedInvoice): StagedBody {
  const { invoice: parsed, ...rest } = mapped;
  const invoice = mapped.problems.length === 0 ? parsed : undefined;
  const draft = mapped.draft;
  const fields = {
    payeeId: invoice?.PayeeId ?? draft.PayeeId,
    invoiceNumber: invoice?.Invoice_Number ?? draft.Invoice_Number,
    invoiceId: invoice?.InvoiceId ?? draft.InvoiceId,
    currencyCode: invoice?.CurrencyCode ?? draft.CurrencyCode,
    invoiceAmount: invoice?.Invoice_Amount ?? draft.Invoice_Amount,
    ...carriedOf(invoice, draft),
    lines: invoice?.InvoiceItems.length ?? draft.lines,
  };
  if (!invoice) return { mapped: rest, fields, payloadJson: undefined, payloadHash: undefined };
  return { mapped: rest, fields, payloadJson: invoiceRequestBody(invoice), payloadHash: payloadHash(invoice) };
}

/**
 * Stages a batch of invoices in one statement where the backend can, then the problems of the
 * invalid ones; returns `counts` (its own copy) with the batch's added.
 */
async function stageBatch(
  journal: JournalStatements,
  items: readonly StagedBody[],
  options: StageOptions,
  at: string,
  counts: StageCounts,
): Promise<StageCounts> {
  const inputs = items.map(({ mapped, fields, payloadJson, payloadHash }): StageInput => ({
    runId: options.runId,
    seq: ++counts.invoices,
    targetIdentity: options.targetIdentity,
    ...fields,
    sourceFile: maskDataSecrets(options.secrets)(mapped.file),
    sheet: mapped.sheet,
    rows: mapped.rows,
    firstRow: mapped.firstRow,
    payloadJson,
    payloadHash,
    at,
  }));
  const rowIds = await journal.stage.stageInvoices(inputs);
  for (const [index, { mapped, payloadJson }] of items.entries()) {
    if (payloadJson !== undefined) {
      counts.valid += 1;
      continue;
    }
    counts.invalid += 1;
    const problems: Problem[] =
      mapped.problems.length > 0 ? mapped.problems : [{ file: mapped.file, message: 'the invoice could not be built' }];
    const mask = maskDataSecrets(options.secrets);
    for (const problem of problems.map((unmasked) => maskProblem(unmasked, mask))) {
      await journal.stage.insertProblem({
        runId: options.runId,
        invoiceRowId: rowIds[index],
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
  return counts;
}
