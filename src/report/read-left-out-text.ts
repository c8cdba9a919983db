/**
 * The rows left out by the mapping read back from a workbook's Summary, for `import-results`: the
 * inverse of describe-left-out-rows.ts, so the run imported from a workbook keeps every rule with
 * its count and listed rows. Pure.
 */
import type { LeftOutByRule, RowPlace, SkippedRows } from '../mapping/filter-rows.js';
import { LEFT_OUT_LABEL, leftOutRuleLabel } from './describe-left-out-rows.js';

const RULE_PREFIX = leftOutRuleLabel('');
const COUNT = /^(\d+): (.*?)(?:, and (\d+) more not listed)?$/s;
const RANGES = /^(?:sheet (.+) )?rows? (\d+(?:-\d+)?(?:, \d+(?:-\d+)?)*)$/s;

function rowsOfRanges(ranges: string): number[] {
  return ranges.split(', ').flatMap((range) => {
    const [first, last = first] = range.split('-').map(Number) as [number, number?];
    return Array.from({ length: last - first + 1 }, (_, i) => first + i);
  });
}

/**
 * `3: sheet Lines rows 5, 9-11` back to the rule's count and places; undefined when it does not
 * start with a count. Places that do not read as leftOutText writes them are not listed, and the
 * count still holds them. A sheet named with `; sheet ` in it reads as two sheets.
 */
export function readLeftOutText(text: string): LeftOutByRule | undefined {
  const counted = COUNT.exec(text.trim());
  if (!counted) return undefined;
  const places: RowPlace[] = [];
  for (const part of counted[2]!.split(/; (?=sheet )/)) {
    const read = RANGES.exec(part);
    if (!read) return { rows: Number(counted[1]), places: [] };
    places.push(...rowsOfRanges(read[2]!).map((row) => ({ sheet: read[1], row })));
  }
  return { rows: Number(counted[1]), places };
}

/**
 * The rules of a Summary's label/text pairs, in order; undefined when it has no line of rows left
 * out (a workbook of a run that did not keep them). A rule whose text cannot be read is counted
 * in `unread`, never dropped unsaid.
 */
export function readLeftOutLines(
  lines: Iterable<[label: string, text: string | undefined]>,
): { leftOut: SkippedRows; unread: string[] } | undefined {
  let seen = false;
  const leftOut: SkippedRows = new Map();
  const unread: string[] = [];
  for (const [label, text] of lines) {
    if (label === LEFT_OUT_LABEL) seen = true;
    if (!seen || !label.startsWith(RULE_PREFIX)) continue;
    const rule = label.slice(RULE_PREFIX.length);
    const read = text === undefined ? undefined : readLeftOutText(text);
    if (read) leftOut.set(rule, read);
    else unread.push(rule);
  }
  return seen ? { leftOut, unread } : undefined;
}
