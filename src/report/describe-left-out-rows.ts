/**
 * The rows a mapping's rules left out (totals, footers, headings, hidden rows), as both workbooks'
 * Summary sheets show them: one line per rule with its count and the rows themselves, so a reader
 * of the workbook alone learns every row that was not read as an invoice. Pure.
 */
import type { LeftOutByRule, RowPlace, SkippedRows } from '../mapping/filter-rows.js';

/** The one name for these rows, in the terminal, the workbooks and the docs. */
export const LEFT_OUT_WORDS = 'rows left out by the mapping';

/** The Summary's label for their total. */
export const LEFT_OUT_LABEL = 'Rows left out by the mapping';

/** `5, 9-11, 40`: runs of consecutive rows as one range. */
function rangesText(rows: readonly number[]): string {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j += 1;
    parts.push(j === i ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}

const rowsWord = (rows: readonly number[]) => (rows.length === 1 ? 'row' : 'rows');

/** `sheet Register row 86`, `rows 5, 9-11` (CSV), by sheet in the order met: `sheet Lines rows 3-4; sheet Header row 2`. */
export function placesText(places: readonly RowPlace[]): string {
  const bySheet = new Map<string | undefined, number[]>();
  for (const place of places) {
    const rows = bySheet.get(place.sheet) ?? [];
    rows.push(place.row);
    bySheet.set(place.sheet, rows);
  }
  return [...bySheet]
    .map(([sheet, rows]) => `${sheet === undefined ? '' : `sheet ${sheet} `}${rowsWord(rows)} ${rangesText(rows)}`)
    .join('; ');
}

/** `3: rows 5, 9-11`, and how many more than the places listed: every row left out is counted. */
export function leftOutText(left: LeftOutByRule): string {
  const more = left.rows - left.places.length;
  return `${left.rows}: ${placesText(left.places)}${more > 0 ? `, and ${more} more not listed` : ''}`;
}

/** A rule's Summary label: `Rule: total` never reads as the outcomes' `total` above it. */
export const leftOutRuleLabel = (rule: string) => `Rule: ${rule}`;

/** The Summary's lines: the total, then each rule (in the order first met, labelled) with its rows. */
export function leftOutLines(skipped: SkippedRows | undefined): {
  total: number;
  rules: { rule: string; text: string }[];
} {
  const rules = [...(skipped ?? new Map<string, LeftOutByRule>())];
  return {
    total: rules.reduce((sum, [, left]) => sum + left.rows, 0),
    rules: rules.map(([rule, left]) => ({ rule: leftOutRuleLabel(rule), text: leftOutText(left) })),
  };
}
