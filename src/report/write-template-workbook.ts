/**
 * A blank input workbook for a mapping: the header row where the mapping expects it, a note on
 * every column saying what to write there, a Y/N list on flag columns, and an Instructions sheet.
 */
import { basename } from 'node:path';
import ExcelJS from 'exceljs';
import { clipCells } from './clip-cell-text.js';
import {
  columnsBySheet,
  describeRef,
  type ColumnRef,
  type FieldRule,
  type Mapping,
} from '../mapping/compiled-mapping.js';
import { kindHint } from '../mapping/field-catalog.js';
import { letterIndex } from '../mapping/resolve-columns.js';
import { columnLetter } from '../sheets/sheet-row.js';
import { writeOutputFile } from './write-output-file.js';

/** Rows below the header that get the flag lists. */
const VALIDATED_ROWS = 500;

interface TemplateColumn {
  header: string;
  notes: string[];
  /** Allowed values of a flag column. */
  list: string[] | undefined;
}

function expectation(rule: FieldRule): string {
  const parts: string[] = [];
  for (const step of rule.steps) {
    if (step.kind === 'date')
      parts.push(
        `a date cell, or text written ${step.formats.map((f) => (f.regex ? f.pattern : 'as an Excel day number')).join(' or ')}`,
      );
    else if (step.kind === 'amount') {
      const example = step.format.decimalSeparator === ',' ? '1.234,50' : '1,234.50';
      parts.push(`a number, or text like ${example}; credit notes negative or in parentheses`);
    } else if (step.kind === 'rate')
      parts.push(
        step.fraction
          ? 'a rate as a fraction (0.19) or a percent cell'
          : 'a percent cell (19 %) or the percent as a number (19 or 19,00)',
      );
    else if (step.kind === 'map') parts.push(`one of ${[...step.table.keys()].map((k) => k.toUpperCase()).join(', ')}`);
    else if (step.kind === 'extract') parts.push(`text containing /${step.regex.source}/`);
    else if (step.kind === 'pad') parts.push(`padded to ${step.length} characters with "${step.char}" on the left`);
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
function planColumns(
  refs: readonly ColumnRef[],
  describe: (ref: ColumnRef) => { notes: string[]; list?: string[] },
): TemplateColumn[] {
  const byKey = new Map<string, TemplateColumn & { at?: number }>();
  for (const ref of refs) {
    const key = ref.header !== undefined ? `h:${ref.header.toLowerCase().replace(/\s+/g, '')}` : `l:${ref.letter}`;
    const column = byKey.get(key) ?? {
      header: ref.header ?? `Column ${ref.letter}`,
      notes: [],
      list: undefined,
      at: ref.letter ? letterIndex(ref.letter) : undefined,
    };
    const info = describe(ref);
    for (const note of info.notes) if (!column.notes.includes(note)) column.notes.push(note);
    if (info.list) column.list = info.list;
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

function describer(mapping: Mapping) {
  const notes = new Map<ColumnRef, { notes: string[]; list?: string[] }>();
  const add = (ref: ColumnRef, note: string, list?: string[]) => {
    const entry = notes.get(ref) ?? { notes: [] };
    entry.notes.push(note);
    if (list) entry.list = list;
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
        );
      if (rule.source.type === 'template') {
        const text = rule.source.parts.map((p) => (typeof p === 'string' ? p : `{${p.header}}`)).join('');
        for (const part of rule.source.parts) if (typeof part !== 'string') add(part, `part of ${name} = ${text}.`);
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

function writeSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  headerRow: number,
  columns: TemplateColumn[],
  title: string,
): void {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: headerRow }] });
  if (headerRow > 1) sheet.getCell(1, 1).value = title;
  columns.forEach((column, i) => {
    const cell = sheet.getCell(headerRow, i + 1);
    cell.value = column.header;
    cell.font = { bold: true };
    if (column.notes.length > 0) cell.note = column.notes.join('\n');
    sheet.getColumn(i + 1).width = Math.max(12, Math.min(40, column.header.length + 4));
    if (column.list) {
      for (let r = headerRow + 1; r <= headerRow + VALIDATED_ROWS; r++) {
        sheet.getCell(r, i + 1).dataValidation = {
          type: 'list',
          allowBlank: true,
          formulae: [`"${column.list.join(',')}"`],
          showErrorMessage: true,
          errorTitle: column.header,
          error: `Use one of ${column.list.join(', ')}`,
        };
      }
    }
  });
}

/** Formula fields have no column: the workbook says how they are computed instead. */
function computedFields(mapping: Mapping): string[] {
  const lines: string[] = [];
  const scopes: [string, readonly FieldRule[]][] = [
    ['invoice', mapping.invoice],
    ['items', mapping.items],
  ];
  mapping.contacts.forEach((c, i) => scopes.push([`contacts[${i + 1}]`, c]));
  mapping.events.forEach((e, i) => scopes.push([`events[${i + 1}]`, e]));
  for (const [scope, rules] of scopes) {
    for (const rule of rules)
      if (rule.source.type === 'formula') lines.push(`${scope}.${rule.field} = ${rule.source.formula.text}`);
  }
  return lines.length === 0 ? [] : ['Computed by the mapping (no column to fill):', ...lines, ''];
}

function instructions(mapping: Mapping, sheets: { name: string; columns: TemplateColumn[] }[]): string[] {
  const layout = mapping.layout;
  const lines = [
    `Input workbook for the mapping ${basename(mapping.file)}${mapping.description ? `: ${mapping.description}` : ''}.`,
    '',
    layout.type === 'one-row'
      ? 'One row is one invoice with one line.'
      : layout.type === 'grouped'
        ? `One row per invoice line. Repeat the invoice fields on every line; the key ${layout.key.map(describeRef).join(' + ')} tells the invoices apart. Keep the lines of an invoice together.`
        : `Invoices go on sheet ${sheets[0]?.name}, their lines on sheet ${sheets[1]?.name}, linked by ${layout.key.map(describeRef).join(' + ')}. Lines may be in any order.`,
    ...(mapping.source.table.type === 'csv'
      ? [
          `The mapping reads CSV: fill the first sheet, then save it as CSV${mapping.source.table.delimiter ? ` with the delimiter "${mapping.source.table.delimiter}"` : ''}${mapping.source.table.encoding ? ` in ${mapping.source.table.encoding}` : ''}.`,
        ]
      : []),
    'Each header cell carries a note saying what the column holds and how to write it.',
    'Dates: a date cell is best; amounts: a number cell, four decimal places at most; credit notes are negative.',
    'Leave a cell empty when there is nothing to say; an empty cell leaves its field out.',
    `Check the filled workbook with: invoice-batch validate <file> --mapping ${basename(mapping.file)}`,
    '',
    ...computedFields(mapping),
    'Columns:',
  ];
  for (const sheet of sheets) {
    for (const [i, column] of sheet.columns.entries()) {
      if (!column.header) continue;
      lines.push(
        `${sheet.name}!${columnLetter(i)} ${column.header}: ${column.notes.join(' ') || 'read by the mapping'}`,
      );
    }
  }
  return lines;
}

/** Writes the template for `mapping` to `file` (under a temporary name first). */
export async function writeTemplateWorkbook(mapping: Mapping, file: string): Promise<void> {
  const refs = columnsBySheet(mapping);
  const describe = describer(mapping);
  const mainName = typeof mapping.source.table.sheet === 'string' ? mapping.source.table.sheet : 'Invoices';
  const sheets = [
    { name: mainName, headerRow: mapping.source.table.headerRow ?? 1, columns: planColumns(refs.main, describe) },
  ];
  if (mapping.layout.type === 'joined' && mapping.linesSource) {
    const linesName = typeof mapping.linesSource.table.sheet === 'string' ? mapping.linesSource.table.sheet : 'Lines';
    sheets.push({
      name: linesName,
      headerRow: mapping.linesSource.table.headerRow ?? 1,
      columns: planColumns(refs.lines, describe),
    });
  }
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'invoice-batch';
  for (const sheet of sheets)
    writeSheet(
      workbook,
      sheet.name,
      sheet.headerRow,
      sheet.columns,
      mapping.description ?? `Invoices for ${basename(mapping.file)}`,
    );
  const help = workbook.addWorksheet('Instructions');
  help.getColumn(1).width = 120;
  for (const line of instructions(mapping, sheets)) help.addRow(clipCells([line]));

  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  await writeOutputFile({ file }, async (stream) => {
    stream.end(content);
  });
}
