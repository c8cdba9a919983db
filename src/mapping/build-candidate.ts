/**
 * One invoice group -> the candidate Invoice object (not yet validated) and the record of where
 * each field came from. InstanceID is null everywhere; empty values leave their field out. Pure.
 */
import { cellText, type SheetRow } from '../sheets/sheet-row.js';
import { ruleColumns, type FieldRule, type Mapping } from './compiled-mapping.js';
import type { InvoiceGroup } from './invoice-group.js';
import { mapRecord, mapRowInto, mergeInto, type MappedRecord } from './map-record.js';
import type { ColumnIndex, ResolvedColumn } from './resolve-columns.js';
import { applyFormulas, firstFormula } from './apply-formulas.js';
import { foldTaxInto, splitTaxRows } from './fold-tax-rows.js';

export interface Candidate {
  /** The Invoice as mapped, PDF not yet attached. */
  invoice: Record<string, unknown> & { InvoiceItems: Record<string, unknown>[] };
  /** Origins, conversion problems and failed paths of every field. */
  record: MappedRecord;
}

/** Contacts or events: an entry whose column fields are all empty is left out. */
function entries(
  rulesList: readonly (readonly FieldRule[])[],
  row: SheetRow,
  columns: ColumnIndex,
  name: string,
  record: MappedRecord,
) {
  const out: Record<string, unknown>[] = [];
  for (const rules of rulesList) {
    const hasColumns = rules.some(
      (r) => r.source.type === 'column' || r.source.type === 'template' || r.source.type === 'formula',
    );
    const mapped = mapRecord(rules, row, columns, { prefix: `${name}[${out.length}].` });
    if (hasColumns && mapped.fromColumns === 0 && mapped.problems.length === 0) continue;
    mergeInto(record, mapped);
    out.push({ InstanceID: null, ...mapped.fields });
  }
  return out;
}

const REPEATED = new WeakMap<readonly FieldRule[], WeakMap<ColumnIndex, ResolvedColumn[]>>();

/** The resolved columns of the header fields, worked out once per file. */
function repeatedColumns(rules: readonly FieldRule[], columns: ColumnIndex): ResolvedColumn[] {
  let byColumns = REPEATED.get(rules);
  if (!byColumns) REPEATED.set(rules, (byColumns = new WeakMap()));
  let resolved = byColumns.get(columns);
  if (!resolved) {
    resolved = [];
    for (const ref of ruleColumns(rules)) {
      const column = columns.get(ref);
      if (column) resolved.push(column);
    }
    byColumns.set(columns, resolved);
  }
  return resolved;
}

/** Header fields must repeat on every row of a grouped invoice: a differing value is a problem. */
function checkRepeatedFields(
  group: InvoiceGroup,
  rules: readonly FieldRule[],
  columns: ColumnIndex,
  record: MappedRecord,
): void {
  const lines = group.lines;
  if (lines.length === 0 || (lines.length === 1 && lines[0] === group.header)) return;
  for (const resolved of repeatedColumns(rules, columns)) {
    const firstCell = group.header.cells[resolved.index];
    const first = cellText(firstCell).trim();
    if (first === '') continue;
    for (const row of lines) {
      const cell = row.cells[resolved.index];
      // The same cell (the header row itself, or a CSV value repeated from the row before) agrees.
      if (cell === firstCell) continue;
      const text = cellText(cell).trim();
      if (text === '' || text === first) continue;
      record.problems.push({
        file: row.file,
        sheet: row.sheet,
        row: row.row,
        column: resolved.name,
        value: text,
        message: `expected the same value as row ${group.header.row} ("${first}"): header fields repeat on every line of an invoice`,
      });
      break;
    }
  }
}

/** `InvoiceItems[3].`, built once per position. */
const ITEM_PREFIXES: string[] = [];
function itemPrefix(index: number): string {
  return (ITEM_PREFIXES[index] ??= `InvoiceItems[${index}].`);
}

export function buildCandidate(
  mapping: Mapping,
  group: InvoiceGroup,
  columns: { main: ColumnIndex; lines: ColumnIndex },
): Candidate {
  const record = mapRecord(mapping.invoice, group.header, columns.main, { prefix: '', deferFormulas: true });
  if (group.problems.length > 0) record.problems.unshift(...group.problems);
  if (mapping.layout.type === 'grouped') checkRepeatedFields(group, mapping.invoice, columns.main, record);

  const lineColumns = mapping.layout.type === 'joined' ? columns.lines : columns.main;
  const items: Record<string, unknown>[] = [];
  const lineFormulas = firstFormula(mapping.items) >= 0;
  const split = mapping.taxRows ? splitTaxRows(group.lines, mapping.taxRows, lineColumns) : undefined;
  if (split) record.problems.push(...split.problems);
  const lines = split ? split.lines : group.lines;
  const header = { row: group.header, columns: columns.main };
  for (let i = 0; i < lines.length; i++) {
    // Fields go straight into the item; its problems and source go into the invoice's record.
    const item: Record<string, unknown> = { InstanceID: null };
    const line = lines[i]!;
    mapRowInto(record, item, mapping.items, line, lineColumns, itemPrefix(i), i + 1);
    if (lineFormulas) applyFormulas(record, item, mapping.items, line, lineColumns, itemPrefix(i), { header });
    if (split) foldTaxInto(record, item, split.taxOf[i]!, mapping.items, lineColumns, itemPrefix(i), { header });
    items.push(item);
  }
  if (firstFormula(mapping.invoice) >= 0)
    applyFormulas(record, record.fields, mapping.invoice, group.header, columns.main, '', { items });
  if (items.length === 0 && mapping.layout.type === 'joined' && group.key) {
    const linesSheet = group.lines[0]?.sheet ?? String(mapping.linesSource?.table.sheet ?? 'of the lines');
    record.problems.push({
      file: group.header.file,
      sheet: group.header.sheet,
      row: group.header.row,
      field: 'InvoiceItems',
      message: `expected at least one invoice line: no row of sheet ${linesSheet} has the key ${group.key}`,
    });
    record.failed.add('InvoiceItems');
  }

  const contacts = entries(mapping.contacts, group.header, columns.main, 'Contacts', record);
  const events = entries(mapping.events, group.header, columns.main, 'Events', record);
  const invoice = { InstanceID: null, ...record.fields, Events: events, Contacts: contacts, InvoiceItems: items };
  return { invoice, record };
}
