/**
 * The note staff find in `results/` for a file that changed after it was moved to `done/` or
 * `failed/`: its results workbook, written when it was moved, counts only what was read, and the
 * rows written later would otherwise go unnoticed by anyone who only looks at the folder.
 */
import { sourceStem } from '../report/results-file-name.js';
import type { DateStyle } from '../report/date-style.js';
import { writeRefusalWorkbook } from './write-refusal-workbook.js';
import type { MovedFileChange } from './watch-moved-files.js';

export interface ChangeNoteContext {
  /** The finance system, as the results name it. */
  target: string;
  sandbox: boolean;
  dateStyle?: DateStyle | undefined;
  now: Date;
}

/**
 * Writes `results/<name>-changed-after-move-<date>-<time>.xlsx` and returns its path.
 * @param reason what the log line says (describeChangeAfterMove)
 */
export async function noteChangedAfterMove(
  { file }: MovedFileChange,
  reason: string,
  results: string,
  ctx: ChangeNoteContext,
): Promise<string> {
  return writeRefusalWorkbook(
    {
      file: file.name,
      sha256: file.read.sha256,
      outcome: 'NOT POSTED IN PART - the file changed after it was moved',
      reason,
      details: [
        ['Posted when moved', file.summary],
        ...(file.runIds.length > 0 ? [['Run', file.runIds.join(', ')] as [string, string]] : []),
      ],
      target: ctx.target,
      sandbox: ctx.sandbox,
      at: ctx.now,
    },
    { folder: results, base: `${sourceStem(file.name, 'file')}-changed-after-move`, at: ctx.now, extension: 'xlsx' },
    ctx.dateStyle,
  );
}
