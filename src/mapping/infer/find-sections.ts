/**
 * Files of sections, each between a start and an end mark of one row (an IRAS Audit File's
 * `CompInfoStart` ... `CompInfoEnd`, `PurcDataStart` ... `PurcDataEnd`, then the supply and ledger
 * sections): each section has its own header under its start mark. The invoices are the section
 * whose header names an invoice's number, date and party, a supplier's before a customer's; its
 * header is the file's. The marks and headers of the sections after it are skipped by what they
 * hold. Pure.
 */
import { foldText } from '../fold-text.js';
import { cellText, type SheetRow } from '../../sheets/sheet-row.js';
import { headerCandidates } from './match-headers.js';
import type { SampledTable } from './sampled-table.js';
import type { SkipProposal } from './propose-skip-rules.js';

/**
 * A section's mark: one word of a name, then Start, Begin or End as a word of its own by its
 * capital or an underscore (`PurcDataStart`, `GL_DATA_END`); never `Weekend` or `Period end`.
 */
const MARK = /^(\p{L}[\p{L}\p{N}]*(?:_[\p{L}\p{N}]+)*?)_?(Start|Begin|End|START|BEGIN|END)$/u;
/** A row that closes a section carries its totals and counts at most: figures and a currency code. */
const FIGURES = /^(?:[-+]?[\d.,]+|[A-Z]{3})$/;
/** The words of a supplier's side: the purchases a finance back-end posts, not the sales. */
const SUPPLIER_SIDE = /purc|purch|supplier|vendor|payable|creditor|bill/;
/** The fields a section of invoices names in its header. */
const INVOICE_FIELDS = new Set(['Invoice_Number', 'Invoice_Date', 'PayeeId']);

/** RE2 text that matches `text` literally. */
const literal = (text: string) => text.replace(/[\\^$.|?*+()[\]{}]/g, '\\$&');

const filledCells = (cells: readonly string[]) => cells.filter((c) => c.trim() !== '');

/** The stem and kind of a mark row: its first cell a mark, the rest blank or figures. */
function markOf(cells: readonly string[]): { stem: string; kind: 'start' | 'end'; text: string } | undefined {
  const [first, ...rest] = cells.map((c) => c.trim());
  const m = first === undefined ? null : MARK.exec(first);
  if (!m || !rest.every((c) => c === '' || FIGURES.test(c))) return undefined;
  return { stem: m[1]!, kind: m[2]!.toLowerCase() === 'end' ? 'end' : 'start', text: first! };
}

/** How many of an invoice's number, date and party a header names. */
function invoiceFieldsNamed(header: readonly string[]): number {
  const named = headerCandidates(header, ['invoice']).filter((c) => c.score >= 0.9 && INVOICE_FIELDS.has(c.field));
  return new Set(named.map((c) => c.field)).size;
}

/**
 * Of `records` (the file's rows as cell texts, from its first), the index of the header of the
 * section of invoices, where the file is one of sections: two start marks at least, one closed by
 * its end mark, and a section whose header names two of an invoice's number, date and party.
 */
export function sectionHeaderIndex(records: readonly (readonly string[])[]): number | undefined {
  const marks = records.map(markOf);
  const starts = marks.flatMap((m, i) => (m?.kind === 'start' ? [i] : []));
  const closed = starts.some((i) => marks.some((m, k) => k > i && m?.kind === 'end' && m.stem === marks[i]!.stem));
  if (starts.length < 2 || !closed) return undefined;
  const sections = starts
    .filter((i) => i + 1 < records.length && marks[i + 1] === undefined)
    .map((i) => {
      const header = records[i + 1]!;
      const end = marks.findIndex((m, k) => k > i + 1 && m !== undefined);
      const rows = (end < 0 ? records.length : end) - (i + 2);
      const words = foldText(`${marks[i]!.stem} ${header.join(' ')}`);
      return { header: i + 1, named: invoiceFieldsNamed(header), supplier: SUPPLIER_SIDE.test(words), rows };
    })
    .filter((s) => s.named >= 2 && s.rows > 0);
  sections.sort((a, b) => b.named - a.named || Number(b.supplier) - Number(a.supplier) || b.rows - a.rows);
  return sections[0]?.header;
}

export interface SectionTail {
  /** The rows from the section's end mark on: the later sections' marks, headers and rows. */
  rows: SheetRow[];
  skip: SkipProposal;
}

/** The later sections (by stem) holding rows of their own in `tail`, with how many. */
function sectionsWithRows(tail: readonly (readonly string[])[]): string[] {
  const counts = new Map<string, number>();
  let current: string | undefined;
  tail.forEach((cells, k) => {
    const mark = markOf(cells);
    if (mark) current = mark.kind === 'start' ? mark.stem : undefined;
    else if (current !== undefined && markOf(tail[k - 1]!)?.kind !== 'start' && filledCells(cells).length > 0)
      counts.set(current, (counts.get(current) ?? 0) + 1);
  });
  return [...counts].map(([stem, n]) => `${stem} (${n} ${n === 1 ? 'row' : 'rows'})`);
}

/**
 * Where the sampled rows reach the end mark of the table's section: the rows from it on, and one
 * rule that skips every row from that end mark through the section's next start mark, so the
 * marks, headers and rows of the sections after it (returns with the same columns, ledger lines)
 * are never read as invoices, and a section written again later is.
 */
export function findSectionTail(table: SampledTable): SectionTail | undefined {
  const start = table.above?.[table.above.length - 1];
  const opened = start && markOf(start.cells.map(cellText));
  if (opened?.kind !== 'start') return undefined;
  const texts = table.rows.map((r) => r.cells.map(cellText));
  const at = texts.findIndex((cells) => markOf(cells)?.kind === 'end');
  const column = table.headers[0]?.trim() ? table.headers[0] : undefined;
  if (at < 0 || column === undefined || filledCells(texts[at]!).length >= filledCells(table.headers).length)
    return undefined;
  const end = texts[at]![0]!.trim();
  const later = sectionsWithRows(texts.slice(at));
  return {
    rows: table.rows.slice(at),
    skip: {
      name: 'section',
      letter: '',
      column,
      matches: `^${literal(end)}$`,
      until: `^${literal(opened.text)}$`,
      why:
        `the end of the invoices' section ("${end}") and every row after it to its next start` +
        (later.length > 0
          ? `: the rows of ${later.length === 1 ? 'section' : 'sections'} ${later.join(', ')} are not its invoices`
          : ''),
    },
  };
}
