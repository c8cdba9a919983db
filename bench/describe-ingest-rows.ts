/**
 * The rows of the reading side (1 ingest, 6 formulas, 7 validate) from their figures: what each
 * measures, against what, and the goal it is judged by.
 */
import type { FormatFigures } from './ingest-bench.js';
import type { FormulaBenchResult } from './formula-bench.js';
import type { ValidateBenchResult } from './validate-cli-bench.js';
import { judge, megabytes, seconds, times, whole, type BenchRow } from './print-table.js';

/** Peak RSS at four times the lines over peak RSS at a quarter: 1.0 is perfectly flat, 4.0 proportional. */
const FLAT_MEMORY_GOAL = 1.25;

export function ingestRows(figures: FormatFigures[]): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const [index, f] of figures.entries()) {
    const label = f.format === 'csv' ? 'CSV' : 'XLSX';
    const rawName = f.format === 'csv' ? 'csv-parse' : 'exceljs stream';
    rows.push({
      id: `1${'ab'[index] ?? ''}`,
      measure: `Ingest ${label}: read + map + validate, ${whole(f.ours.rows)} lines / ${whole(f.ours.invoices)} invoices`,
      figure: `${whole(f.ours.rows / f.ours.seconds)} rows/s`,
      baseline: `${rawName} ${whole(f.raw.rows / f.raw.seconds)} rows/s`,
      ratio: times(f.ratio),
      goal: '>= 0.80x',
      verdict: judge(f.ratio, { atLeast: 0.8 }),
      note: `by CPU time ${times(f.cpuRatio)}; reader alone (openTable) ${times(f.tableRatio)}`,
    });
  }
  for (const [index, f] of figures.entries()) {
    const label = f.format === 'csv' ? 'CSV' : 'XLSX';
    const growth = f.ours.maxRssMb / f.quarter.maxRssMb;
    rows.push({
      id: `1${'cd'[index] ?? ''}`,
      measure: `Ingest ${label} memory: peak RSS at ${whole(f.ours.rows)} lines`,
      figure: megabytes(f.ours.maxRssMb),
      baseline: `${megabytes(f.quarter.maxRssMb)} at ${whole(f.quarter.rows)} lines`,
      ratio: times(growth),
      goal: `<= ${FLAT_MEMORY_GOAL.toFixed(2)}x`,
      verdict: judge(growth, { atMost: FLAT_MEMORY_GOAL }),
      note: `lowest of the runs, fresh process each; heap kept after full GC ${megabytes(f.retainedMb.quarter)} -> ${megabytes(f.retainedMb.full)}`,
    });
  }
  return rows;
}

export function formulaRows(r: FormulaBenchResult): BenchRow[] {
  return [
    {
      id: '6',
      measure: `Formulas: ${whole(r.lines)} lines validated with Invoice_Amount = SUM of lines and Tax = ROUND(Amount x rate)`,
      figure: `${whole(r.formulas.rows / r.formulas.seconds)} rows/s`,
      baseline: `plain mapping ${whole(r.plain.rows / r.plain.seconds)} rows/s`,
      ratio: times(r.ratio),
      goal: '<= 1.30x',
      verdict: r.sameInvoices ? judge(r.ratio, { atMost: 1.3 }) : 'MISSES',
      note: `time over the plain mapping's; by CPU time ${times(r.cpuRatio)}; ${r.sameInvoices ? 'same' : 'DIFFERENT'} ${whole(r.formulas.invoices)} invoices`,
    },
  ];
}

export function validateRows(r: ValidateBenchResult): BenchRow[] {
  const large = r.large.figures;
  return [
    {
      id: '7a',
      measure: `validate --json (CLI process), ${whole(r.lines)}-line CSV`,
      figure: `${seconds(r.validate.seconds)}`,
      baseline: `csv-parse process ${seconds(r.csvParse.seconds)}`,
      ratio: times(r.ratio),
      goal: '<= 3.00x',
      verdict: judge(r.ratio, { atMost: 3 }),
      note: `whole processes, fastest of the runs; CPU ${seconds(r.validate.cpuSeconds)} vs ${seconds(r.csvParse.cpuSeconds)}; peak RSS ${megabytes(r.validate.maxRssMb)}`,
    },
    {
      id: '7b',
      measure: `validate --json (CLI process), ${whole(r.large.invoices)} invoices / ${whole(r.large.lines)} lines: peak RSS`,
      figure: megabytes(large.maxRssMb),
      baseline: '-',
      ratio: '-',
      goal: '<= 250 MB',
      verdict: judge(large.maxRssMb, { atMost: 250 }),
      note: `getrusage maxrss at exit, lowest of the runs; ${seconds(large.seconds)}, CPU ${seconds(large.cpuSeconds)}`,
    },
  ];
}
