/**
 * A read whose every row the mapping's rules left out: rows were there, no invoice came of them.
 * Most often a rule that matches more than meant (a skipRows test too wide, a trailerRows count
 * past the data), which a nightly job would otherwise report as a clean, empty run. Pure.
 */
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';
import { plural } from '../invoice/format-count.js';
import { skippedRowCounts, type SkippedRowCount } from './format-skipped-rows.js';
import type { RunSummary } from '../journal/summarize-run.js';

/** The rules' counts of a read that made no invoice though rows were read; [] when it made one, or left nothing out. */
export function everyRowLeftOut(invoices: number, leftOut: readonly SkippedRowCount[]): SkippedRowCount[] {
  return invoices > 0 ? [] : leftOut.filter((rule) => rule.rows > 0);
}

/** The rules' counts when the mapping's rules left out every row the run read; [] otherwise (a read cut short by a stop too). */
export const runRowsAllLeftOut = (run: RunSummary) =>
  run.readStopped || run.leftOut === undefined
    ? []
    : everyRowLeftOut(run.counts.invoices, skippedRowCounts(run.leftOut));

/** True when a run read its whole file and no invoice came of it: a header alone, or rows all left out. */
export const runHoldsNoInvoices = (run: RunSummary) => !run.readStopped && run.counts.invoices === 0;

/**
 * `the file holds no invoices: the mapping's rules left out every row read (3 rows: 2 by subtotal, 1 by
 * trailer (trailerRows: 1)); ...`, or `the file holds no invoices: no data rows below its header`.
 */
export function describeNoInvoices(rules: readonly SkippedRowCount[]): string {
  if (rules.length === 0) return 'the file holds no invoices: no data rows below its header; nothing posted';
  const total = rules.reduce((sum, rule) => sum + rule.rows, 0);
  const each = rules.map((rule) => `${rule.rows} by ${escapeControlCharacters(rule.rule)}`).join(', ');
  return `the file holds no invoices: the mapping's rules left out every row read (${plural(total, 'row')}: ${each}); nothing posted; if it should hold invoices, check those rules against the file`;
}
