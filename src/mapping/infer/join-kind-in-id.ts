/**
 * The kind of document in InvoiceId where every supplier writes its numbers in one prescribed shape:
 * a tax authority's numbering (Argentina's `A 00003-00000012`, letter, point of sale and count;
 * Peru's `F001-00000123`, series and count) counts each kind of document apart, so one supplier's
 * invoice and credit note may carry the same number. A supplier's own numbering has its own shape
 * (`INV-2024-0035`, `R2400232`); numbers of one shape in one narrow run are the book's own, unique
 * alone. Pure.
 */
import type { CreditTypeColumn } from './find-credit-type-column.js';
import type { ColumnProfile } from './profile-column.js';
import { readOwnNumbering } from './read-own-numbering.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';

// A prescribed shape: every letter, every digit in its place.
const shapeOf = (text: string) => text.replace(/\d/g, '#').replace(/\p{L}/gu, 'A');
const DIGIT_RUNS = /\d+/g;
// Suppliers enough that one shape among them is no chance: two may share a habit, not three.
const FEWEST_SUPPLIERS = 3;

/**
 * True when the filled numbers of at least three suppliers all have one shape holding a point of sale
 * (or series) and a count, each zero-padded to its width: a bare count is left to joinKindNumber, a
 * number of one run (`AB20481370`, Taiwan's, unique nationally) or with a year (`E2024/50`) is none.
 */
function onePrescribedShape(number: ColumnProfile, supplier: ColumnProfile): boolean {
  const shapes = new Set<string>();
  const suppliers = new Set<string>();
  const texts = number.texts.filter((t) => t !== undefined);
  number.texts.forEach((t, row) => {
    if (t === undefined) return;
    shapes.add(shapeOf(t));
    suppliers.add(supplier.texts[row] ?? '');
  });
  const runs = texts.map((t) => t.match(DIGIT_RUNS) ?? []);
  // Numbers of several shapes hold different counts of digit runs: only one shape is compared run by run.
  const padded = shapes.size === 1 && runs[0]!.every((_, at) => runs.some((r) => r[at]!.startsWith('0')));
  return (
    shapes.size === 1 &&
    runs[0]!.length >= 2 &&
    padded &&
    suppliers.size >= FEWEST_SUPPLIERS &&
    !readOwnNumbering(number)
  );
}

/** True when some number holds its row's kind (`FT E2024/50` of `FT`): the number tells the kinds apart itself. */
function holdsKind(number: ColumnProfile, kind: ColumnProfile): boolean {
  return number.texts.some((t, row) => t !== undefined && kind.texts[row] !== undefined && t.includes(kind.texts[row]));
}

/** `written` with the kind joined into an InvoiceId template of supplier and number, where the numbers call for it. */
export function joinKindInId(
  written: readonly FieldLine[],
  profiles: readonly ColumnProfile[],
  type: CreditTypeColumn | undefined,
): FieldLine[] {
  const idLine = written.find((l) => l.field === 'InvoiceId');
  const numberLine = written.find((l) => l.field === 'Invoice_Number');
  const number = numberLine && profiles.find((p) => yamlScalar(p.header) === numberLine.spec);
  const kind = type && !type.prefix ? profiles[type.index] : undefined;
  const parts = idLine && /^\{ template: (".*") \}$/.exec(idLine.spec);
  if (!idLine || !number || !kind || !parts) return [...written];
  const template = JSON.parse(parts[1]!) as string;
  const supplier = profiles.find((p) => template === `{${p.header}}-{${number.header}}`);
  if (!supplier || new Set(kind.texts.filter((t) => t !== undefined)).size < 2) return [...written];
  if (!onePrescribedShape(number, supplier) || holdsKind(number, kind)) return [...written];
  const joined = `{${supplier.header}}-{${kind.header}}-{${number.header}}`;
  return written.map((l) =>
    l === idLine
      ? {
          field: l.field,
          spec: `{ template: ${JSON.stringify(joined)} }`,
          comment: `every supplier writes "${number.header}" in one prescribed shape, which counts each "${kind.header}" apart: the kind is part of the id`,
        }
      : l,
  );
}
