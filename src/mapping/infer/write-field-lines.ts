/** A chosen column written as the proposal's line, and the lines put in the model's order. Pure. */
import type { FieldChoice } from './choose-fields.js';
import { yamlScalar, type FieldLine } from './render-proposal.js';
import type { SampledTable } from './sampled-table.js';
import { proposeFlagMap } from './sample-values.js';
import { FIELD_CATALOG, fieldInfo } from '../field-catalog.js';

/** The field's line; a flag column written other than Y/N gets its value map (`J` -> `Y`). */
export function lineOf(c: FieldChoice, table: SampledTable): FieldLine {
  const comment =
    c.alternatives.length > 0 ? `${c.why}; rather than ${c.alternatives.map((a) => `"${a}"`).join(', ')}` : c.why;
  const map =
    fieldInfo(c.scope, c.field)?.kind === 'flag' ? proposeFlagMap(table.rows.map((r) => r.cells[c.index])) : undefined;
  if (!map) return { field: c.field, spec: yamlScalar(c.header), comment };
  const pairs = Object.entries(map)
    .map(([k, v]) => `${yamlScalar(k)}: ${v}`)
    .join(', ');
  return { field: c.field, spec: `{ column: ${yamlScalar(c.header)}, transform: { map: { ${pairs} } } }`, comment };
}

/** Model order, which is the order people read an invoice in. */
export function inCatalogOrder(scope: 'invoice' | 'items', lines: FieldLine[]): FieldLine[] {
  const order = FIELD_CATALOG[scope].map((f) => f.name);
  return lines.sort((a, b) => order.indexOf(a.field) - order.indexOf(b.field));
}
