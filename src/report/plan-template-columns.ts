/**
 * The columns of a template sheet and what each header note says: the fields a column feeds and
 * how to write them, the invoice key, skipped rows and PDF names, from the compiled mapping.
 */
import type { ColumnRef, FieldRule, Mapping } from '../mapping/compiled-mapping.js';
import { kindHint } from '../mapping/field-catalog.js';
import { stepExpectation } from '../mapping/apply-steps.js';
import { columnNumber } from '../sheets/sheet-row.js';

export interface TemplateColumn {
  header: string;
  notes: string[];
  /** Allowed values of a flag column. */
  list: string[] | undefined;
  /**
   * Feeds a text field (an id, a number with leading zeros): the column is formatted as text, so a
   * spreadsheet program keeps `0000100001` as typed instead of making it the number 100001.
   * @default false
   */
  text?: boolean;
}

type ColumnInfo = { notes: string[]; list?: string[]; text?: boolean };

function expectation(rule: FieldRule): string {
  const parts: string[] = [];
  for (const step of rule.steps) {
    const expected = stepExpectation(step);
    if (expected !== undefined) parts.push(expected);
  }
  if (!parts.some((p) => p.startsWith('a '))) parts.unshift(kindHint(rule.kind));
  return parts.join('; ');
}

function flagValues(rule: FieldRule): string[] {
  const values = new Set<string>();
  for (const step of rule.steps)
    if (step.kind === 'map') for (const key of step.table.keys()) values.add(key.toUpperCase());
  values.add('Y');
  values.add('N');
  return [...values];
}

/** The columns of one sheet, named ones in mapping order, letter references at their letter. */
export function planColumns(refs: readonly ColumnRef[], describe: (ref: ColumnRef) => ColumnInfo): TemplateColumn[] {
  const byKey = new Map<string, TemplateColumn & { at?: number }>();
  for (const ref of refs) {
    const key = ref.header !== undefined ? `h:${ref.header.toLowerCase().replace(/\s+/g, '')}` : `l:${ref.letter}`;
    const column = byKey.get(key) ?? {
      header: ref.header ?? `Column ${ref.letter}`,
      notes: [],
      list: undefined,
      at: ref.letter ? columnNumber(ref.letter) - 1 : undefined,
    };
    const info = describe(ref);
    for (const note of info.notes) if (!column.notes.includes(note)) column.notes.push(note);
    if (info.list) column.list = info.list;
    if (info.text) column.text = true;
    byKey.set(key, column);
  }
  const placed: (TemplateColumn | undefined)[] = [];
  for (const column of byKey.values()) if (column.at !== undefined) placed[column.at] = column;
  let next = 0;
  for (const column of byKey.values()) {
    if (column.at !== undefined) continue;
    while (placed[next] !== undefined) next++;
    placed[next] = column;
  }
  return Array.from(placed, (c) => c ?? { header: '', notes: [], list: undefined });
}

/** The notes (and the allowed values of a flag column) of every column the mapping reads. */
export function columnNotes(mapping: Mapping): (ref: ColumnRef) => ColumnInfo {
  const notes = new Map<ColumnRef, ColumnInfo>();
  const add = (ref: ColumnRef, note: string, list?: string[], text?: boolean) => {
    const entry = notes.get(ref) ?? { notes: [] };
    entry.notes.push(note);
    if (list) entry.list = list;
    if (text) entry.text = true;
    notes.set(ref, entry);
  };
  const rules = (scope: string, list: readonly FieldRule[]) => {
    for (const rule of list) {
      const name = `${scope}.${rule.field}`;
      const fallback = rule.defaultText !== undefined ? ` Empty means "${rule.defaultText}".` : '';
      if (rule.source.type === 'column')
        add(
          rule.source.column,
          `${name}: ${expectation(rule)}.${fallback}`,
          rule.kind === 'flag' ? flagValues(rule) : undefined,
          rule.kind === 'text',
        );
      if (rule.source.type === 'template') {
        const text = rule.source.parts.map((p) => (typeof p === 'string' ? p : `{${p.header}}`)).join('');
        // A part of an id keeps its leading zeros only as text.
        for (const part of rule.source.parts)
          if (typeof part !== 'string') add(part, `part of ${name} = ${text}.`, undefined, true);
      }
      if (rule.source.type === 'formula') {
        for (const ref of [...rule.source.columns, ...rule.source.invoiceColumns])
          add(ref, `read by the formula of ${name} = ${rule.source.formula.text}.`);
      }
    }
  };
  rules('invoice', mapping.invoice);
  rules('items', mapping.items);
  mapping.contacts.forEach((c, i) => rules(`contacts[${i + 1}]`, c));
  mapping.events.forEach((e, i) => rules(`events[${i + 1}]`, e));
  if (mapping.layout.type !== 'one-row') {
    const grouped = mapping.layout.type === 'grouped';
    for (const ref of mapping.layout.key)
      add(
        ref,
        grouped
          ? 'Invoice key: repeat it, with every invoice field, on each line of the invoice; keep the lines of one invoice together.'
          : 'Invoice key: the same value links the invoice to its rows on the lines sheet.',
      );
  }
  if (mapping.layout.type === 'joined')
    for (const ref of mapping.layout.linesKey)
      add(ref, 'Invoice key of the line: the key of its invoice on the invoices sheet.');
  for (const rule of [...mapping.source.skipRows, ...(mapping.linesSource?.skipRows ?? [])])
    add(rule.column, 'Some values here mark rows that are skipped (e.g. a totals row).');
  if (mapping.attachments)
    add(
      mapping.attachments.column,
      `File name of the invoice PDF, inside ${mapping.attachments.baseDir ?? 'the folder of this file'}.`,
    );
  return (ref: ColumnRef) => notes.get(ref) ?? { notes: [] };
}
