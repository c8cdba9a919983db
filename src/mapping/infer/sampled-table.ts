/** A table as `mapping infer` sees it: where its header is, and a sample of its rows. */
import type { SheetRow } from '../../sheets/sheet-row.js';

export interface SampledTable {
  file: string;
  type: 'csv' | 'xlsx';
  sheet: string | undefined;
  /** Why this sheet was proposed, when other sheets have the same columns. @default none */
  sheetWhy?: string | undefined;
  headerRow: number;
  headers: string[];
  /** Columns named only in the upper row of a two-row header (in `headers` by that name): a mapping reads them by letter. */
  lettered?: readonly number[] | undefined;
  /** Up to a few hundred data rows. */
  rows: SheetRow[];
  /** The filled rows above the header (titles, an export's own first line), as the reader keeps them. */
  above?: readonly SheetRow[] | undefined;
  /** The sample reached the end of the table. */
  complete: boolean;
  /** The table's last few rows, where the sample did not reach its end. @default none */
  tail?: readonly SheetRow[] | undefined;
}
