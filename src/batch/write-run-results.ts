/**
 * The results file of a finished run. By the time it is written every answer is in the journal;
 * a file that cannot be written (a full disk, the output folder gone) must not hide the upload's
 * summary nor make it look unfinished, so its failure is reported next to it instead of thrown.
 */
import { JournalError } from '../errors.js';
import type { Journal } from '../journal/open-journal.js';
import type { RunSummary } from '../journal/summarize-run.js';
import { resultsFileName } from '../report/results-file-name.js';
import { writeResultsCsv } from '../report/results/write-results-csv.js';
import { writeResultsWorkbook } from '../report/results/write-results-workbook.js';
import type { DateStyle } from '../report/date-style.js';
import type { OutputFileSystem } from '../report/write-output-file.js';
import { withoutDataSecrets, type DataSecrets } from '../mapping/scrub-data-text.js';

export interface RunResults {
  /** Path of the results workbook (or CSV); undefined when it could not be written. */
  resultsFile?: string | undefined;
  /** Why the results file could not be written, with its path and the system's reason. */
  resultsProblem?: string | undefined;
}

export async function writeRunResults(
  journal: Journal,
  summary: RunSummary,
  options: {
    outDir: string;
    results: 'xlsx' | 'csv';
    sourceFile: string;
    /** Where the source is now, when it left where it was read. @default not said */
    sourceNow?: string | undefined;
    /** The sheet read, when it is hidden in the workbook (hiddenSheetNote). @default not hidden */
    hiddenSheet?: string | undefined;
    dateStyle?: DateStyle | undefined;
    /** The resolve command with the run's settings flags, for the Summary. @default 'invoice-batch resolve' */
    resolveCommand?: string | undefined;
    /** Masked from the path the journal records, whose folders may hold the key (a drop folder named with it). @default none masked */
    secrets?: DataSecrets | undefined;
    /** The calls the workbook is written with. @default node:fs */
    fileSystem?: OutputFileSystem | undefined;
  },
): Promise<RunResults> {
  const { run } = summary;
  const name = resultsFileName(options.outDir, options.sourceFile, new Date(run.startedAt), options.results);
  let resultsFile: string;
  try {
    resultsFile =
      options.results === 'csv'
        ? await writeResultsCsv(journal, run.id, name, { sourceFile: run.sourceFile, rows: summary.leftOut })
        : await writeResultsWorkbook(
            journal,
            { ...summary, sourceNow: options.sourceNow, hiddenSheet: options.hiddenSheet },
            name,
            undefined,
            options.dateStyle,
            options.resolveCommand,
            options.fileSystem,
          );
  } catch (error) {
    if (error instanceof JournalError) throw error;
    return { resultsProblem: error instanceof Error ? error.message : String(error) };
  }
  const recorded = options.secrets ? withoutDataSecrets(resultsFile, options.secrets) : resultsFile;
  await journal.runs.setRunResultsFile(run.id, recorded);
  return { resultsFile };
}
