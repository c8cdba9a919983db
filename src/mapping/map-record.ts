/**
 * Applies the field rules of one scope (invoice, a line, a contact, an event) to one row.
 * Keeps where every field came from, so a model problem at `InvoiceItems[2].Tax` can be shown
 * at its row and column. Conversion failures are problems, never thrown. Pure.
 */
import { cellText, type SheetRow } from '../sheets/sheet-row.js';
import { applySteps, isBlank } from './apply-steps.js';
import type { FieldRule } from './compiled-mapping.js';
import type { Problem } from './mapped-invoice.js';
import type { ColumnIndex } from './resolve-columns.js';

/** Where a field's value was read. */
export interface Origin {
  sheet: string | undefined;
  row: number;
  /** Header of the source column(s); undefined for constants. */
  column: string | undefined;
  /** The text as the file writes it, before transforms. */
  raw?: string | undefined;
}

export interface MappedRecord {
  /** Field -> final text; empty values are absent. */
  fields: Record<string, string>;
  /** Field path (with prefix) -> origin, for every rule, filled or not. */
  origins: Map<string, Origin>;
  problems: Problem[];
  /** Paths whose conversion failed; model problems at these paths would repeat the failure. */
  failed: Set<string>;
  /** How many fields got a non-empty value from a column or template (constants not counted). */
  fromColumns: number;
}

export interface RecordContext {
  /** Prefix of field paths, e.g. `InvoiceItems[2].` ('' for invoice fields). */
  prefix: string;
  /** 1-based position of the line in its invoice, for `sequence`. */
  sequence?: number;
}

/** Appends one record's results to another (several rows feed one invoice). */
export function mergeInto(target: MappedRecord, source: MappedRecord): void {
  for (const [path, origin] of source.origins) target.origins.set(path, origin);
  target.problems.push(...source.problems);
  for (const path of source.failed) target.failed.add(path);
}

export function mapRecord(rules: readonly FieldRule[], row: SheetRow, columns: ColumnIndex, ctx: RecordContext): MappedRecord {
  const out: MappedRecord = { fields: {}, origins: new Map(), problems: [], failed: new Set(), fromColumns: 0 };
  for (const rule of rules) {
    const path = `${ctx.prefix}${rule.field}`;
    const source = rule.source;
    let raw: string | undefined;
    let result: { ok: true; text: string } | { ok: false; message: string } | undefined;
    let column: string | undefined;
    if (source.type === 'column') {
      const resolved = columns.get(source.column);
      column = resolved?.name;
      const cell = resolved ? row.cells[resolved.index] : undefined;
      if (cell && !isBlank(cell)) {
        raw = cellText(cell);
        result = applySteps(cell, rule.steps);
      }
    } else if (source.type === 'template') {
      const names: string[] = [];
      let text = '';
      let blank = false;
      for (const part of source.parts) {
        if (typeof part === 'string') {
          text += part;
          continue;
        }
        const resolved = columns.get(part);
        if (resolved) names.push(resolved.name);
        const cell = resolved ? row.cells[resolved.index] : undefined;
        if (isBlank(cell)) blank = true;
        else text += cellText(cell).trim();
      }
      column = names.join(' + ');
      if (!blank) {
        raw = text;
        result = applySteps({ kind: 'text', text }, rule.steps);
      }
    } else if (source.type === 'sequence') {
      raw = String(ctx.sequence ?? 1);
      result = applySteps({ kind: 'text', text: raw }, rule.steps);
    } else if (source.type === 'value') {
      result = { ok: true, text: source.text };
    }

    out.origins.set(path, { sheet: row.sheet, row: row.row, column, raw });
    if (result && !result.ok) {
      out.problems.push({ file: row.file, sheet: row.sheet, row: row.row, column, field: path, value: raw, message: result.message });
      out.failed.add(path);
      continue;
    }
    const text = result?.text ?? '';
    if (text !== '') {
      out.fields[rule.field] = text;
      if (source.type === 'column' || source.type === 'template') out.fromColumns += 1;
    } else if (rule.defaultText !== undefined && rule.defaultText !== '') {
      out.fields[rule.field] = rule.defaultText;
    }
  }
  return out;
}
