/**
 * The rows of the whole upload (3 end-to-end, 4 results workbook) from their figures.
 */
import type { EndToEndResult } from './end-to-end-bench.js';
import type { WriteResultsBenchResult } from './write-results-bench.js';
import { judge, megabytes, seconds, times, whole, type BenchRow } from './print-table.js';

/** The --concurrency of the end-to-end uploads, named in their rows. */
export const END_TO_END_CONCURRENCY = 16;

export function endToEndRows(r: EndToEndResult): BenchRow[] {
  const p = r.phases;
  const phaseRss = (mb: number | undefined) => (mb === undefined ? '?' : megabytes(mb));
  return [
    {
      id: '3a',
      measure: `End-to-end upload (CLI), ${whole(r.invoices)} invoices / ${whole(r.lines)} lines: peak RSS`,
      figure: megabytes(r.peakRssMb),
      baseline: '-',
      ratio: '-',
      goal: '<= 250 MB',
      verdict: judge(r.peakRssMb, { atMost: 250 }),
      note: `V8 heap peak ${megabytes(r.peakHeapTotalMb)} (used ${megabytes(r.peakHeapUsedMb)}); by phase: read ${phaseRss(r.phaseRssMb.readAndStage)}, send ${phaseRss(r.phaseRssMb.send)}, results ${phaseRss(r.phaseRssMb.results)}`,
    },
    {
      id: '3b',
      measure: `End-to-end upload (CLI), ${whole(r.invoices)} invoices: duration`,
      figure: `${seconds(r.seconds)} (${whole(r.invoicesPerSecond)} invoices/s)`,
      baseline: '-',
      ratio: '-',
      goal: '-',
      verdict: 'info',
      note: `start ${seconds(p.startSeconds)}, read + stage ${seconds(p.readAndStageSeconds)}, send ${seconds(p.sendSeconds)} at concurrency ${END_TO_END_CONCURRENCY}, results ${seconds(p.resultsSeconds)}; CPU ${seconds(r.cpuSeconds)}`,
    },
  ];
}

export function annotateRows(r: EndToEndResult, plain: EndToEndResult | undefined): BenchRow[] {
  const extra = plain
    ? `${seconds(r.seconds - plain.seconds)} more in all (${seconds(plain.seconds)} -> ${seconds(r.seconds)})`
    : 'no run without --annotate to compare';
  return [
    {
      id: '3c',
      measure: `End-to-end upload with --annotate, ${whole(r.invoices)} invoices / ${whole(r.lines)} lines: peak RSS`,
      figure: megabytes(r.peakRssMb),
      baseline: plain ? `${megabytes(plain.peakRssMb)} without` : '-',
      ratio: plain ? times(r.peakRssMb / plain.peakRssMb) : '-',
      goal: '<= 250 MB',
      verdict: judge(r.peakRssMb, { atMost: 250 }),
      note: `annotated copy written in ${r.annotateSeconds === undefined ? '?' : seconds(r.annotateSeconds)} after the results; ${extra}`,
    },
  ];
}

export function registerRows(r: EndToEndResult): BenchRow[] {
  const phaseRss = (mb: number | undefined) => (mb === undefined ? '?' : megabytes(mb));
  return [
    {
      id: '3d',
      measure: `End-to-end upload (CLI), ${whole(r.invoices)}-invoice month-end register XLSX: peak RSS`,
      figure: megabytes(r.peakRssMb),
      baseline: '-',
      ratio: '-',
      goal: '<= 250 MB',
      verdict: judge(r.peakRssMb, { atMost: 250 }),
      note: `V8 heap peak ${megabytes(r.peakHeapTotalMb)} (used ${megabytes(r.peakHeapUsedMb)}), reading thread only; by phase: read ${phaseRss(r.phaseRssMb.readAndStage)}, send ${phaseRss(r.phaseRssMb.send)}, results ${phaseRss(r.phaseRssMb.results)}; ${seconds(r.seconds)}`,
    },
  ];
}

export function resultsRows(r: WriteResultsBenchResult, invoices: number): BenchRow[] {
  return [
    {
      id: '4',
      measure: `Results workbook write, ${whole(invoices)} invoices + problems (${whole(r.ours.rows)} rows)`,
      figure: `${whole(r.ours.rowsPerSecond)} rows/s`,
      baseline: `exceljs stream writer ${whole(r.raw.rowsPerSecond)} rows/s`,
      ratio: times(r.ratio),
      goal: '>= 0.50x',
      verdict: judge(r.ratio, { atLeast: 0.5 }),
      note: `by CPU time ${times(r.cpuRatio)}; ours pages the journal, styles cells`,
    },
  ];
}
