/**
 * The parsed form of a formula. Every node keeps the offset of its first character in the
 * formula text, so a mistake found after parsing can still point at its place.
 */

export type FormulaNode =
  | { type: 'number'; text: string; at: number }
  | { type: 'text'; value: string; at: number }
  | { type: 'boolean'; value: boolean; at: number }
  /** `[Header]`: the cell of the record's own row. */
  | { type: 'column'; header: string; at: number }
  /** `invoice[Header]` in an items formula: the cell of the invoice's header row. */
  | { type: 'invoiceColumn'; header: string; at: number }
  /** A bare field name: that field of the same record, after mapping. */
  | { type: 'field'; name: string; at: number }
  /** `items.Field` inside SUM, MIN, MAX or COUNT of an invoice formula. */
  | { type: 'itemField'; name: string; at: number }
  | { type: 'call'; name: string; args: FormulaNode[]; at: number }
  | { type: 'unary'; op: '-' | '+' | '%'; operand: FormulaNode; at: number }
  | { type: 'binary'; op: BinaryOp; left: FormulaNode; right: FormulaNode; at: number };

export type BinaryOp = '+' | '-' | '*' | '/' | '&' | '=' | '<>' | '<' | '<=' | '>' | '>=';

/** Calls every node of the tree, parents before children. */
export function walkFormula(node: FormulaNode, visit: (node: FormulaNode) => void): void {
  visit(node);
  if (node.type === 'call') for (const arg of node.args) walkFormula(arg, visit);
  else if (node.type === 'unary') walkFormula(node.operand, visit);
  else if (node.type === 'binary') {
    walkFormula(node.left, visit);
    walkFormula(node.right, visit);
  }
}
