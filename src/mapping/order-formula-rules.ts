/**
 * Puts the rules of one scope in the order they are computed: plain rules first, then formulas,
 * each after the fields it reads. A formula that needs itself, directly or through others, is a
 * mapping error naming the cycle.
 */
import type { FieldRule } from './compiled-mapping.js';

export function orderFormulaRules(
  rules: readonly FieldRule[],
  fail: (field: string, message: string) => never,
): FieldRule[] {
  const formulas = new Map<string, FieldRule>();
  for (const rule of rules) if (rule.source.type === 'formula') formulas.set(rule.field, rule);
  if (formulas.size === 0) return [...rules];

  const ordered: FieldRule[] = rules.filter((rule) => rule.source.type !== 'formula');
  const done = new Set<string>();
  const visiting: string[] = [];
  const visit = (rule: FieldRule): void => {
    if (done.has(rule.field)) return;
    const at = visiting.indexOf(rule.field);
    if (at >= 0) {
      const cycle = [...visiting.slice(at), rule.field].join(' -> ');
      fail(visiting[at]!, `the formulas need each other in a circle (${cycle}); one of them must read columns instead`);
    }
    visiting.push(rule.field);
    if (rule.source.type === 'formula') {
      for (const name of rule.source.formula.fields) {
        const needed = formulas.get(name);
        if (needed) visit(needed);
      }
    }
    visiting.pop();
    done.add(rule.field);
    ordered.push(rule);
  };
  for (const rule of formulas.values()) visit(rule);
  return ordered;
}
