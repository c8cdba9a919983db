/**
 * Runs one command with the settings of its invocation (flags + environment + config file),
 * resolved once, the first time the command asks for them: a command checks its own flags first,
 * and one that needs no settings never reads the config file. Used by cli.ts, and by tests that run
 * a command in-process.
 */
import { settingsFromArgv } from './api-options.js';
import type { CliCommand, CommandIo } from './cli-command.js';
import type { Settings } from '../settings.js';
import { refuseUnknownVariables } from '../settings/refuse-unknown-variables.js';
import { refuseControlCharactersInEnv } from '../settings/refuse-control-characters.js';
import { EXIT_OK, InvoiceBatchError, JobBusyError, JournalError } from '../errors.js';
import { asJournalErrorAtEdge } from '../journal/journal-error.js';
import { printableJson } from '../terminal/escape-control-characters.js';
import { refuseStdinOperands } from './refuse-stdin-operands.js';
import { wordSilentExit } from './word-silent-exit.js';

export async function runCommand(command: CliCommand, argv: Record<string, unknown>, io: CommandIo): Promise<number> {
  // Before any command works: a misspelt variable would be ignored, a setting silently not applied.
  refuseUnknownVariables(io.env);
  refuseControlCharactersInEnv(io.env);
  refuseStdinOperands(command, argv);
  let settings: Settings | undefined;
  const readSettings = (): Settings => {
    if (settings) return settings;
    settings = settingsFromArgv(command.settingsFlags?.(argv) ?? argv, io);
    io.learnApiKey?.(settings.api.apiKey);
    return settings;
  };
  let printed = false;
  let told = false;
  const tracked: CommandIo = Object.assign(Object.create(io) as CommandIo, {
    stdout: (text: string) => {
      printed = true;
      io.stdout(text);
    },
    stderr: (text: string) => {
      told ||= text.length > 0;
      io.stderr(text);
    },
    stderrLogLine: (line: string) => {
      told ||= line.length > 0;
      (io.stderrLogLine ?? io.stderr)(line);
    },
  });
  try {
    const code = await command.run(argv, tracked, readSettings);
    if (code !== EXIT_OK && !told) io.stderr(`${wordSilentExit(command, code, argv.json === true)}\n`);
    return code;
  } catch (thrown) {
    // A journal step that failed below the command's own words (a PostgreSQL connection cut, or
    // silent past the wait, mid-statement of a listing) is told as the journal's, never as an
    // unexpected error.
    const error =
      thrown instanceof InvoiceBatchError
        ? thrown
        : asJournalErrorAtEdge(thrown, settings?.journalFile ?? '', 'the journal could not be used');
    if (!settings) learnKeyOfFile(command, argv, io);
    // A program reading --json learns of a journal it could not use, or of a job another process runs
    // on it (exit 75), as of any other stop (upload's `complete: false` and `stopReason`), not from an
    // empty standard output; standard error says it too.
    if (argv.json === true && !printed && error instanceof JournalError)
      io.stdout(`${printableJson({ complete: false, stopReason: error.message, journal: error.file || null })}\n`);
    else if (argv.json === true && !printed && error instanceof JobBusyError)
      io.stdout(`${printableJson({ complete: false, stopReason: error.message })}\n`);
    throw error;
  }
}

/**
 * A command that stops before reading its settings (an argument refused) may quote an input that
 * holds the key of a key file: the key is read, quietly, so the message is printed without it. The
 * settings' own problems are not this stop's: they are left for a run that reads them.
 */
function learnKeyOfFile(command: CliCommand, argv: Record<string, unknown>, io: CommandIo): void {
  if (!io.learnApiKey) return;
  const quiet: CommandIo = Object.assign(Object.create(io) as CommandIo, { stderr: () => undefined });
  try {
    io.learnApiKey(settingsFromArgv(command.settingsFlags?.(argv) ?? argv, quiet).api.apiKey);
  } catch {
    // No settings, no key file read: nothing more to redact.
  }
}
