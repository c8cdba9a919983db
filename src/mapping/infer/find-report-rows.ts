/**
 * Report shapes: a value written once on a heading row of its own (a vendor alone in column A, or
 * `Vendor: X`) and carried by the rows below, and the subtotal, total and footer rows around them.
 * Finds them in the sample and proposes the `skipRows` and `headings` rules that read the report
 * as a table; the rows it hands on are the data rows, each with the heading's value as a column of
 * its own, so the fields are chosen from the rows the mapping will read. Pure.
 */
import { columnLetter, type SheetRow } from '../../sheets/sheet-row.js';
import type { SampledTable } from './sampled-table.js';
import { proposeSkipRules, type SkipProposal } from './propose-skip-rules.js';
import { periodSkipRule } from './read-period-heading.js';
import { classify, type Classified } from './classify-report-rows.js';
import { skipsNoData } from './keep-skips-off-data.js';
import { sectionSkipRule } from './find-section-headings.js';
import { currencyHeading } from './read-currency-heading.js';
import { codedRule } from './read-coded-heading.js';

export type { SkipProposal } from './propose-skip-rules.js';

export interface HeadingProposal {
  /** The column name the rows below read the value by. */
  name: string;
  letter: string;
  /** `matches` rule for a labelled heading (`Vendor: X`) or a coded one (`V0000123 - X`); without it, `onlyFilled`. */
  matches?: string | undefined;
  why: string;
}

export interface ReportRows {
  skips: SkipProposal[];
  heading?: HeadingProposal | undefined;
  /** The table with heading, total and footer rows left out, and the heading's value as its last column. */
  table: SampledTable;
}

// A heading with its label: `Vendor: X`, `Lieferant: X`.
const LABELLED = /^(\p{L}[\p{L} .]{0,30}?)\s*:\s*(\S.*)$/u;
// A legal form at the end of a name: the heading names a party.
const COMPANY_FORM =
  /(?:^|[\s,])(?:inc|llc|llp|ltd|limited|gmbh|ag|kg|corp|co|sa|s\.a|sarl|s\.a\.r\.l|sl|s\.l|bv|b\.v|nv|n\.v|plc|pty|ab|as|aps|a\/s|oy|e\.k|s\.r\.o|s\.p\.a|spa|lda|k\.k|sas|srl|s\.r\.l)\.?$/i;

// A code and a name: `V0000123 - Vendor Name`, `70001 – Acme GmbH`.
/** The heading rule: the column most headings are in, labelled when every one carries the same label. */
function headingRule(
  rows: readonly Classified[],
  headers: readonly string[],
): (HeadingProposal & { index: number }) | undefined {
  const headings = rows.filter((r) => r.kind === 'heading');
  const totals = rows.filter((r) => r.kind === 'total').length;
  if (headings.length < 2 && !(headings.length === 1 && totals > 0)) return undefined;
  const index = headings[0]!.column;
  if (headings.some((h) => h.column !== index)) return undefined;
  const letter = columnLetter(index);
  const labels = headings.map((h) => LABELLED.exec(h.text)?.[1]);
  const label = labels[0];
  const taken = new Set(headers.map((h) => h.trim().toLowerCase()));
  const free = (name: string) => (taken.has(name.toLowerCase()) ? `${name} (heading)` : name);
  if (label && labels.every((l) => l === label)) {
    const escaped = label.replace(/[.]/g, '\\.');
    return {
      index,
      name: free(label),
      letter,
      matches: `^${escaped}\\s*:\\s*(.+)$`,
      why: `${headings.length} rows in the sample read "${label}: ..." above the rows they head`,
    };
  }
  // Headings naming the currency of their rows carry it, where no column holds it.
  const currency = currencyHeading(
    headings.map((h) => h.text),
    headers,
  );
  if (currency) return { index, name: free('Currency'), letter, ...currency };
  const coded = codedRule(headings.map((h) => h.text));
  if (coded) {
    const names = headings.map((h) => new RegExp(coded).exec(h.text)![1]!);
    const parties = names.filter((n) => COMPANY_FORM.test(n)).length;
    return {
      index,
      name: free(parties * 2 >= headings.length ? 'Vendor' : 'Group'),
      letter,
      matches: coded,
      why: `${headings.length} rows in the sample read "<code> - <name>" with codes of one shape, above the rows they head; the name is carried`,
    };
  }
  const parties = headings.filter((h) => COMPANY_FORM.test(h.text)).length;
  return {
    index,
    // Most grouped reports of payables group by vendor; a heading of other names is left unnamed for the user.
    name: free(parties * 2 >= headings.length ? 'Vendor' : 'Group'),
    letter,
    why: `${headings.length} rows in the sample hold only column ${letter}, each above the rows it heads`,
  };
}

const PERIOD = 'Month';

