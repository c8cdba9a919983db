/**
 * The annotated copy `validate --annotate` writes: the user's file with its invalid rows marked.
 * As after an upload (annotate-run.ts), a copy that cannot be written does not fail the
 * validation, and none is kept of a file that changed since it was read: its rows would carry
 * other rows' problems.
 */
import { rm } from 'node:fs/promises';
import { copyEncodingNote } from '../report/annotated-copy/csv-text-codec.js';
import type { RowAnnotations } from '../report/annotated-copy/row-annotations.js';
import { writeAnnotatedCopy, type AnnotationTables } from '../report/annotated-copy/write-annotated-copy.js';
import type { AnnotationReport } from './annotate-run.js';
import { changeOfFile, type FileFingerprint } from './fingerprint-file.js';
import type { DataSecrets } from '../mapping/scrub-data-text.js';
import type { ReplacedCell } from '../report/annotated-copy/replaced-cells.js';

export interface ValidateAnnotation {
  /** Where the invoices are in the file: the mapping's tables. */
  tables: AnnotationTables;
  outDir: string;
  /** The time in the copy's name. */
  at: Date;
  /** The API key (and a long password of the base URL), replaced by `***` in any cell that holds them @default none */
  secrets?: DataSecrets | undefined;
}

/** `before` is the file's fingerprint taken before it was read, or how it changed while it was taken. */
export async function annotateValidatedFile(
  path: string,
  annotations: RowAnnotations,
  before: FileFingerprint | string,
  options: ValidateAnnotation,
): Promise<AnnotationReport> {
  const skipped = (how: string) => ({
    annotationProblem: `no annotated copy: the file changed while it was read (${how}); the validation workbook has every problem`,
  });
  if (typeof before === 'string') return skipped(before);
  try {
    const replacedCells: ReplacedCell[] = [];
    const file = await writeAnnotatedCopy(
      annotations,
      path,
      options.tables,
      options.outDir,
      options.at,
      options.secrets,
      (cell) => replacedCells.push(cell),
    );
    const how = await changeOfFile(path, before);
    if (how === undefined)
      return { annotatedFile: file, annotatedNote: copyEncodingNote(options.tables.main.encoding), replacedCells };
    await rm(file, { force: true });
    return skipped(how);
  } catch (error) {
    return { annotationProblem: error instanceof Error ? error.message : String(error) };
  }
}
