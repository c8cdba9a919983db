/**
 * The fields carried from the mapping through the journal to the results, besides the invoice's key
 * and its place in the file (which the journal's own statements name). Staging, the listings, the row
 * types, the Results sheet and the results CSV are all derived from this table, so a new carried
 * field is an entry here, a migration adding its column, and, when read from a column of its own,
 * its key in the mapping file's schema.
 */

/** How a carried value is read from the invoices sheet: a text, or a day in the mapping's date formats. */
export type CarriedRead = 'text' | 'date';

/** A column of a results file: `date` is YYYYMMDD, a date cell in the workbook and YYYY-MM-DD in CSV. */
export interface CarriedColumn {
  header: string;
  /** The finance API's name of the field, shown as the header cell's note (Results sheet only). */
  apiName?: string;
  /** Width in characters. */
  width: number;
  kind: 'text' | 'date';
  /** The header of the column it follows. */
  after: string;
}

export interface CarriedField {
  /** Its name in the journal's rows, the staging input and the results rows. */
  name: string;
  /** Its column in the journal's `invoices` table (added by a migration). */
  column: string;
  /** The column's SQL type, the same on SQLite and PostgreSQL. */
  sqlType: 'TEXT';
  /** The property of the mapped invoice's draft it is read from. */
  draft: string;
  /** The posted invoice's field it equals, read from the validated invoice when there is one. */
  posted?: string;
  /** The mapping file's key naming the column it is read from, and how that cell is read. */
  mapping?: { key: string; read: CarriedRead };
  /** Its column of the Results sheet (what a person scans). */
  sheet: CarriedColumn;
  /** Its column of the results CSV (API names, for programs). */
  csv: CarriedColumn;
}

export const CARRIED_FIELDS = [
  {
    name: 'invoiceDate',
    column: 'invoice_date',
    sqlType: 'TEXT',
    draft: 'Invoice_Date',
    posted: 'Invoice_Date',
    sheet: { header: 'Invoice date', apiName: 'Invoice_Date', width: 15, kind: 'date', after: 'Invoice number' },
    csv: { header: 'Invoice_Date', width: 12, kind: 'date', after: 'Invoice_Number' },
  },
  {
    // The mapping's dueDate column, in its date formats; the Invoice model has no due date: never posted.
    name: 'dueDate',
    column: 'due_date',
    sqlType: 'TEXT',
    draft: 'dueDate',
    mapping: { key: 'dueDate', read: 'date' },
    sheet: { header: 'Due date', width: 13, kind: 'date', after: 'Invoice date' },
    csv: { header: 'Due date', width: 12, kind: 'date', after: 'Invoice_Date' },
  },
  {
    // The mapping's vendorName column, or the name PayeeId was looked up by; empty without either.
    name: 'vendorName',
    column: 'vendor_name',
    sqlType: 'TEXT',
    draft: 'vendorName',
    mapping: { key: 'vendorName', read: 'text' },
    sheet: { header: 'Vendor', width: 24, kind: 'text', after: 'Outcome' },
    csv: { header: 'Vendor name', width: 28, kind: 'text', after: 'PayeeId' },
  },
] as const satisfies readonly CarriedField[];

type Entry = (typeof CARRIED_FIELDS)[number];
export type CarriedName = Entry['name'];
/** The draft properties a mapping reads from a column of their own (`vendorName`). */
export type MappedCarriedKey = Extract<Entry, { mapping: object }>['mapping']['key'];

/** The carried values as staged: undefined (or left out) when the file gave none. */
export type CarriedValues = { [K in CarriedName]?: string | undefined };
/** The carried values as the journal holds them: null when the file gave none (or the row predates them). */
export type CarriedRow = { [K in CarriedName]: string | null };

/** The carried fields the mapping reads from a column of their own. */
export const MAPPED_CARRIED_FIELDS = CARRIED_FIELDS.filter(
  (field): field is Extract<Entry, { mapping: object }> => 'mapping' in field,
);

/** `invoice_date, vendor_name`: the carried columns, for an INSERT. */
export const CARRIED_COLUMNS = CARRIED_FIELDS.map((field) => field.column).join(', ');

/** `invoice_date AS invoiceDate, ...`: the carried columns, for a SELECT. */
export const CARRIED_SELECT = CARRIED_FIELDS.map((field) => `${field.column} AS ${field.name}`).join(', ');

/** The carried values in the order of `CARRIED_COLUMNS`. */
export function carriedValues(values: CarriedValues): (string | null)[] {
  return CARRIED_FIELDS.map((field) => values[field.name] ?? null);
}

const CARRIED_NAMES: readonly CarriedName[] = CARRIED_FIELDS.map((field) => field.name);

/**
 * `row` given the carried values of a row read as an array, from `start` on in the order of
 * `CARRIED_SELECT`: set on the row itself, since an object per row more would cost the page its speed.
 */
export function withCarriedAt<T extends object>(row: T, tuple: readonly unknown[], start: number): T & CarriedRow {
  const target = row as Record<string, unknown>;
  for (let index = 0; index < CARRIED_NAMES.length; index++) target[CARRIED_NAMES[index]!] = tuple[start + index];
  return row as T & CarriedRow;
}

/** The carried values of `source`, by name: the other properties left behind. */
export function pickCarried(source: CarriedValues): CarriedValues {
  const values = {} as Record<CarriedName, string | undefined>;
  for (const field of CARRIED_FIELDS) values[field.name] = source[field.name];
  return values;
}

/**
 * `base` with each carried column placed after the column its `after` names (a carried column may
 * follow another carried one listed before it); `make` turns a carried column into one of `base`'s.
 */
export function placeCarriedColumns<T extends { header: string }>(
  base: readonly T[],
  side: 'sheet' | 'csv',
  make: (field: Entry, column: CarriedColumn) => T,
): T[] {
  const columns = [...base];
  for (const field of CARRIED_FIELDS) {
    const column: CarriedColumn = field[side];
    const at = columns.findIndex((other) => other.header === column.after);
    if (at < 0) throw new Error(`carried field ${field.name}: no ${side} column "${column.after}" to follow`);
    columns.splice(at + 1, 0, make(field, column));
  }
  return columns;
}
