/** The page of staged rows the in-file twin hold reads (batch/hold-contained-twins.ts). */
import type { InvoiceRow } from './invoice-row.js';
import { runPageWhere } from './run-page-where.js';

/** A staged row with the columns the in-file twin hold reads; a row holds a PayeeId and a number. */
export type TwinFieldsRow = Pick<
  InvoiceRow,
  'id' | 'seq' | 'targetIdentity' | 'invoiceDate' | 'invoiceAmount' | 'currencyCode' | 'rows' | 'sheet'
> & { payeeId: string; invoiceNumber: string };

/**
 * The statement of `listStagedTwinFieldsPage`: ten of the row's 27 columns, and only the rows the
 * hold keeps, so a page of a million-row run costs no more than the rows it holds (bench/hold-twins-bench.ts).
 */
export const STAGED_TWIN_FIELDS_PAGE_SQL = `SELECT id, seq, target_identity AS targetIdentity, payee_id AS payeeId,
  invoice_number AS invoiceNumber, invoice_date AS invoiceDate, invoice_amount AS invoiceAmount,
  currency_code AS currencyCode, rows, sheet
  ${runPageWhere("state = 'staged' AND payee_id IS NOT NULL AND invoice_number IS NOT NULL")}`;
