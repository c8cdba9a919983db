/**
 * The annotated copy of a finished run's source, when the upload asks for one. A copy that cannot
 * be written does not undo the run: its reason is reported next to the results workbook.
 */
import { JournalError } from '../errors.js';
import type { Journal } from '../journal/open-journal.js';
import { writeAnnotatedCopy } from '../report/write-annotated-copy.js';
import type { UploadSource } from './upload-options.js';
import type { UploadPlan } from './upload-plan.js';

export interface AnnotationReport {
  /** Path of the annotated copy of the source. */
  annotatedFile?: string | undefined;
  /** Why the annotated copy could not be written. */
  annotationProblem?: string | undefined;
}

export async function annotateRun(
  journal: Journal,
  runId: number,
  source: UploadSource | undefined,
  options: UploadPlan,
  startedAt: Date,
): Promise<AnnotationReport> {
  if (!options.annotate || !source?.tables) return {};
  try {
    return {
      annotatedFile: await writeAnnotatedCopy(journal, runId, source.path, source.tables, options.outDir, startedAt),
    };
  } catch (error) {
    if (error instanceof JournalError) throw error;
    return { annotationProblem: error instanceof Error ? error.message : String(error) };
  }
}
