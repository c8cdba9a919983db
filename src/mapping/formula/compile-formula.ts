/**
 * A parsed formula -> a function of one record, built once per mapping so that reading a row
 * walks no tree and looks up no name. Names are checked here, so a mapping with an unknown
 * function or field fails `mapping check` instead of every row.
 */
import type { FormulaNode } from './formula-ast.js';
import { aggregate, AGGREGATES, collect, readsLines } from './formula-aggregates.js';
import { FUNCTIONS, functionNames, SPECIAL_FUNCTIONS } from './formula-functions.js';
import { applyBinary } from './formula-operators.js';
import { Exact, FormulaFault, type FormulaValue, type TextReading, toBoolean, toNumber } from './formula-value.js';
import { parseFormula } from './parse-formula.js';

/** What a formula reads from, supplied per record by the mapper. */
export interface FormulaEnv {
  reading: TextReading;
  /** The cell of the record's own row in `CompiledFormula.columns[slot]`. */
  cell(slot: number): FormulaValue;
  /** The cell of the invoice's header row in `CompiledFormula.invoiceColumns[slot]`. */
  invoiceCell(slot: number): FormulaValue;
  /** A field of the same record, after mapping. */
  field(name: string): FormulaValue;
  /** Invoice formulas: the number of lines and a field of one line. */
  lineCount: number;
  itemField(line: number, name: string): FormulaValue;
}

/** The names a formula may use, by scope. */
export interface FormulaNames {
  /** Fields of the same record (canonical spelling). */
  fields: readonly string[];
  /** Fields of the lines, for `items.Field` (invoice formulas only). */
  itemFields?: readonly string[] | undefined;
  /** `invoice[Header]` is allowed (items formulas). */
  invoiceColumns: boolean;
}

export interface CompiledFormula {
  text: string;
  /** Headers read from the record's own row, by slot. */
  columns: readonly string[];
  /** Headers read from the invoice's header row, by slot. */
  invoiceColumns: readonly string[];
  /** Fields of the same record it reads: they are computed first. */
  fields: readonly string[];
  /** Line fields it aggregates. */
  itemFields: readonly string[];
  /** The value for one record; throws a FormulaFault for a row it cannot compute. */
  evaluate(env: FormulaEnv): FormulaValue;
}

export type CompileResult = { ok: true; formula: CompiledFormula } | { ok: false; offset: number; message: string };

type Eval = (env: FormulaEnv, line: number) => FormulaValue;

class CompileError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

const SPECIAL = new Set<string>(SPECIAL_FUNCTIONS);

function nearest(name: string, known: readonly string[]): string {
  const upper = name.toUpperCase();
  const hit = known.find((k) => k.toUpperCase().startsWith(upper.slice(0, 3)) || upper.startsWith(k.toUpperCase()));
  return hit ? ` (did you mean ${hit}?)` : '';
}

function slotOf(list: string[], header: string): number {
  const index = list.indexOf(header);
  if (index >= 0) return index;
  list.push(header);
  return list.length - 1;
}

/** Adds the column's name and text to a fault raised while using a cell's value. */
function blame(node: FormulaNode, value: FormulaValue, fault: FormulaFault): FormulaFault {
  if (
    fault.column !== undefined ||
    (node.type !== 'column' && node.type !== 'invoiceColumn') ||
    typeof value !== 'string'
  )
    return fault;
  return new FormulaFault(fault.message, fault.at, node.header, value);
}

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
  const build = (node: FormulaNode, perLine: boolean): Eval => {
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
          } catch (fault) {
            if (!(fault instanceof FormulaFault)) throw fault;
            const blamed = blame(node.left, a, fault);
            throw blamed === fault ? blame(node.right, b, fault) : blamed;
          }
        };
      }
      case 'call':
        return buildCall(node, perLine);
    }
  };

  const buildCall = (node: Extract<FormulaNode, { type: 'call' }>, perLine: boolean): Eval => {
    const { name, at } = node;
    const arity = (min: number, max: number) => {
      const n = node.args.length;
      if (n < min || n > max) {
        const expected = min === max ? `${min}` : max >= 255 ? `at least ${min}` : `${min} to ${max}`;
        throw new CompileError(`${name} takes ${expected} argument${expected === '1' ? '' : 's'}, got ${n}`, at);
      }
    };
    const fn = FUNCTIONS.get(name);
    if (!fn && !SPECIAL.has(name))
      throw new CompileError(`unknown function ${name}${nearest(name, functionNames())}`, at);
    if (AGGREGATES.has(name)) {
      arity(1, 255);
      return buildAggregate(node, perLine);
    }
    const args = node.args.map((arg) => build(arg, perLine));
    if (name === 'IF') {
      arity(2, 3);
      const [test, then, otherwise] = args as [Eval, Eval, Eval | undefined];
      const testAt = node.args[0]!.at;
      return (env, line) =>
        toBoolean(test(env, line), testAt) ? then(env, line) : otherwise ? otherwise(env, line) : false;
    }
    if (name === 'IFS') {
      arity(2, 254);
      if (args.length % 2 !== 0) throw new CompileError('IFS takes pairs of condition and value', at);
      return (env, line) => {
        for (let i = 0; i < args.length; i += 2)
          if (toBoolean(args[i]!(env, line), node.args[i]!.at)) return args[i + 1]!(env, line);
        throw new FormulaFault('no condition of IFS is true; end it with TRUE, value', at);
      };
    }
    if (name === 'SWITCH') {
      arity(3, 255);
      return (env, line) => {
        const value = args[0]!(env, line);
        const pairs = args.length - 1;
        for (let i = 1; i + 1 < args.length; i += 2)
          if (applyBinary('=', value, args[i]!(env, line), env.reading, at) === true) return args[i + 1]!(env, line);
        if (pairs % 2 === 1) return args[args.length - 1]!(env, line);
        throw new FormulaFault('no value of SWITCH matches; add a default as the last argument', at);
      };
    }
    if (!fn) throw new CompileError(`unknown function ${name}`, at);
    arity(fn.min, fn.max);
    const ats = node.args.map((arg) => arg.at);
    return (env, line) => {
      const values = args.map((arg) => arg(env, line));
      try {
        return fn.call(values, ats, env.reading);
      } catch (fault) {
        if (!(fault instanceof FormulaFault)) throw fault;
        const i = ats.indexOf(fault.at);
        throw i >= 0 ? blame(node.args[i]!, values[i]!, fault) : fault;
      }
    };
  };

  const buildAggregate = (node: Extract<FormulaNode, { type: 'call' }>, perLine: boolean): Eval => {
    const parts = node.args.map((arg) => {
      const overLines = !perLine && readsLines(arg);
      return { overLines, at: arg.at, run: build(arg, perLine || overLines) };
    });
    const { name } = node;
    return (env, line) => {
      const numbers: Exact[] = [];
      for (const part of parts) {
        if (!part.overLines) collect(part.run(env, line), part.at, name, env.reading, numbers);
        else for (let i = 0; i < env.lineCount; i++) collect(part.run(env, i), part.at, name, env.reading, numbers);
      }
      return aggregate(name, numbers);
    };
  };

  try {
    const run = build(parsed.node, false);
    const formula: CompiledFormula = {
      text,
      columns,
      invoiceColumns,
      fields: [...fields],
      itemFields: [...itemFields],
      evaluate: (env) => run(env, -1),
    };
    return { ok: true, formula };
  } catch (error) {
    if (error instanceof CompileError) return { ok: false, offset: error.offset, message: error.message };
    throw error;
  }
}
