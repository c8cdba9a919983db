/** What `import-results` does, loaded when the command runs (import-results-command.ts describes its flags). */
import { LEFT_OUT_WORDS } from '../report/describe-left-out-rows.js';
import { resolve } from 'node:path';
import { settingsFromArgv } from './api-options.js';
import { openCommandJournal } from './open-command-journal.js';
import { openTarget, sandboxStateDir } from './open-target.js';
import { importResultsWorkbooks, type ImportReport } from '../batch/import-results.js';
import { skipSummaryOnlyWorkbooks } from '../batch/skip-summary-only-workbooks.js';
import { describeTarget } from '../finance-api/api-target.js';
import { dataSecretsOf } from '../mapping/scrub-data-text.js';
import { printableJson } from '../terminal/escape-control-characters.js';
import type { CommandIo } from './cli-command.js';
import type { Settings } from '../settings.js';

export type ImportResultsArgv = Parameters<typeof settingsFromArgv>[0] & { workbook: string[]; json?: boolean };

function describeImport(file: string, report: ImportReport): string {
  const run = report.runId === undefined ? 'nothing new' : `run ${report.runId}`;
  const held = report.held > 0 ? `, ${report.held} held: differs (not posted)` : '';
  const leftOut = report.runId !== undefined && report.leftOut > 0 ? `; ${report.leftOut} ${LEFT_OUT_WORDS} kept` : '';
  const unread = report.leftOutUnread.length
    ? `; rows left out by ${report.leftOutUnread.map((rule) => JSON.stringify(rule)).join(', ')} not kept: the Summary does not say how many`
    : '';
  const already = report.alreadyCreated > 0 ? `, ${report.alreadyCreated} already created` : '';
  return `${file}: ${report.created} created${already} and ${report.inDoubt} in doubt recorded (${run}); ${report.known} already in the journal${held}, ${report.notCreated} not created${leftOut}${unread}\n`;
}

export async function runImportResults(
  argv: ImportResultsArgv,
  io: CommandIo,
  readSettings: () => Settings,
): Promise<number> {
  const settings = readSettings();
  const journal = await openCommandJournal(settings.journalFile, io);
  try {
    const opened = await openTarget(settings.api, { stateDir: sandboxStateDir(settings) });
    try {
      const target = {
        identity: opened.target.identity,
        description: describeTarget(opened.target),
        sandbox: opened.target.sandbox,
        dataSecrets: dataSecretsOf(opened.target),
      };
      const given = new Map(argv.workbook.map((workbook) => [resolve(io.cwd, workbook), workbook]));
      const { toImport, skipped } = await skipSummaryOnlyWorkbooks([...given.keys()]);
      // Applied oldest run first: the lines come in that order.
      const imported = await importResultsWorkbooks(journal, toImport, target);
      if (!argv.json) {
        for (const each of skipped) io.stdout(`${given.get(each.workbook)!}: ${each.reason}\n`);
        for (const report of imported) io.stdout(describeImport(given.get(report.workbook)!, report));
      }
      if (argv.json) io.stdout(`${printableJson({ target: target.description, imported, skipped })}\n`);
      return 0;
    } finally {
      await opened.close();
    }
  } finally {
    await journal.close();
  }
}
