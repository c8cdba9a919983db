/**
 * Dates written as day and month only (DATEV's TTMM, `1501`) take their year from the file's
 * first line: DATEV's EXTF line holds the start of the fiscal year in field 13 (WJ-Beginn,
 * `20240101`). Proposes that `preamble` value and the date built from it; where no line above the
 * header gives the year, the date is a doubt with the reason, never a date of a guessed year. Pure.
 */
import { cellText, type SheetRow } from '../../sheets/sheet-row.js';
import { fieldInfo } from '../field-catalog.js';
import type { FieldDoubt } from './choose-fields.js';
import { headerCandidates } from './match-headers.js';
import type { SampledTable } from './sampled-table.js';

export interface PreambleValue {
  name: string;
  row: number;
  field: number;
  why: string;
}

export interface DayMonthDates {
  preamble: PreambleValue[];
  /** Field lines as render-proposal writes them. */
  lines: { field: string; spec: string; comment: string }[];
  doubts: FieldDoubt[];
  /** Headers whose refusal as a date the proposal now answers. */
  answered: string[];
}

const NAME = 'WJ-Beginn';
// DATEV's format marker: EXTF (and the older DTVF) in the first field of the first line.
const DATEV_MARKER = /^(?:EXTF|DTVF)$/;
// DATEV's header line: field 13 (index 12) is the first day of the fiscal year, YYYYMMDD.
const FISCAL_YEAR_FIELD = 12;

/** True when every sampled value reads as TTMM: one or two digits of day, two of month. */
function isDayMonth(table: SampledTable, index: number): boolean {
  const texts = table.rows.map((r) => cellText(r.cells[index]).trim()).filter((t) => t !== '');
  return (
    texts.length > 0 &&
    texts.every((t) => {
      const m = /^(\d{1,2})(\d{2})$/.exec(t);
      return m !== null && Number(m[1]) >= 1 && Number(m[1]) <= 31 && Number(m[2]) >= 1 && Number(m[2]) <= 12;
    })
  );
}

/** The fiscal year's first day from DATEV's EXTF line above the header, with the line's number. */
function fiscalYearStart(above: readonly SheetRow[]): { row: number; value: string } | undefined {
  for (const row of above) {
    if (!DATEV_MARKER.test(cellText(row.cells[0]).trim())) continue;
    const value = cellText(row.cells[FISCAL_YEAR_FIELD]).trim();
    if (/^(?:19|20)\d\d(?:0[1-9]|1[0-2])01$/.test(value)) return { row: row.row, value };
  }
  return undefined;
}

/** The date of a TTMM column in the fiscal year beginning on `[WJ-Beginn]`, as a formula. */
function dateFormula(header: string): string {
  const c = `[${header}]`;
  const start = `[${NAME}]`;
  return `DATE(VALUE(LEFT(${start}, 4)) + IF(VALUE(RIGHT(${c}, 2)) < VALUE(MID(${start}, 5, 2)), 1, 0), VALUE(RIGHT(${c}, 2)), VALUE(LEFT(${c}, LEN(${c}) - 2)))`;
}

/** Date fields of the invoice, not yet chosen, whose column holds TTMM dates. */
export function proposeDayMonthDates(table: SampledTable, chosen: ReadonlySet<string>): DayMonthDates {
  const out: DayMonthDates = { preamble: [], lines: [], doubts: [], answered: [] };
  const start = fiscalYearStart(table.above ?? []);
  const used = new Set<number>();
  for (const c of headerCandidates(table.headers, ['invoice'])) {
    if (chosen.has(c.field) || used.has(c.index) || out.lines.some((l) => l.field === c.field)) continue;
    if (fieldInfo(c.scope, c.field)?.kind !== 'date' || !isDayMonth(table, c.index)) continue;
    used.add(c.index);
    const header = table.headers[c.index]!;
    out.answered.push(header);
    if (start) {
      out.lines.push({
        field: c.field,
        spec: `{ formula: '${dateFormula(header)}' }`,
        comment: `"${header}" holds day and month (TTMM); the year is the fiscal year's from ${NAME}, the next one for a month before its first`,
      });
    } else {
      out.doubts.push({
        scope: 'invoice',
        field: c.field,
        headers: [header],
        reason: `"${header}" holds day and month only (TTMM, like "${cellText(table.rows[0]?.cells[c.index]).trim()}"), and no line above the header gives the year: name it in source.preamble and build the date with DATE(), as docs/mapping.md (preamble) shows`,
      });
    }
  }
  if (start && out.lines.length > 0)
    out.preamble.push({
      name: NAME,
      row: start.row,
      field: FISCAL_YEAR_FIELD + 1,
      why: `DATEV's first line: the fiscal year begins ${start.value}`,
    });
  return out;
}