/** True when every data row holds a date, a number or nothing in the column: no line there reads "March 2024". */
const onlyData = (table: SampledTable, rows: readonly Classified[], column: number) =>
  table.rows.every((row, i) => {
    const cell = row.cells[column];
    return rows[i]!.kind !== 'data' || cell?.kind !== 'text' || /^[\d\s.,/:()+-]*$/.test(cell.text);
  });

/**
 * Month headings where no party heads the rows: read as headings of the rows they head, a row
 * holding only that cell, so a line described "March 2024" is still read. A skip rule tests one
 * cell and would leave out such a line too, and every invoice of a `Month` column that writes the
 * month on each row; in a column of dates or numbers it cannot, and is proposed. The month is
 * carried as `Month` (`Month (heading)` beside a `Month` column), which no field reads.
 */
function periodHeading(
  table: SampledTable,
  rows: readonly Classified[],
  headers: readonly string[],
): (HeadingProposal & { index: number; period: true }) | undefined {
  const periods = rows.filter((r) => r.kind === 'period');
  if (periods.length === 0 || periods.some((p) => p.column !== periods[0]!.column)) return undefined;
  if (onlyData(table, rows, periods[0]!.column)) return undefined;
  const taken = headers.some((h) => h.trim().toLowerCase() === PERIOD.toLowerCase());
  const letter = columnLetter(periods[0]!.column);
  return {
    index: periods[0]!.column,
    period: true,
    name: taken ? `${PERIOD} (heading)` : PERIOD,
    letter,
    why: `a month heading ("${periods[0]!.text}") holds only column ${letter} above the rows of its month; ${periods.length} in the sample, the month names no party`,
  };
}

/** The sampled table read as a report, or undefined when it holds no heading, total or footer rows of a report. */
export function findReportRows(table: SampledTable): ReportRows | undefined {
  if (table.headers.filter((h) => h.trim() !== '').length < 3) return undefined;
  const rows = classify(table);
  let heading: (HeadingProposal & { index: number; period?: true }) | undefined =
    headingRule(rows, table.headers) ?? periodHeading(table, rows, table.headers);
  const lone = rows.filter((r) => r.kind === 'heading');
  const section =
    heading && !heading.matches && !heading.period
      ? sectionSkipRule(
          lone.map((r) => r.text),
          heading.index,
          table.rows.filter((_, i) => rows[i]!.kind === 'data'),
          (text) => COMPANY_FORM.test(text),
        )
      : undefined;
  if (section) {
    heading = undefined;
    for (const r of lone) r.kind = 'section';
  }
  if (!heading) {
    for (const r of rows) if (r.kind === 'heading') r.kind = 'data';
    // Without headings, a report is one with totals of groups; one totals row and a trailer line are a table's.
    const totals = rows.filter((r) => r.kind === 'total' || r.kind === 'header');
    // Month headings make a report only where a rule can skip them: above a column of dates or numbers.
    const period = rows.find((r) => r.kind === 'period');
    if (totals.length < 2 && !section && !(period && onlyData(table, rows, period.column))) return undefined;
  }
  const periods = rows.filter((r) => r.kind === 'period');
  const period =
    periods.length > 0 && !heading?.period
      ? periodSkipRule(
          periods.map((r) => r.text),
          periods[0]!.column,
        )
      : undefined;
  // A rule that matches an invoice's row would drop that invoice: such a rule is never proposed.
  const invoices = table.rows.filter((_, i) => rows[i]!.kind === 'data');
  const skips = [
    ...proposeSkipRules(
      rows.flatMap((r) =>
        r.kind === 'data' || r.kind === 'heading' || r.kind === 'period' || r.kind === 'section'
          ? []
          : [{ ...r, kind: r.kind }],
      ),
    ),
    ...(period ? [period] : []),
    ...(section ? [section] : []),
  ].filter((skip) => skipsNoData(skip, invoices));
  if (skips.length === 0 && !heading) return undefined;
  const data: SheetRow[] = [];
  let value = '';
  rows.forEach((r, i) => {
    const row = table.rows[i]!;
    if (r.kind === 'period' && heading?.period) value = r.text;
    if (r.kind === 'heading' && heading)
      value = heading.matches ? new RegExp(heading.matches).exec(r.text)![1]!.trim() : r.text;
    if (r.kind !== 'data') return;
    if (!heading) return void data.push(row);
    const cells = [...row.cells];
    cells[table.headers.length] = value === '' ? { kind: 'empty' } : { kind: 'text', text: value };
    data.push({ ...row, cells });
  });
  const headers = heading ? [...table.headers, heading.name] : table.headers;
  return {
    skips,
    heading: heading && { name: heading.name, letter: heading.letter, matches: heading.matches, why: heading.why },
    table: { ...table, headers, rows: data },
  };
}
