/**
 * Whether a row `trailerRows` holds back is the trailer or an invoice (a line) the trailer was
 * expected below. A trailer holds a count, a total and words (`TOTAL`, `45 RECORDS`, `EOF`); an
 * invoice holds its number (or key), date and amount, whatever optional column (a PO number, a
 * description) it leaves blank. Pure.
 */
import { cellText, type SheetRow } from '../sheets/sheet-row.js';
import { stepsText } from './apply-steps.js';
import type { ColumnRef, FieldRule, Step } from './compiled-mapping.js';
import type { ColumnIndex } from './resolve-columns.js';

/** Fewer filled columns than this prove nothing: a one-column trailer fills the one column too. */
export const FEWEST_COLUMNS = 2;

/** The invoice fields whose columns say a row is an invoice. */
export const INVOICE_TELLERS = ['Invoice_Number', 'Invoice_Date', 'Invoice_Amount'];
/** The line field whose column, with the lines key, says a row of a lines sheet is a line. */
export const LINE_TELLERS = ['Amount'];

/** A column that says what a data row is (its number or key, date, amount), and how its cell reads. */
export interface TrailerTeller {
  index: number;
  /** The header, for the count's label. */
  name: string;
  /** The steps that read a date or amount; none for a number or key, which only needs filling. */
  steps: readonly Step[] | undefined;
  /** Whether the cell is read as an amount: an invoice's amount read makes a row whose date does not read an invoice still. */
  amount: boolean;
  /**
   * Whether a trailer's words (`Total`, `EOF`) are looked for here: the invoice number's column, or
   * the key's where no column holds the number (a lines sheet). A payee's name may be such a word
   * (TOTAL S.A.), so other columns are never read for it.
   */
  words: boolean;
}

export type TrailerVerdict =
  | { kind: 'data'; why: string }
  | { kind: 'trailer' }
  /** Too little is known to tell: counted apart, with why. */
  | { kind: 'unchecked'; why: string };

/**
 * The tellers of a table: its key columns and the columns of `fields` (`Invoice_Number`,
 * `Invoice_Date`, `Invoice_Amount`) that `rules` read from one column each.
 */
export function trailerTellers(
  rules: readonly FieldRule[],
  fields: readonly string[],
  key: readonly ColumnRef[],
  columns: ColumnIndex,
): TrailerTeller[] {
  const tellers = new Map<number, TrailerTeller>();
  for (const ref of key) {
    const column = columns.get(ref);
    if (column)
      tellers.set(column.index, {
        index: column.index,
        name: column.name,
        steps: undefined,
        amount: false,
        words: false,
      });
  }
  for (const rule of rules) {
    if (!fields.includes(rule.field) || rule.source.type !== 'column') continue;
    const column = columns.get(rule.source.column);
    if (!column) continue;
    const typed = rule.kind === 'date' || rule.kind === 'amount';
    // A key column that is also the date or amount is read as one.
    const known = tellers.get(column.index);
    const number = rule.field === 'Invoice_Number';
    if (!known || typed)
      tellers.set(column.index, {
        ...column,
        steps: typed ? rule.steps : known?.steps,
        amount: rule.kind === 'amount',
        words: number,
      });
    else if (number) known.words = true;
  }
  const found = [...tellers.values()];
  // No number column (a lines sheet): the untyped tellers left are the key's.
  if (!found.some(({ words }) => words)) for (const teller of found) if (!teller.steps) teller.words = true;
  return found;
}

export function isFilled(row: SheetRow, index: number): boolean {
  const cell = row.cells[index];
  if (cell === undefined || cell.kind === 'empty') return false;
  return cellText(cell).trim() !== '';
}

