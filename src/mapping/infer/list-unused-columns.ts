/**
 * The columns a proposal leaves unmapped, named in its closing comment so no column goes unsaid:
 * neither chosen for a field, nor a key, nor read by a later stage or a formula. Pure.
 */
import type { FieldChoice } from './choose-fields.js';
import type { LayoutChoice } from './find-layout.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';
import type { SampledTable } from './sampled-table.js';

export interface UnusedInput {
  main: SampledTable;
  lines: SampledTable | undefined;
  /** The main table's columns chosen for a field. */
  used: readonly FieldChoice[];
  /** The lines sheet's columns chosen for a field. */
  usedLines: readonly FieldChoice[];
  layout: LayoutChoice | undefined;
  /** Headers a later stage mapped (a split date, taxes summed, a day and month answered). */
  mapped: readonly string[];
  /** The field lines proposed: a column one reads, by name or in a formula, is mapped. */
  written: readonly FieldLine[];
}

/** The headers, main table's first, no column of which the proposal reads; each once. */
export function listUnusedColumns(input: UnusedInput): string[] {
  const { main, lines, layout } = input;
  const used = new Set(input.used.map((c) => c.index));
  const usedLines = new Set([...input.usedLines.map((c) => c.index), ...(layout?.linesKey ?? [])]);
  const unused = [
    ...main.headers.filter(
      (h, i) =>
        h.trim() !== '' &&
        !used.has(i) &&
        !(layout?.key ?? []).includes(i) &&
        !input.mapped.includes(h) &&
        // A column mapped by a later stage (the file's own total) or read by a formula is mapped.
        !input.written.some((l) => l.spec.includes(`[${h}]`) || l.spec === yamlScalar(h)),
    ),
    ...(lines ? lines.headers.filter((h, i) => h.trim() !== '' && !usedLines.has(i)) : []),
  ];
  return [...new Set(unused)];
}
