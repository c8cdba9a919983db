/**
 * The row rules of a mapping file's source (rows to skip, group headings) as written -> compiled,
 * with their regular expressions built once; a mistake is reported through `fail` at its mapping
 * position.
 */
import { cellText, type SheetRow } from '../sheets/sheet-row.js';
import {
  describeRef,
  type ColumnRef,
  type HeadingRule,
  type PreambleValue,
  type SkipRule,
  type TaxRowsRule,
} from './compiled-mapping.js';
import { compileRegex } from './compile-step.js';
import type { HeadingRuleFile, PreambleValueFile, SkipRuleFile, TaxRowsFile } from './row-rules-schema.js';

type At = (path: readonly PropertyKey[]) => string;
type Fail = (path: readonly PropertyKey[], message: string) => never;

function ruleColumn(rule: { column?: string | undefined; letter?: string | undefined }, path: PropertyKey[], at: At) {
  const column: ColumnRef =
    rule.column !== undefined
      ? { header: rule.column, at: at(path) }
      : { letter: rule.letter!.toUpperCase(), at: at(path) };
  return column;
}

export function compileSkipRule(rule: SkipRuleFile, path: PropertyKey[], at: At, fail: Fail): SkipRule {
  if ((rule.column === undefined) === (rule.letter === undefined))
    fail(path, 'a skip rule names one column (or letter)');
  const tests = [rule.equals, rule.matches, rule.blank].filter((t) => t !== undefined);
  if (tests.length !== 1) fail(path, 'a skip rule has exactly one of equals, matches, blank');
  const column = ruleColumn(rule, path, at);
  const where = describeRef(column);
  const until = rule.until === undefined ? undefined : compileRegex(rule.until, (m) => fail([...path, 'until'], m));
  const test = compileSkipTest(rule, path, fail);
  const label = rule.name ?? `${where} ${test.written}${rule.until === undefined ? '' : ` until /${rule.until}/`}`;
  return { column, label, test: test.test, until: until && ((text: string) => until.test(text)) };
}

/** The one test of a skip rule, and how it reads in the count of rows left out. */
function compileSkipTest(
  rule: SkipRuleFile,
  path: PropertyKey[],
  fail: Fail,
): { test: (text: string) => boolean; written: string } {
  if (rule.equals !== undefined) {
    const listed = Array.isArray(rule.equals) ? rule.equals : [rule.equals];
    const values = new Set(listed.map((v) => v.trim().toLowerCase()));
    const written = `equals ${listed.map((v) => JSON.stringify(v)).join(' or ')}`;
    return { written, test: (text) => values.has(text.toLowerCase()) };
  }
  if (rule.matches !== undefined) {
    const regex = compileRegex(rule.matches, (m) => fail([...path, 'matches'], m));
    return { written: `matches /${rule.matches}/`, test: (text) => regex.test(text) };
  }
  return { written: 'blank', test: (text) => text === '' };
}

/** True when every cell of `row` but the one at `index` is blank. */
function onlyFilled(row: SheetRow, index: number): boolean {
  for (let i = 0; i < row.cells.length; i++) if (i !== index && cellText(row.cells[i]).trim() !== '') return false;
  return true;
}

export function compileHeadingRule(rule: HeadingRuleFile, path: PropertyKey[], at: At, fail: Fail): HeadingRule {
  if ((rule.column === undefined) === (rule.letter === undefined))
    fail(path, 'a heading rule names one column (or letter) that holds the heading');
  if ((rule.onlyFilled === undefined) === (rule.matches === undefined))
    fail(path, 'a heading rule has exactly one of onlyFilled: true, matches');
  const column = ruleColumn(rule, path, at);
  const label = `heading ${rule.name}`;
  if (rule.matches !== undefined) {
    const regex = compileRegex(rule.matches, (m) => fail([...path, 'matches'], m));
    const valueOf = (row: SheetRow, index: number) => {
      const match = regex.exec(cellText(row.cells[index]).trim());
      return match ? (match[1] ?? match[0]).trim() : undefined;
    };
    return { name: rule.name, column, label, valueOf };
  }
  const valueOf = (row: SheetRow, index: number) => {
    const text = cellText(row.cells[index]).trim();
    return text !== '' && onlyFilled(row, index) ? text : undefined;
  };
  return { name: rule.name, column, label, valueOf };
}

export function compilePreambleValue(value: PreambleValueFile, path: PropertyKey[], at: At, fail: Fail): PreambleValue {
  const byPlace = value.row !== undefined || value.field !== undefined;
  if (byPlace === (value.label !== undefined))
    fail(path, 'a preamble value is found by row and field, or by label; give one of them');
  if (byPlace && (value.row === undefined || value.field === undefined))
    fail(path, 'a preamble value found by its place needs both row and field, e.g. { row: 1, field: 13 }');
  const place = value.label !== undefined ? { label: value.label } : { row: value.row!, field: value.field! };
  return { name: value.name, place, at: at(path) };
}

export function compileTaxRows(rule: TaxRowsFile, path: PropertyKey[], at: At, fail: Fail): TaxRowsRule {
  if ((rule.equals === undefined) === (rule.matches === undefined))
    fail(path, 'taxRows has exactly one of equals, matches: the value of the type column that marks a tax row');
  const { line, ...test } = rule;
  const type = compileSkipRule({ ...test, name: 'tax row' }, path, at, fail);
  return { type, line: line !== undefined ? { header: line, at: at([...path, 'line']) } : undefined };
}
