/**
 * A blank input workbook for a mapping: the header row where the mapping expects it, a note on
 * every column saying what to write there, a Y/N list on flag columns, and an Instructions sheet.
 */
import { printOptions } from './print-setup.js';
import { basename } from 'node:path';
import type ExcelJS from 'exceljs';
import { importExcelJs } from '../sheets/xlsx/import-exceljs.js';
import { clipCells } from './clip-cell-text.js';
import { columnsBySheet, describeRef, type FieldRule, type Mapping } from '../mapping/compiled-mapping.js';
import { columnLetter } from '../sheets/sheet-row.js';
import { writeOutputFile } from './write-output-file.js';
import { columnNotes, planColumns, type TemplateColumn } from './plan-template-columns.js';
import { describeTemplateAmounts } from './describe-template-amounts.js';

/** Rows below the header that get the flag lists. */
const VALIDATED_ROWS = 500;

function writeSheet(
  workbook: ExcelJS.Workbook,
  name: string,
  headerRow: number,
  columns: TemplateColumn[],
  title: string,
): void {
  const sheet = workbook.addWorksheet(name, {
    views: [{ state: 'frozen', ySplit: headerRow }],
    ...printOptions(headerRow),
  });
  if (headerRow > 1) sheet.getCell(1, 1).value = title;
  columns.forEach((column, i) => {
    const cell = sheet.getCell(headerRow, i + 1);
    cell.value = column.header;
    cell.font = { bold: true };
    if (column.notes.length > 0) cell.note = column.notes.join('\n');
    sheet.getColumn(i + 1).width = Math.max(12, Math.min(40, column.header.length + 4));
    // Text format for what is typed below the header: an id keeps its leading zeros.
    if (column.text) sheet.getColumn(i + 1).numFmt = '@';
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
    `Dates: a date cell is best; ${describeTemplateAmounts(mapping)}`,
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

/**
 * Writes the template for `mapping` to `file` (under a temporary name first).
 * @param overwrite replace a file named `file` (else OutputFileExistsError: a filled-in copy is kept) @default false
 */
export async function writeTemplateWorkbook(mapping: Mapping, file: string, overwrite = false): Promise<void> {
  const refs = columnsBySheet(mapping);
  const describe = columnNotes(mapping);
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
  const workbook = new (await importExcelJs()).Workbook();
  workbook.creator = 'invoice-batch';
  for (const sheet of sheets)
    writeSheet(
      workbook,
      sheet.name,
      sheet.headerRow,
      sheet.columns,
      mapping.description ?? `Invoices for ${basename(mapping.file)}`,
    );
  const help = workbook.addWorksheet('Instructions', printOptions());
  help.getColumn(1).width = 120;
  for (const line of instructions(mapping, sheets)) help.addRow(clipCells([line]));

  const content = Buffer.from(await workbook.xlsx.writeBuffer());
  await writeOutputFile({ file, keep: !overwrite }, async (stream) => {
    stream.end(content);
  });
}
