/**
 * A parsed formula -> a function of one record, built once per mapping so that reading a row
 * walks no tree and looks up no name. Names are checked here, so a mapping with an unknown
 * function or field fails `mapping check` instead of every row.
 */
import type { FormulaNode } from './formula-ast.js';
import { buildCall } from './build-formula-call.js';
import type { CompiledFormula, FormulaNames, FormulaStep } from './compiled-formula.js';
import { blame, CompileError, nearest } from './formula-compile-error.js';
import { applyBinary } from './formula-operators.js';
import { Exact, ExactRangeError } from './exact-number.js';
import {
  FormulaDate,
  FormulaFault,
  type FormulaValue,
  type TextReading,
  textNumber,
  toNumber,
} from './formula-value.js';
import { parseFormula } from './parse-formula.js';

/** A value arithmetic takes as a number: a number, a blank, TRUE/FALSE, or text that reads as one. */
function readsAsNumber(value: FormulaValue, reading: TextReading): boolean {
  if (typeof value !== 'string') return !(value instanceof FormulaDate);
  return value.trim() === '' || textNumber(value, reading) !== undefined;
}

function slotOf(list: string[], header: string): number {
  const index = list.indexOf(header);
  if (index >= 0) return index;
  list.push(header);
  return list.length - 1;
}

export type CompileResult = { ok: true; formula: CompiledFormula } | { ok: false; offset: number; message: string };

export function compileFormula(text: string, names: FormulaNames): CompileResult {
  const parsed = parseFormula(text);
  if (!parsed.ok) return parsed;
  const columns: string[] = [];
  const invoiceColumns: string[] = [];
  const fields = new Set<string>();
  const itemFields = new Set<string>();

  const fieldName = (name: string, known: readonly string[] | undefined, at: number, what: string): string => {
    const hit = known?.find((k) => k === name) ?? known?.find((k) => k.toLowerCase() === name.toLowerCase());
    if (!hit)
      throw new CompileError(
        `${name} is not a mapped ${what}${nearest(name, known ?? [])}; a column is written [${name}]`,
        at,
      );
    return hit;
  };

  /** `perLine`: inside an aggregate over the lines, where `items.Field` is one line's field. */
  const build = (node: FormulaNode, perLine: boolean): FormulaStep => {
    switch (node.type) {
      case 'number': {
        const value = new Exact(node.text);
        return () => value;
      }
      case 'text':
      case 'boolean': {
        const value = node.value;
        return () => value;
      }
      case 'column': {
        const slot = slotOf(columns, node.header);
        return (env) => env.cell(slot);
      }
      case 'invoiceColumn': {
        if (!names.invoiceColumns)
          throw new CompileError('invoice[Column] reads the invoice row from a line; here write [Column]', node.at);
        const slot = slotOf(invoiceColumns, node.header);
        return (env) => env.invoiceCell(slot);
      }
      case 'field': {
        const name = fieldName(node.name, names.fields, node.at, 'field here');
        fields.add(name);
        return (env) => env.field(name);
      }
      case 'itemField': {
        if (!names.itemFields)
          throw new CompileError('items.Field is for invoice formulas; a line reads its own fields by name', node.at);
        if (!perLine)
          throw new CompileError(
            `items.${node.name} is one value per line; use it inside SUM, MIN, MAX or COUNT`,
            node.at,
          );
        const name = fieldName(node.name, names.itemFields, node.at, 'line field');
        itemFields.add(name);
        return (env, line) => env.itemField(line, name);
      }
      case 'unary': {
        const operand = build(node.operand, perLine);
        const at = node.at;
        if (node.op === '+') return operand;
        const hundred = new Exact(100);
        return (env, line) => {
          const value = operand(env, line);
          try {
            const number = toNumber(value, env.reading, at);
            return node.op === '-' ? number.neg() : number.div(hundred);
          } catch (fault) {
            throw fault instanceof FormulaFault ? blame(node.operand, value, fault) : fault;
          }
        };
      }
      case 'binary': {
        const left = build(node.left, perLine);
        const right = build(node.right, perLine);
        const { op, at } = node;
        // Dividing by a written power of ten (Amount * TaxRate / 100) is multiplying by its exact
        // reciprocal: the same exact result without a long division on every row.
        if (op === '/' && node.right.type === 'number' && /^10*$/.test(node.right.text)) {
          const reciprocal = new Exact(1).div(node.right.text);
          return (env, line) => {
            const a = left(env, line);
            return a instanceof Exact ? a.times(reciprocal) : applyBinary(op, a, right(env, line), env.reading, at);
          };
        }
        return (env, line) => {
          const a = left(env, line);
          const b = right(env, line);
          try {
            return applyBinary(op, a, b, env.reading, at);
          } catch (thrown) {
            const fault = thrown instanceof ExactRangeError ? new FormulaFault(thrown.message, at) : thrown;
            if (!(fault instanceof FormulaFault)) throw fault;
            // Both sides share the operator's position: blame the one that is not a number, when one is.
            if (!readsAsNumber(a, env.reading) && readsAsNumber(b, env.reading)) throw blame(node.left, a, fault);
            if (!readsAsNumber(b, env.reading) && readsAsNumber(a, env.reading)) throw blame(node.right, b, fault);
            const blamed = blame(node.left, a, fault);
            throw blamed === fault ? blame(node.right, b, fault) : blamed;
          }
        };
      }
      case 'call':
        return buildCall(node, perLine, build);
    }
  };

  try {
    const run = build(parsed.node, false);
    const formula: CompiledFormula = {
      text,
      columns,
      invoiceColumns,
      fields: [...fields],
      itemFields: [...itemFields],
      evaluate: (env) => {
        try {
          return run(env, -1);
        } catch (error) {
          // A number out of range where no operator caught it (a sum, a reciprocal): still a problem of the row.
          throw error instanceof ExactRangeError ? new FormulaFault(error.message, 0) : error;
        }
      },
    };
    return { ok: true, formula };
  } catch (error) {
    if (error instanceof CompileError) return { ok: false, offset: error.offset, message: error.message };
    throw error;
  }
}
