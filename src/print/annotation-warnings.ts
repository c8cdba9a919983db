/**
 * The cells and notes an upload's annotated copy shows `***` in that no problem tells, as warnings
 * named by the run's file (its name as the journal records it): the terminal and --json say the
 * same. Pure.
 */
import type { RunReport } from '../batch/upload-files.js';
import type { Problem } from '../mapping/mapped-invoice.js';
import { replacedCellWarning } from '../report/annotated-copy/replaced-cells.js';

export function annotationWarnings(report: Pick<RunReport, 'run' | 'replacedCells'>): Problem[] {
  return (report.replacedCells ?? []).map((cell) => replacedCellWarning(report.run.sourceFile, cell));
}
