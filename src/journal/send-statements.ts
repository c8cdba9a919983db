/** Statements around each create request: claim, outcome, and what earlier runs say about a key. */
import type { InvoiceRow } from './invoice-row.js';
import type { InvoiceState } from './invoice-state.js';
import type { HeldRow, OtherTargetRow } from './other-target-statements.js';
import type { OtherPayeeCreated } from './other-payee-statements.js';
import type { SameInvoiceIdRow } from './same-invoice-id-statements.js';
import type { SharedInstance } from './shared-instances.js';
import type { SentDate } from './sent-date-statements.js';

export interface BusinessKey {
  targetIdentity: string;
  payeeId: string;
  invoiceNumber: string;
}

/** A staged row and its key, as `claimRows` takes it. */
export type ClaimableRow = BusinessKey & { id: number };

export interface OutcomeRecord {
  state: Exclude<InvoiceState, 'staged' | 'sending' | 'invalid'>;
  instanceId?: string | undefined;
  httpStatus?: number | undefined;
  eRetcode?: number | undefined;
  eMessage?: string | undefined;
  detail?: string | undefined;
  /** Requests made for this outcome (0 when nothing was sent). */
  attempts: number;
  at: string;
}

export type CreatedForStaged = InvoiceRow & { stagedId: number };

/** A row's key as findRunKeys reads it. */
export interface RunKeyRow {
  id: number;
  state: 'invalid' | 'staged';
  payeeId: string | null;
  invoiceNumber: string | null;
}

export interface SkippedRow {
  rowId: number;
  /** The instance it is; none for an invoice held because the key's instance holds other content. */
  instanceId: string | undefined;
  detail: string;
}

/**
 * Written once in `sendStatements` (build-send-statements.ts), one statement per row; `claimRows` and, on PostgreSQL, the
 * statements of many rows differ per database (sqlite/claim-under-file-lock.ts, postgres/one-round-trip-statements.ts).
 */
export interface SendStatements {
  /**
   * Claims staged rows for sending in one call: holds each row's key for the rest of this
   * transaction (false in `held` where another process holds it now: plan that row later), then
   * marks `sending` the held rows where nothing else of the key bears on posting it: no row of the
   * key is being sent, in doubt after a request left, or created. `marked` has the
   * ids claimed; the other held rows are planned from `findKeyRowsOf`. The rows' keys must differ.
   * Within a transaction only.
   */
  claimRows(rows: readonly ClaimableRow[], at: string): Promise<{ held: boolean[]; marked: number[] }>;
  /**
   * For each row, in the order given, the other rows of its business key that bear on posting it:
   * created, in doubt, or being sent, oldest first. One statement for all on PostgreSQL.
   */
  findKeyRowsOf(rows: readonly ClaimableRow[]): Promise<InvoiceRow[][]>;
  /** The request body a row was staged with (JSON text); undefined for an invalid or imported row. */
  readPayload(rowId: number): Promise<string | undefined>;
  /** The first created row of a key on a target, if any. */
  findCreatedByKey(key: BusinessKey): Promise<InvoiceRow | undefined>;
  /**
   * For the staged rows of a run with ids in (afterId, throughId]: the first created row of each
   * one's key, if there is one, with the staged row's id as `stagedId`.
   */
  findCreatedForStaged(runId: number, afterId: number, throughId: number): Promise<CreatedForStaged[]>;
  /** FIND_OTHER_TARGET_ROWS_SQL: the rows of the staged rows' keys under the journal's other targets. */
  findOtherTargetRows(
    runId: number,
    targetIdentity: string,
    afterId: number,
    throughId: number,
  ): Promise<OtherTargetRow[]>;
  /** FIND_OTHER_PAYEE_CREATED_SQL: the created, in-doubt and sending rows of the staged rows' Invoice_Numbers under another PayeeId. */
  findOtherPayeeCreated(runId: number, afterId: number, throughId: number): Promise<OtherPayeeCreated[]>;
  /** FIND_SAME_INVOICE_ID_SQL: the created, in-doubt and sending rows of the staged rows' InvoiceIds under another key. */
  findSameInvoiceId(runId: number, afterId: number, throughId: number): Promise<SameInvoiceIdRow[]>;
  /** FIND_PAYEE_RECORDED_ROWS_SQL: a vendor's rows on a target that may exist on the back-end, oldest first. */
  findPayeeRecordedRows(targetIdentity: string, payeeId: string): Promise<InvoiceRow[]>;
  /** RECORD_HELD_SQL: rows held back as failed (or in doubt, `inDoubt`), nothing sent; a row no longer staged is left as it is. Returns the ids recorded. */
  recordHeld(rows: readonly HeldRow[], at: string): Promise<number[]>;
  /** Records rows as skipped (nothing sent); a row no longer staged is left as it is. Returns the ids recorded. */
  recordSkipped(rows: readonly SkippedRow[], at: string): Promise<number[]>;
  /** Claims a staged row for sending; false when it is no longer staged. Must be committed before the request leaves. */
  markSending(rowId: number, at: string): Promise<boolean>;
  /**
   * Claims whose requests never left (taken back on a stop or a pause): staged again, as if never
   * claimed. A row no longer `sending` is left as it is. Returns how many were taken back.
   */
  unclaimRows(rowIds: readonly number[], at: string): Promise<number>;
  /** The rows among these still `sending`. */
  sendingAmong(rowIds: readonly number[]): Promise<number[]>;
  /** Records what came of a row: the answer of its create request, or why it was not sent. */
  recordOutcome(rowId: number, outcome: OutcomeRecord): Promise<void>;
  /** `recordOutcome` for many rows at once (one statement where the backend allows). */
  recordOutcomes(records: readonly { rowId: number; outcome: OutcomeRecord }[]): Promise<void>;
  /** A run whose process died: whatever it was sending may or may not have been created. */
  markStaleSendingInDoubt(runId: number, detail: string, at: string): Promise<number>;
  /** Invoices of a run that were never sent (stopped, interrupted, nothing posted): safe to post again. */
  failStagedInvoices(runId: number, detail: string, at: string): Promise<number>;
  /**
   * Valid invoices of a run that an invalid part of the same run may belong to are not sent
   * (`SHARING_INVALID_KEY_SQL`): what the file says about them is incomplete or contradictory.
   * Marked like every unsent row.
   */
  failStagedSharingInvalidKey(runId: number, detail: string, at: string): Promise<number>;
  /** The run's staged invoices whose key the journal sent (or created) with another date, with both dates. */
  findSentDates(runId: number): Promise<SentDate[]>;
  /** The keys of a run's invalid and staged rows, as written (trimmed), for comparing them folded. */
  findRunKeys(runId: number): Promise<RunKeyRow[]>;
  /**
   * Every created row that shares an instance id with a created row of this run and belongs to
   * another key than the instance's first row, in this run or another (which run checks last
   * must not matter). Leading zeros do not make another instance.
   */
  findSharedInstances(runId: number): Promise<SharedInstance[]>;
  /** A created row becomes in doubt (instance id kept, for the user to check); false when it is no longer created. */
  markCreatedInDoubt(rowId: number, detail: string, at: string): Promise<boolean>;
}