/** What a trailer's key or number cell says (`Total`, `TRAILER`, `EOF`, `*** END OF REPORT`), where an invoice's holds its number. */
const TRAILER_WORDS =
  /^[\s*#=-]*(?:(?:grand\s+)?(?:totals?|sum|summe|gesamt|totaal|totale|trailer|eof|end|records?)|\d+\s+records?)(?=[\s:*=]|$)/iu;

function saysTrailer(row: SheetRow, teller: TrailerTeller): boolean {
  return teller.words && !teller.steps && TRAILER_WORDS.test(cellText(row.cells[teller.index]));
}

function reads(row: SheetRow, teller: TrailerTeller): boolean {
  if (!teller.steps) return true;
  const text = stepsText(row.cells[teller.index]!, teller.steps);
  return typeof text === 'string' && text !== '';
}

const quoted = (tellers: readonly TrailerTeller[]) => tellers.map(({ name }) => `"${name}"`).join(', ');

/**
 * What a row is that leaves blank some of the tellers every row above fills. Its number filled
 * (no trailer word) and its amount reading are a last invoice missing its date: data, so it goes on
 * with that problem rather than being dropped with its money. A date and an amount that read
 * without a number cannot be told from a dated totals line: not checked, counted and named. Else
 * (a count, a total and words) the trailer.
 */
function tellPartRow(row: SheetRow, known: readonly TrailerTeller[], blank: readonly TrailerTeller[]): TrailerVerdict {
  const filled = known.filter((teller) => !blank.includes(teller));
  if (filled.some((teller) => saysTrailer(row, teller))) return { kind: 'trailer' };
  const amount = filled.find((teller) => teller.amount && reads(row, teller));
  if (!amount) return { kind: 'trailer' };
  const number = filled.find(({ words, steps }) => words && !steps);
  if (number)
    return {
      kind: 'data',
      why: `it fills "${number.name}" and "${amount.name}" reads as an amount, leaving ${quoted(blank)} blank`,
    };
  const dates = filled.filter((teller) => teller.steps && !teller.amount && reads(row, teller));
  if (dates.length > 0)
    return {
      kind: 'unchecked',
      why: `it leaves ${quoted(blank)} blank, but ${quoted([...dates, amount])} read`,
    };
  return { kind: 'trailer' };
}

/**
 * What `row` is, given the columns every data row above it fills (`filled`) and the table's
 * tellers. A row filling them all is data. One that leaves some blank is data when it fills the
 * tellers among them, its date and amount reading as such; one that leaves a teller blank is told
 * by tellPartRow; the trailer when its number (a lines sheet's key) says `Total`, `TRAILER`, `EOF`
 * while its date and amount do not both read; data when its number or key and amount are there and
 * the amount reads, whatever its date; not checked when a teller does not read otherwise, or fewer
 * than two are known.
 */
export function tellTrailerRow(
  row: SheetRow,
  filled: readonly number[],
  tellers: readonly TrailerTeller[],
): TrailerVerdict {
  if (filled.length < FEWEST_COLUMNS)
    return { kind: 'unchecked', why: `no ${FEWEST_COLUMNS} columns are filled on every row above it` };
  if (filled.every((index) => isFilled(row, index)))
    return { kind: 'data', why: `it fills the ${filled.length} columns every row above it fills` };
  const known = tellers.filter(({ index }) => filled.includes(index));
  if (known.length < FEWEST_COLUMNS)
    return {
      kind: 'unchecked',
      why: 'it leaves blank a column every row above it fills, and the mapping reads no number, date and amount from columns filled on every row',
    };
  const blank = known.filter(({ index }) => !isFilled(row, index));
  if (blank.length > 0) return tellPartRow(row, known, blank);
  const unread = known.filter((teller) => !reads(row, teller));
  // A date and an amount that both read are an invoice's whatever its number says (`END 7`).
  const typed = known.filter(({ steps }) => steps);
  const dated = unread.length === 0 && typed.some(({ amount }) => amount) && typed.some(({ amount }) => !amount);
  if (!dated && known.some((teller) => saysTrailer(row, teller))) return { kind: 'trailer' };
  // A number and an amount are an invoice whose date was mistyped (2024-31-01), not a trailer: it
  // goes on with its date problem rather than being dropped with a last invoice's money.
  const amount = known.find((teller) => teller.amount && !unread.includes(teller));
  if (unread.length > 0 && amount && known.some((teller) => !teller.steps))
    return {
      kind: 'data',
      why: `it fills ${quoted(known)} as every row above it does, "${amount.name}" reads as an amount`,
    };
  if (unread.length > 0)
    return {
      kind: 'unchecked',
      why: `it fills ${quoted(known)} as every row above it does, but ${quoted(unread)} does not read`,
    };
  return { kind: 'data', why: `it fills ${quoted(known)} as every row above it does, their values read` };
}
