/**
 * Compiles a function call of a formula: the aggregates over values or over the invoice's lines,
 * the lazy IF, IFS and SWITCH (only the branch taken is evaluated), and the plain functions.
 */
import type { FormulaNode } from './formula-ast.js';
import { aggregate, AGGREGATES, collect, readsLines } from './formula-aggregates.js';
import { FUNCTIONS, functionNames, SPECIAL_FUNCTIONS } from './formula-functions.js';
import { applyBinary } from './formula-operators.js';
import { blame, CompileError, nearest } from './formula-compile-error.js';
import type { FormulaStep } from './compiled-formula.js';
import type { Exact } from './exact-number.js';
import { FormulaFault, toBoolean } from './formula-value.js';

type CallNode = Extract<FormulaNode, { type: 'call' }>;

/** Compiles one node; `perLine` inside an aggregate over the lines. */
type BuildNode = (node: FormulaNode, perLine: boolean) => FormulaStep;

const SPECIAL = new Set<string>(SPECIAL_FUNCTIONS);

export function buildCall(node: CallNode, perLine: boolean, build: BuildNode): FormulaStep {
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
    return buildAggregate(node, perLine, build);
  }
  const args = node.args.map((arg) => build(arg, perLine));
  if (name === 'IF') {
    arity(2, 3);
    const [test, then, otherwise] = args as [FormulaStep, FormulaStep, FormulaStep | undefined];
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
}

function buildAggregate(node: CallNode, perLine: boolean, build: BuildNode): FormulaStep {
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
}
