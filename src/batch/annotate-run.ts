/**
 * The annotated copy of a finished run's source, when the upload asks for one. A copy that cannot
 * be written does not undo the run: its reason is reported next to the results workbook. Nor is
 * one written of a file that changed since it was read.
 */
import { rm } from 'node:fs/promises';
import { JournalError } from '../errors.js';
import type { Journal } from '../journal/open-journal.js';
import { writeAnnotatedCopy } from '../report/annotated-copy/write-annotated-copy.js';
import { readRowAnnotations } from '../report/annotated-copy/row-annotations.js';
import { copyEncodingNote } from '../report/annotated-copy/csv-text-codec.js';
import { changeOfFile, takeFingerprint } from './fingerprint-file.js';
import { dataSecretsOf } from '../mapping/scrub-data-text.js';
import type { UploadSource } from './upload-options.js';
import type { ReplacedCell } from '../report/annotated-copy/replaced-cells.js';
import type { UploadPlan } from './upload-plan.js';

export interface AnnotationReport {
  /** Path of the annotated copy of the source. */
  annotatedFile?: string | undefined;
  /** How the annotated copy differs from its source beyond the added columns: written in UTF-8 where the source was not. */
  annotatedNote?: string | undefined;
  /** Why the annotated copy could not be written. */
  annotationProblem?: string | undefined;
  /** The cells the copy shows *** in that no problem tells (a column the mapping does not read): warnings. */
  replacedCells?: ReplacedCell[] | undefined;
}

export async function annotateRun(
  journal: Journal,
  runId: number,
  source: UploadSource | undefined,
  options: UploadPlan,
  read: { startedAt: Date; sha256: string },
): Promise<AnnotationReport> {
  if (!options.annotate || !source?.tables) return {};
  const skipped = (how: string) => ({
    annotationProblem: `no annotated copy: the file changed after it was read (${how}); the results workbook has every outcome`,
  });
  try {
    // The copy reads the file again: the rows of a file saved since would get other rows' outcomes.
    const before = await takeFingerprint(source.path);
    if (typeof before === 'string') return skipped(before);
    if (before.sha256 !== read.sha256) return skipped('its content differs');
    const annotations = await readRowAnnotations(journal, runId);
    const secrets = dataSecretsOf(options.target);
    const replacedCells: ReplacedCell[] = [];
    const file = await writeAnnotatedCopy(
      annotations,
      source.path,
      source.tables,
      options.outDir,
      read.startedAt,
      secrets,
      (cell) => replacedCells.push(cell),
    );
    const how = await changeOfFile(source.path, before);
    if (how === undefined)
      return { annotatedFile: file, annotatedNote: copyEncodingNote(source.tables.main.encoding), replacedCells };
    await rm(file, { force: true });
    return skipped(how);
  } catch (error) {
    if (error instanceof JournalError) throw error;
    return { annotationProblem: error instanceof Error ? error.message : String(error) };
  }
}
