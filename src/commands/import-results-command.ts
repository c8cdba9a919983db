/**
 * `invoice-batch import-results <workbook>...`: after the journal was restored from a backup, the
 * results workbooks of the uploads since tell it what the back-end holds (batch/import-results.ts).
 */
import { join, resolve } from 'node:path';
import type { CliCommand } from './cli-command.js';
import { settingsFromArgv, withApiOptions } from './api-options.js';
import { openCommandJournal } from './open-command-journal.js';
import { openTarget } from './open-target.js';
import { importResults, type ImportReport } from '../batch/import-results.js';
import { describeTarget } from '../finance-api/api-target.js';
import { printableJson } from '../terminal/escape-control-characters.js';

type ImportResultsArgv = Parameters<typeof settingsFromArgv>[0] & { workbook: string[]; json?: boolean };

function describeImport(file: string, report: ImportReport): string {
  const run = report.runId === undefined ? 'nothing new' : `run ${report.runId}`;
  return `${file}: ${report.created} created and ${report.inDoubt} in doubt recorded (${run}); ${report.known} already in the journal, ${report.notCreated} not created\n`;
}

export const importResultsCommand: CliCommand = {
  command: 'import-results <workbook..>',
  describe: 'Record in a restored journal what results workbooks show created or in doubt, so it is never posted again',
  builder: (yargs) =>
    withApiOptions(yargs)
      .positional('workbook', { type: 'string', array: true, describe: 'Results workbook written by upload or watch' })
      .option('json', { type: 'boolean', describe: 'Print one JSON object on stdout' })
      .example(
        '$0 import-results output/may-results-20260402-101500.xlsx',
        'After restoring the journal: the invoices that upload created are known created again',
      ),
  run: async (argv: ImportResultsArgv, io, readSettings) => {
    const settings = readSettings();
    const journal = await openCommandJournal(settings.journalFile, io);
    try {
      const opened = await openTarget(settings.api, { stateDir: join(settings.outDir, 'sandbox') });
      try {
        const target = {
          identity: opened.target.identity,
          description: describeTarget(opened.target),
          sandbox: opened.target.sandbox,
        };
        const imported: (ImportReport & { workbook: string })[] = [];
        for (const workbook of argv.workbook) {
          const path = resolve(io.cwd, workbook);
          const report = await importResults(journal, path, target);
          imported.push({ workbook: path, ...report });
          if (!argv.json) io.stdout(describeImport(workbook, report));
        }
        if (argv.json) io.stdout(`${printableJson({ target: target.description, imported })}\n`);
        return 0;
      } finally {
        await opened.close();
      }
    } finally {
      await journal.close();
    }
  },
};
