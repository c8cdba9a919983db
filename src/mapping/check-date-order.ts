/**
 * Date columns read in the wrong day-month order (judge-date-order.ts): every invoice whose date
 * comes from such a column has a problem at the cell, naming both readings and the dateFormats that
 * reads the file, unless the mapping says `checks: { dateOrder: false }`. The column is looked at
 * whole, once, and only when a date that reads both ways is met: a file whose dates have a day past
 * 12 is never read twice for it.
 */
import type { OpenTable, SheetRow } from '../sheets/sheet-row.js';
import type { Candidate } from './build-candidate.js';
import { dropField } from './check-decimal-comma.js';
import type { FieldRule } from './compiled-mapping.js';
import type { InvoiceGroup } from './invoice-group.js';
import { judgeDateOrder, otherOrderOf, type DateOrderVerdict } from './judge-date-order.js';
import { parseDateText, type DateFormat } from './parse-date-text.js';
import type { ColumnIndex } from './resolve-columns.js';

/** A column a date field reads as text with formats that have another day-month order. */
interface DateColumn {
  index: number;
  name: string;
  field: string;
  /** An invoice field, or a field of each line. */
  scope: 'invoice' | 'line';
  formats: readonly DateFormat[];
  others: readonly DateFormat[];
}

/** The date columns of the invoices table that `invoice` and (one table) `items` rules read. */
export function dateColumns(
  invoice: readonly FieldRule[],
  items: readonly FieldRule[],
  columns: ColumnIndex,
): DateColumn[] {
  const out: DateColumn[] = [];
  const add = (rules: readonly FieldRule[], scope: DateColumn['scope']) => {
    for (const rule of rules) {
      if (rule.kind !== 'date' || rule.source.type !== 'column') continue;
      const step = rule.steps.findLast((s) => s.kind === 'date');
      const column = columns.get(rule.source.column);
      if (!step || step.kind !== 'date' || !column || column.index < 0) continue;
      const others = otherOrderOf(step.formats);
      if (others) out.push({ ...column, field: rule.field, scope, formats: step.formats, others });
    }
  };
  add(invoice, 'invoice');
  add(items, 'line');
  return out;
}

/** The text of a cell that reads as a date both ways; undefined for any other cell. */
function eitherOrderText(row: SheetRow, column: DateColumn): string | undefined {
  const cell = row.cells[column.index];
  if (cell?.kind !== 'text') return undefined;
  const text = cell.text.trim();
  if (parseDateText(text, column.formats) === undefined || parseDateText(text, column.others) === undefined)
    return undefined;
  return text;
}

/** The file's verdict on each date column, looked for once, when a date first reads both ways. */
export class DateOrderEvidence {
  private found: Promise<Map<number, DateOrderVerdict>> | undefined;

  constructor(
    private readonly open: () => Promise<OpenTable>,
    readonly columns: readonly DateColumn[],
  ) {}

  /** The verdicts by column index; empty unless a date of `row` reads both ways (nothing read then). */
  verdictsFor(row: SheetRow): Promise<Map<number, DateOrderVerdict>> {
    if (!this.found && !this.columns.some((column) => eitherOrderText(row, column) !== undefined))
      return Promise.resolve(new Map());
    this.found ??= this.look();
    return this.found;
  }

  private async look(): Promise<Map<number, DateOrderVerdict>> {
    const texts = new Map(this.columns.map((column) => [column, [] as string[]]));
    const opened = await this.open();
    try {
      // A column leaves once a date of it reads one way only (or is no text): most files stop at once.
      outer: for await (const batch of opened.batches)
        for (const row of batch)
          for (const [column, seen] of texts) {
            const cell = row.cells[column.index];
            if (!cell || cell.kind === 'empty' || (cell.kind === 'text' && cell.text.trim() === '')) continue;
            const text = eitherOrderText(row, column);
            if (text === undefined) texts.delete(column);
            else seen.push(text);
            if (texts.size === 0) break outer;
          }
    } finally {
      await opened.close();
    }
    const verdicts = new Map<number, DateOrderVerdict>();
    for (const [column, seen] of texts) {
      const verdict = judgeDateOrder(seen, column.formats);
      if (verdict) verdicts.set(column.index, verdict);
    }
    return verdicts;
  }
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const day = (date: string) => `${Number(date.slice(6))} ${MONTHS[Number(date.slice(4, 6)) - 1]} ${date.slice(0, 4)}`;
const span = ({ from, to }: { from: string; to: string }) => (from === to ? day(from) : `${day(from)} to ${day(to)}`);
const list = (patterns: readonly string[]) => `[${patterns.join(', ')}]`;

/** The problem's words for a column judged to be written in the other order. */
export function dateOrderMessage(column: string, verdict: DateOrderVerdict): string {
  const { first, patterns, otherPatterns } = verdict;
  return (
    `every date in column "${column}" reads both day first and month first, and the other order fits the file far better: ` +
    `read as ${list(patterns)} the dates run from ${span(verdict.read)}, read as ${list(otherPatterns)} from ${span(verdict.other)} ` +
    `(the first, ${first.text}, is ${day(first.read)} as read, ${day(first.other)} the other way). ` +
    `If the file writes ${list(otherPatterns)}, set dateFormats: ${list(otherPatterns)} under source in the mapping; ` +
    `if the dates are right as read, set checks: { dateOrder: false }`
  );
}

/** Makes each date of `group` read from a column judged to be in the other order a problem at its cell. */
export async function addDateOrderProblems(
  group: InvoiceGroup,
  candidate: Candidate,
  evidence: DateOrderEvidence,
): Promise<void> {
  const verdicts = await evidence.verdictsFor(group.header);
  if (verdicts.size === 0) return;
  const { record } = candidate;
  for (const column of evidence.columns) {
    const verdict = verdicts.get(column.index);
    if (!verdict) continue;
    const rows = column.scope === 'invoice' ? [group.header] : group.lines;
    rows.forEach((row, line) => {
      const field = column.scope === 'invoice' ? column.field : `InvoiceItems[${line}].${column.field}`;
      const text = eitherOrderText(row, column);
      if (text === undefined || record.failed.has(field)) return;
      const at = { file: row.file, sheet: row.sheet, row: row.row, column: column.name, field, value: text };
      record.problems.push({ ...at, message: dateOrderMessage(column.name, verdict) });
      record.failed.add(field);
      dropField(candidate, field);
    });
  }
}
