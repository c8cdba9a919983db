/**
 * A mistake in a formula found while compiling it (unknown name, wrong number of arguments), at
 * its character offset, and the fault raised while evaluating it named after the cell it read.
 */
import type { FormulaNode } from './formula-ast.js';
import { FormulaFault, type FormulaValue } from './formula-value.js';

export class CompileError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

/** ` (did you mean X?)` when a known name starts like `name`, else nothing. */
export function nearest(name: string, known: readonly string[]): string {
  const upper = name.toUpperCase();
  const hit = known.find((k) => k.toUpperCase().startsWith(upper.slice(0, 3)) || upper.startsWith(k.toUpperCase()));
  return hit ? ` (did you mean ${hit}?)` : '';
}

/** Adds the column's name and text to a fault raised while using a cell's value. */
export function blame(node: FormulaNode, value: FormulaValue, fault: FormulaFault): FormulaFault {
  if (
    fault.column !== undefined ||
    (node.type !== 'column' && node.type !== 'invoiceColumn') ||
    typeof value !== 'string'
  )
    return fault;
  return new FormulaFault(fault.message, fault.at, node.header, value);
}
