/**
 * An invoice date written in two columns: its year and month (`AAAAMM`, `YYYYMM`: `202401`) and,
 * right after, its day (`DD`: `05`), as the Dominican 606 and other tax returns lay it out. The
 * date is rebuilt with DATE(). The day column is told by its header (a day's name) as well as its
 * values, so that a count beside a period is never read as a day. Pure.
 */
import { cellText } from '../../sheets/sheet-row.js';
import type { FieldLine } from './render-proposal.js';
import { headerKey } from './match-headers.js';
import type { SampledTable } from './sampled-table.js';

const YEAR_MONTH = /^(?:19|20)\d\d(?:0[1-9]|1[0-2])$/;
// A day's name in the exports' languages, as headerKey writes it: DD, JJ (jour), TT (Tag), GG (giorno).
const DAY_HEADER = /^(?:d|dd|jj|tt|gg|day|dia|jour|tag|giorno|dag|dzien|den|paiva)$/;

/** Every sampled value of column `index`, trimmed; undefined when one is blank. */
function valuesOf(table: SampledTable, index: number): string[] | undefined {
  const texts = table.rows.map((r) => cellText(r.cells[index]).trim());
  return texts.length > 0 && texts.every((t) => t !== '') ? texts : undefined;
}

const isDay = (t: string) => /^\d{1,2}$/.test(t) && Number(t) >= 1 && Number(t) <= 31;

/** The Invoice_Date built from a year-month column and the day column after it, or undefined. */
export function proposeSplitDate(table: SampledTable): { line: FieldLine; headers: string[] } | undefined {
  for (let i = 0; i + 1 < table.headers.length; i++) {
    const month = table.headers[i]!;
    const day = table.headers[i + 1]!;
    if (!DAY_HEADER.test(headerKey(day))) continue;
    const months = valuesOf(table, i);
    const days = valuesOf(table, i + 1);
    if (!months?.every((t) => YEAR_MONTH.test(t)) || !days?.every(isDay)) continue;
    return {
      line: {
        field: 'Invoice_Date',
        spec: `{ formula: ${JSON.stringify(`DATE(VALUE(LEFT([${month}], 4)), VALUE(RIGHT([${month}], 2)), VALUE([${day}]))`)} }`,
        comment: `the date written apart: year and month in "${month}" (like "${months[0]}"), the day in "${day}"`,
      },
      headers: [month, day],
    };
  }
  return undefined;
}
