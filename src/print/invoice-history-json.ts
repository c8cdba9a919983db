/** `journal show --json`: every row of the invoice with its body as sent (parsed) and its events. Pure. */
import { runBy, runStartedBy } from '../journal/run-row.js';
import { listInvoiceEvents } from './list-invoice-events.js';
import type { HistoryEvent } from './history-event.js';
import type { InvoiceRow } from '../journal/invoice-row.js';
import type { InvoiceHistoryRow } from '../journal/show-statements.js';
import { trailOfRow, type InvoiceTrail } from './list-trail-events.js';
import { isImportedBody } from '../journal/imported-body.js';
import type { FilesNow } from '../report/look-up-files.js';
import { outcomeWordOf, type OutcomeWord } from '../report/outcome-words.js';

export interface InvoiceHistoryJson {
  reference: string;
  rows: (InvoiceRow & {
    /** The row's outcome in the words of the results and the terminal (`state` is the journal's). */
    outcome: OutcomeWord;
    run: {
      startedAt: string;
      sourcePath: string;
      mapping: string;
      target: string;
      resultsFile: string | null;
      /** False when the results file names no file now (retention removed it); null when none was written or it cannot be told. */
      resultsFileExists: boolean | null;
    };
    /** The request body exactly as sent; null for an invalid invoice, which is never sent. */
    body: unknown;
    events: HistoryEvent[];
  })[];
}

/**
 * @param trail what the journal holds of these rows beside them (corrections, reviews, statuses read) @default none
 * @param filesNow whether each results file is there now (report/look-up-files.ts) @default none looked up
 */
export function invoiceHistoryJson(
  reference: string,
  rows: readonly InvoiceHistoryRow[],
  trail: InvoiceTrail = {},
  filesNow: FilesNow = new Map(),
): InvoiceHistoryJson {
  return {
    reference,
    rows: rows.map((whole) => {
      const {
        payloadJson,
        runStartedAt,
        runSourcePath,
        runMapping,
        runTargetDescription,
        runOsUser,
        runHost,
        runKeySource,
        runKeyFingerprint,
        runMappingSha256,
        runOptions,
        resultsFile,
        ...row
      } = whole;
      return {
        ...row,
        outcome: outcomeWordOf(row),
        run: {
          startedAt: runStartedAt,
          sourcePath: runSourcePath,
          mapping: runMapping,
          target: runTargetDescription,
          resultsFile,
          resultsFileExists: resultsFile === null ? null : (filesNow.get(resultsFile) ?? null),
          by: runBy({ osUser: runOsUser, host: runHost }),
          startedBy: runStartedBy({ options: runOptions }),
          mappingSha256: runMappingSha256,
          key: { source: runKeySource, fingerprint: runKeyFingerprint },
        },
        body: payloadJson === null || isImportedBody(payloadJson) ? null : JSON.parse(payloadJson),
        events: listInvoiceEvents(whole, trailOfRow(whole, trail, rows)),
      };
    }),
  };
}
