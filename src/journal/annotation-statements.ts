/** What the annotated copy of a source file reads of each invoice of a run (`ListStatements.listRunAnnotationsPage`). */
import type { InvoiceRow } from './invoice-row.js';

/** The columns of an invoice row the annotated copy writes next to its source rows. */
export type AnnotationRow = Pick<
  InvoiceRow,
  'id' | 'sheet' | 'rows' | 'state' | 'instanceId' | 'eMessage' | 'detail' | 'sendingAt'
>;
