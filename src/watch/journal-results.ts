/**
 * A drop folder's results workbooks still to come, as the journal tells them, and their writing
 * from it. The journal alone says which handled files lack theirs (an upload's run that finished
 * with no results file recorded), so a watcher started after a restart finds every one, and the
 * list cannot disagree with the journal the workbook is written from.
 */
import { rewriteRunResults } from '../batch/rewrite-run-results.js';
import { describeTarget, type ApiTarget } from '../finance-api/api-target.js';
import type { Journal } from '../journal/open-journal.js';
import { dataSecretsOf, withoutDataSecrets } from '../mapping/scrub-data-text.js';
import type { DateStyle } from '../report/date-style.js';
import type { OutputFileSystem } from '../report/write-output-file.js';
import type { DropFolders } from './drop-folders.js';
import { findWrittenResults } from './find-written-results.js';
import { noteResultsToCome, type ResultsToCome } from './note-results-to-come.js';

/**
 * `written`: the workbook's path; `found`: the one the run wrote before the journal failed to take
 * its name, recorded now; `before`: written (or its run gone) meanwhile; `unwritten`: still refused, and why.
 */
export type ResultsAnswer = { written: string } | { found: string } | { before: true } | { unwritten: string };

export interface ResultsFromJournal {
  /** The handled files of the drop folder whose results workbook is still to be written. */
  list(folders: DropFolders): Promise<ResultsToCome[]>;
  /** Writes the run's results workbook into `results/` unless one was recorded meanwhile (by another watcher). */
  write(entry: ResultsToCome, folders: DropFolders): Promise<ResultsAnswer>;
  /** Writes the note staff see in `results/` while the workbook is to come (none twice); its path. */
  note(entry: ResultsToCome, folders: DropFolders): Promise<string>;
}

export interface JournalResultsContext {
  target: ApiTarget;
  dateStyle?: DateStyle | undefined;
  /** The calls workbooks and notes are written with. @default node:fs */
  fileSystem?: OutputFileSystem | undefined;
}

export function journalResults(journal: Journal, ctx: JournalResultsContext): ResultsFromJournal {
  const secrets = dataSecretsOf(ctx.target);
  const { dateStyle, fileSystem } = ctx;
  return {
    async list(folders) {
      // The folder as handle-drop-file.ts records it: with *** for a secret its path holds.
      const rows = await journal.watch.listResultsStillToWrite(withoutDataSecrets(folders.root, secrets));
      return rows.map((row) => ({ name: row.fileName, runId: row.runId }));
    },
    async write(entry, folders) {
      const run = await journal.runs.findRun(entry.runId);
      if (!run || run.resultsFile) return { before: true };
      const found = await findWrittenResults(folders.results, run);
      if (found) {
        await journal.runs.setRunResultsFile(entry.runId, withoutDataSecrets(found, secrets));
        return { found };
      }
      const [results] = await rewriteRunResults(journal, [entry.runId], {
        outDir: folders.results,
        dateStyle,
        fileSystem,
        secrets,
      });
      if (results?.resultsFile) return { written: results.resultsFile };
      return { unwritten: results?.resultsProblem ?? 'not written' };
    },
    note: (entry, folders) =>
      noteResultsToCome(entry, folders.results, {
        target: describeTarget(ctx.target),
        sandbox: ctx.target.sandbox,
        dateStyle,
        now: new Date(),
        fileSystem,
      }),
  };
}
