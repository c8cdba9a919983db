/**
 * One invoice group -> the candidate Invoice object (not yet validated) and the record of where
 * each field came from. InstanceID is null everywhere; empty values leave their field out. Pure.
 */
import { cellText, type SheetRow } from '../sheets/sheet-row.js';
import { ruleColumns, type FieldRule, type Mapping } from './compiled-mapping.js';
import type { InvoiceGroup } from './invoice-group.js';
import { mapRecord, mergeInto, type MappedRecord } from './map-record.js';
import type { ColumnIndex } from './resolve-columns.js';

export interface Candidate {
  /** The Invoice as mapped, PDF not yet attached. */
  invoice: Record<string, unknown> & { InvoiceItems: Record<string, unknown>[] };
  /** Origins, conversion problems and failed paths of every field. */
  record: MappedRecord;
}

/** Contacts or events: an entry whose column fields are all empty is left out. */
function entries(rulesList: readonly (readonly FieldRule[])[], row: SheetRow, columns: ColumnIndex, name: string, record: MappedRecord) {
  const out: Record<string, unknown>[] = [];
  for (const rules of rulesList) {
    const hasColumns = rules.some((r) => r.source.type === 'column' || r.source.type === 'template');
    const mapped = mapRecord(rules, row, columns, { prefix: `${name}[${out.length}].` });
    if (hasColumns && mapped.fromColumns === 0 && mapped.problems.length === 0) continue;
    mergeInto(record, mapped);
    out.push({ InstanceID: null, ...mapped.fields });
  }
  return out;
}

/** Header fields must repeat on every row of a grouped invoice: a differing value is a problem. */
function checkRepeatedFields(group: InvoiceGroup, rules: readonly FieldRule[], columns: ColumnIndex, record: MappedRecord): void {
  const refs = ruleColumns(rules);
  for (const ref of refs) {
    const resolved = columns.get(ref);
    if (!resolved) continue;
    const first = cellText(group.header.cells[resolved.index]).trim();
    for (const row of group.lines) {
      if (row === group.header) continue;
      const text = cellText(row.cells[resolved.index]).trim();
      if (text === '' || first === '' || text === first) continue;
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

export function buildCandidate(
  mapping: Mapping,
  group: InvoiceGroup,
  columns: { main: ColumnIndex; lines: ColumnIndex },
): Candidate {
  const record = mapRecord(mapping.invoice, group.header, columns.main, { prefix: '' });
  record.problems.unshift(...group.problems);
  if (mapping.layout.type === 'grouped') checkRepeatedFields(group, mapping.invoice, columns.main, record);

  const lineColumns = mapping.layout.type === 'joined' ? columns.lines : columns.main;
  const items = group.lines.map((row, i) => {
    const prefix = `InvoiceItems[${i}]`;
    const mapped = mapRecord(mapping.items, row, lineColumns, { prefix: `${prefix}.`, sequence: i + 1 });
    mergeInto(record, mapped);
    return { InstanceID: null, ...mapped.fields };
  });
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
