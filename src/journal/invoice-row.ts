/** An invoice row as the journal holds it. */
import { CARRIED_SELECT, type CarriedRow } from './carried-fields.js';
import type { InvoiceState } from './invoice-state.js';

/** With the carried fields of carried-fields.ts (the invoice date, the vendor's name, ...). */
export interface InvoiceRow extends CarriedRow {
  id: number;
  runId: number;
  /** Position of the invoice in its source file, from 1. */
  seq: number;
  targetIdentity: string;
  payeeId: string | null;
  invoiceNumber: string | null;
  invoiceId: string | null;
  currencyCode: string | null;
  /** Exactly as mapped, e.g. `1234.5000`. */
  invoiceAmount: string | null;
  lines: number;
  sourceFile: string;
  sheet: string | null;
  rows: string;
  firstRow: number;
  payloadHash: string | null;
  state: InvoiceState;
  instanceId: string | null;
  httpStatus: number | null;
  eRetcode: number | null;
  eMessage: string | null;
  detail: string | null;
  attempts: number;
  stagedAt: string;
  /** Set once a create request was about to leave; null for rows never sent. */
  sendingAt: string | null;
  outcomeAt: string | null;
  /**
   * When the invoice became in doubt, kept once `resolve` settled it (`outcomeAt` is then the
   * settlement's); null for a row never settled from doubt, or settled before the journal kept it.
   */
  inDoubtAt: string | null;
  updatedAt: string;
}

/** Column list shared by every statement that reads whole invoice rows (the payload is read separately). */
export const INVOICE_COLUMNS = `
  id, run_id AS runId, seq, target_identity AS targetIdentity, payee_id AS payeeId,
  invoice_number AS invoiceNumber, invoice_id AS invoiceId, currency_code AS currencyCode,
  invoice_amount AS invoiceAmount, ${CARRIED_SELECT}, lines, source_file AS sourceFile, sheet, rows, first_row AS firstRow,
  payload_hash AS payloadHash, state, instance_id AS instanceId, http_status AS httpStatus,
  e_retcode AS eRetcode, e_message AS eMessage, detail, attempts, staged_at AS stagedAt,
  sending_at AS sendingAt, outcome_at AS outcomeAt, in_doubt_at AS inDoubtAt, updated_at AS updatedAt`;

/** `PayeeId/Invoice_Number`, the key as users type it for `resolve`. */
export function displayKey(row: Pick<InvoiceRow, 'payeeId' | 'invoiceNumber'>): string {
  return `${row.payeeId ?? ''}/${row.invoiceNumber ?? ''}`;
}
