/**
 * The row rules of a mapping file's source (rows to skip) as written -> compiled, with their
 * regular expressions built once; a mistake is reported through `fail` at its mapping position.
 */
import type { ColumnRef, SkipRule } from './compiled-mapping.js';
import { compileRegex } from './compile-step.js';
import type { SkipRuleFile } from './mapping-file-schema.js';

export function compileSkipRule(
  rule: SkipRuleFile,
  path: PropertyKey[],
  at: (path: readonly PropertyKey[]) => string,
  fail: (path: readonly PropertyKey[], message: string) => never,
): SkipRule {
  if ((rule.column === undefined) === (rule.letter === undefined))
    fail(path, 'a skip rule names one column (or letter)');
  const tests = [rule.equals, rule.matches, rule.blank].filter((t) => t !== undefined);
  if (tests.length !== 1) fail(path, 'a skip rule has exactly one of equals, matches, blank');
  const column: ColumnRef =
    rule.column !== undefined
      ? { header: rule.column, at: at(path) }
      : { letter: rule.letter!.toUpperCase(), at: at(path) };
  if (rule.equals !== undefined) {
    const values = new Set(
      (Array.isArray(rule.equals) ? rule.equals : [rule.equals]).map((v) => v.trim().toLowerCase()),
    );
    return { column, test: (text) => values.has(text.toLowerCase()) };
  }
  if (rule.matches !== undefined) {
    const regex = compileRegex(rule.matches, (m) => fail([...path, 'matches'], m));
    return { column, test: (text) => regex.test(text) };
  }
  return { column, test: (text) => text === '' };
}
