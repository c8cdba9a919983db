/**
 * How rows form invoices: one row each, consecutive rows sharing an invoice key (grouped), or an
 * invoices sheet and a lines sheet sharing a key of one or two columns (joined). Also which
 * invoice each sampled row belongs to, for the checks that compare invoices with their lines.
 * Pure.
 */
import { cellText, type SheetRow } from '../../sheets/sheet-row.js';
import { normalizeHeader } from '../field-catalog.js';
import type { ColumnProfile } from './profile-column.js';

export interface LayoutChoice {
  type: 'one-row' | 'grouped' | 'joined';
  /** Key columns of the invoices sheet (grouped, joined). */
  key: number[];
  /** Key columns of the lines sheet (joined). */
  linesKey: number[];
  /** Invoice number of each sampled main row (joined: of each invoice row). */
  invoiceOfRow: number[];
  /** Invoice number of each sampled line row; -1 when its invoice is not in the sample. */
  invoiceOfLine: number[];
  /** Invoices whose lines may be cut off by the end of the sample. */
  partial: Set<number>;
}

const tuple = (row: SheetRow, columns: readonly number[]) =>
  columns.map((c) => cellText(row.cells[c]).trim()).join('\u0000');

/** Grouped when consecutive rows repeat `key`; otherwise one row per invoice. */
export function findRowLayout(rows: readonly SheetRow[], key: readonly number[], complete: boolean): LayoutChoice {
  const keys = key.length > 0 ? rows.map((r) => tuple(r, key)) : [];
  const grouped = keys.some((k, i) => i > 0 && k !== '' && k.replace(/\u0000/g, '') !== '' && k === keys[i - 1]);
  if (!grouped) {
    const all = rows.map((_, i) => i);
    return { type: 'one-row', key: [], linesKey: [], invoiceOfRow: all, invoiceOfLine: all, partial: new Set() };
  }
  const invoiceOfRow: number[] = [];
  let invoice = -1;
  keys.forEach((k, i) => invoiceOfRow.push(i > 0 && k === keys[i - 1] ? invoice : ++invoice));
  return {
    type: 'grouped',
    key: [...key],
    linesKey: [],
    invoiceOfRow,
    invoiceOfLine: invoiceOfRow,
    partial: complete ? new Set() : new Set([invoice]),
  };
}

export interface JoinInput {
  mainHeaders: readonly string[];
  mainRows: readonly SheetRow[];
  mainProfiles: readonly ColumnProfile[];
  mainComplete: boolean;
  lineHeaders: readonly string[];
  lineRows: readonly SheetRow[];
  /** Main columns to try first, e.g. the InvoiceId column. */
  preferred: readonly number[];
}

/** The joined layout on the smallest set of shared columns that names each invoice once and finds the lines' invoices. */
export function findJoinedLayout(input: JoinInput): LayoutChoice | undefined {
  const lineIndex = new Map(input.lineHeaders.map((h, i) => [normalizeHeader(h), i]));
  const shared = input.mainHeaders
    .map((h, i) => ({ main: i, line: lineIndex.get(normalizeHeader(h)) }))
    .filter(
      (s): s is { main: number; line: number } =>
        s.line !== undefined && normalizeHeader(input.mainHeaders[s.main]!) !== '',
    );
  const rank = (s: { main: number }) => {
    const p = input.preferred.indexOf(s.main);
    return p >= 0 ? p : input.preferred.length + s.main;
  };
  shared.sort((a, b) => rank(a) - rank(b));
  const sets = [...shared.map((s) => [s]), ...shared.flatMap((a, i) => shared.slice(i + 1).map((b) => [a, b]))];
  for (const set of sets) {
    if (set.some((s) => (input.mainProfiles[s.main]?.share.words ?? 0) > 0.5 && !input.preferred.includes(s.main)))
      continue;
    const mainKeys = input.mainRows.map((r) =>
      tuple(
        r,
        set.map((s) => s.main),
      ),
    );
    if (mainKeys.some((k) => k.replace(/\u0000/g, '') === '') || new Set(mainKeys).size !== mainKeys.length) continue;
    const invoiceByKey = new Map(mainKeys.map((k, i) => [k, i]));
    const invoiceOfLine = input.lineRows.map(
      (r) =>
        invoiceByKey.get(
          tuple(
            r,
            set.map((s) => s.line),
          ),
        ) ?? -1,
    );
    const found = invoiceOfLine.filter((i) => i >= 0).length;
    if (found === 0 || found < invoiceOfLine.length * (input.mainComplete ? 0.9 : 0.3)) continue;
    return {
      type: 'joined',
      key: set.map((s) => s.main),
      linesKey: set.map((s) => s.line),
      invoiceOfRow: input.mainRows.map((_, i) => i),
      invoiceOfLine,
      partial: new Set(),
    };
  }
  return undefined;
}
