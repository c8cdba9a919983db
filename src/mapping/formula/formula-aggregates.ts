/**
 * SUM, MIN, MAX and COUNT as Excel computes them, over their arguments and, in an invoice
 * formula, over the invoice's lines: blanks are skipped, COUNT counts numbers, MIN and MAX of
 * nothing are 0.
 */
import type { FormulaNode } from './formula-ast.js';
import { Exact } from './exact-number.js';
import { type FormulaValue, type TextReading, textNumber, toNumber, ZERO } from './formula-value.js';

export const AGGREGATES: ReadonlySet<string> = new Set(['SUM', 'MIN', 'MAX', 'COUNT']);

/** True when an argument reads `items.Field` outside a nested aggregate: it runs once per line. */
export function readsLines(node: FormulaNode): boolean {
  if (node.type === 'itemField') return true;
  if (node.type === 'call') return !AGGREGATES.has(node.name) && node.args.some(readsLines);
  if (node.type === 'unary') return readsLines(node.operand);
  if (node.type === 'binary') return readsLines(node.left) || readsLines(node.right);
  return false;
}

/** Blanks are skipped; COUNT counts numbers only, the others refuse what is not one. */
export function collect(value: FormulaValue, at: number, name: string, reading: TextReading, into: Exact[]): void {
  if (value === null) return;
  if (value instanceof Exact) into.push(value);
  else if (name === 'COUNT') {
    const number = typeof value === 'string' ? textNumber(value, reading) : undefined;
    if (number) into.push(number);
  } else into.push(toNumber(value, reading, at));
}

export function aggregate(name: string, numbers: readonly Exact[]): Exact {
  if (name === 'COUNT') return new Exact(numbers.length);
  if (numbers.length === 0) return ZERO;
  if (name === 'SUM') {
    let total = numbers[0]!;
    for (let i = 1; i < numbers.length; i++) total = total.plus(numbers[i]!);
    return total;
  }
  return name === 'MIN' ? Exact.min(...numbers) : Exact.max(...numbers);
}
