/**
 * After `resolve --from` has recorded the answers an upload could not: each of their runs' results
 * workbook written again from the journal, which now holds them. The workbook the upload wrote
 * while the journal was away said it was not up to date; it is kept (an output file is never
 * replaced), and the new one is named beside it.
 */
import type { Journal } from '../journal/open-journal.js';
import { summarizeRun } from '../journal/summarize-run.js';
import type { DateStyle } from '../report/date-style.js';
import type { OutputFileSystem } from '../report/write-output-file.js';
import type { DataSecrets } from '../mapping/scrub-data-text.js';
import { writeRunResults, type RunResults } from './write-run-results.js';

export type RewrittenResults = RunResults & { runId: number };

export async function rewriteRunResults(
  journal: Journal,
  runIds: readonly number[],
  options: {
    outDir: string;
    dateStyle?: DateStyle | undefined;
    resolveCommand?: string | undefined;
    /** The calls the workbooks are written with. @default node:fs */
    fileSystem?: OutputFileSystem | undefined;
    /** Masked from the path the journal records (a drop folder named with the key). @default none masked */
    secrets?: DataSecrets | undefined;
  },
): Promise<RewrittenResults[]> {
  const rewritten: RewrittenResults[] = [];
  for (const runId of new Set(runIds)) {
    const run = await journal.runs.findRun(runId);
    if (!run) continue;
    // The upload ended on the journal's failure: its run is stopped, never finished.
    const summary = await summarizeRun(journal, runId, { heldForInvalid: false, stopped: run.status !== 'finished' });
    const results = await writeRunResults(journal, summary, {
      outDir: options.outDir,
      results: 'xlsx',
      sourceFile: run.sourceFile,
      dateStyle: options.dateStyle,
      resolveCommand: options.resolveCommand,
      fileSystem: options.fileSystem,
      secrets: options.secrets,
    });
    rewritten.push({ runId, ...results });
  }
  return rewritten;
}
