/** Every command, in the order `--help` lists them. */
import type { CliCommand } from './cli-command.js';
import { advertisersCommand } from './advertisers-command.js';
import { statusCommand } from './status-command.js';
import { sandboxCommand } from './sandbox-command.js';
import { validateCommand } from './validate-command.js';
import { mappingCommand } from './mapping-command.js';
import { templateCommand } from './template-command.js';
import { uploadCommand } from './upload-command.js';
import { resolveCommand } from './resolve-command.js';
import { journalCommand } from './journal-command.js';
import { historyCommand } from './history-command.js';
import { migrateJournalCommand } from './migrate-journal-command.js';
import { importResultsCommand } from './import-results-command.js';
import { reconcileCommand } from './reconcile-command.js';
import { watchCommand } from './watch-command.js';
import { healthCommand } from './health-command.js';
import { createScheduleCommand } from './schedule-command.js';
import { readJobPaths } from './read-job-paths.js';
import { checkCommandLine } from './check-command-line.js';

export const COMMANDS: readonly CliCommand[] = [
  advertisersCommand,
  statusCommand,
  sandboxCommand,
  validateCommand,
  mappingCommand,
  templateCommand,
  uploadCommand,
  resolveCommand,
  journalCommand,
  historyCommand,
  migrateJournalCommand,
  importResultsCommand,
  reconcileCommand,
  watchCommand,
  createScheduleCommand(
    () => commandNames(COMMANDS),
    (argv) => checkCommandLine(COMMANDS, argv),
    (argv) => readJobPaths(COMMANDS, argv),
  ),
  healthCommand,
];

/** The first word of each command, as a schedule job names it. */
function commandNames(commands: readonly CliCommand[]): string[] {
  return commands
    .flatMap((c) => (typeof c.command === 'string' ? [c.command] : c.command))
    .map((text) => text.split(' ')[0]!);
}
