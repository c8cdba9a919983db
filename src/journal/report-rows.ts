/** The rows the journal gives the results workbook, its CSV, the annotated copy and the Problems sheet. */
import type { CarriedRow } from './carried-fields.js';
import type { InvoiceRow } from './invoice-row.js';

/** The columns of an invoice row that the results sheet and CSV show: these and the carried fields. */
export type ResultRow = CarriedRow &
  Pick<
    InvoiceRow,
    | 'id'
    | 'sourceFile'
    | 'sheet'
    | 'rows'
    | 'invoiceId'
    | 'invoiceNumber'
    | 'payeeId'
    | 'currencyCode'
    | 'invoiceAmount'
    | 'state'
    | 'httpStatus'
    | 'eRetcode'
    | 'instanceId'
    | 'eMessage'
    | 'detail'
    | 'attempts'
    | 'lines'
  > & {
    /** Invalid here, but created by an earlier row of its key (CREATED_EARLIER_SQL): 1 or true; SQLite 0, PostgreSQL false otherwise. */
    createdEarlier?: number | boolean;
    /** Of the latest row that created it, when `createdEarlier`: its instance and run (a string on PostgreSQL). @default null */
    earlierInstanceId?: string | null;
    earlierRunId?: number | string | null;
    /** That row's detail: whether its run created the invoice or found it in the finance system. @default null */
    earlierDetail?: string | null;
  };

/** The columns of an invoice row the annotated copy writes next to its source rows. */
export type AnnotationRow = Pick<
  InvoiceRow,
  'id' | 'sheet' | 'rows' | 'state' | 'instanceId' | 'eMessage' | 'detail' | 'attempts'
>;

export interface ProblemRow {
  id: number;
  runId: number;
  invoiceRowId: number | null;
  /** InvoiceId of the invoice the problem belongs to, when it had one. */
  invoiceId: string | null;
  file: string;
  sheet: string | null;
  row: number | null;
  column: string | null;
  field: string | null;
  value: string | null;
  message: string;
}
