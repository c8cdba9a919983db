/**
 * One invocation parsed and run with yargs: the commands registered, the usage failures worded,
 * thrown errors turned into exit codes and told on standard error. cli.ts gives it the process's
 * arguments and output and exits with the code; tests give it their own.
 */
import { readFileSync } from 'node:fs';
import { InvoiceBatchError, exitCodeFor } from '../errors.js';
import type { CliCommand, CommandIo } from './cli-command.js';
import { runCommand } from './run-command.js';
import { NO_COMMAND, usageFailure } from './usage-failure.js';
import { refuseRepeatedFlags } from './refuse-repeated-flags.js';
import { parseWordsAfterDashes } from './accept-words-after-dashes.js';
import { skipHelpCache } from './skip-help-cache.js';
import { escapeMessageLines } from '../terminal/escape-control-characters.js';
import { EXIT_CODE_EPILOGUE } from './exit-code-epilogue.js';
import { formatVersion } from '../print/format-version.js';

function packageVersion(): string {
  // Compiled, this file sits in dist/src/commands/; run from the sources (tests), in src/commands/.
  for (const relative of ['../../../package.json', '../../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as {
        name?: string;
        version: string;
      };
      if (pkg.name === 'invoice-batch') return pkg.version;
    } catch {
      // try the next location
    }
  }
  return 'unknown';
}

/**
 * `--version` anywhere before a `--`, with or without a command: the package version and the
 * journal schema this build writes, the migrations loaded for it alone.
 */
async function printVersion(args: readonly string[], io: CommandIo): Promise<boolean> {
  const flags = args.includes('--') ? args.slice(0, args.indexOf('--')) : args;
  if (!flags.includes('--version')) return false;
  const { journalSchemaVersion } = await import('../journal/migrations/schema-version.js');
  io.stdout(
    formatVersion({ version: packageVersion(), journalSchema: journalSchemaVersion() }, flags.includes('--json')),
  );
  return true;
}

/** Runs one invocation with `commands` registered and resolves to its exit code. */
export async function runCli(args: string[], io: CommandIo, commands: readonly CliCommand[]): Promise<number> {
  if (await printVersion(args, io)) return 0;
  let exitCode = 0;
  let parser = skipHelpCache(refuseRepeatedFlags(parseWordsAfterDashes(args), args))
    .scriptName('invoice-batch')
    // Every other message is English, and the failures below are read by their English wording.
    .locale('en')
    .usage('invoice-batch <command> [options]\n\nPosts invoice spreadsheets to the finance back-end exactly once.')
    .strict()
    .demandCommand(1, NO_COMMAND)
    .recommendCommands()
    // Printed by printVersion before parsing; declared for the help.
    .version(false)
    .option('version', {
      type: 'boolean',
      describe: 'Show the version and the journal schema it writes (with --json: as one JSON object)',
    })
    .help()
    .alias('h', 'help')
    .wrap(Math.min(110, process.stdout.columns || 100))
    .exitProcess(false)
    .fail((message, error) => {
      throw usageFailure(message, error, { args, parser, commands });
    })
    .epilogue(EXIT_CODE_EPILOGUE);
  for (const command of commands) {
    parser = parser.command({
      command: command.command as string | string[],
      describe: command.describe,
      builder: command.builder,
      handler: async (argv) => {
        exitCode = await runCommand(command, argv, io);
      },
    });
  }
  try {
    await parser.parseAsync();
    return exitCode;
  } catch (error) {
    const code = exitCodeFor(error);
    // Messages quote file and server text: printed with its control characters escaped, but
    // the lines a message is written in are printed as lines.
    const message = escapeMessageLines(error instanceof Error ? error.message : String(error));
    if (error instanceof InvoiceBatchError) io.stderr(`invoice-batch: ${message}\n`);
    else {
      io.stderr(`invoice-batch: unexpected error: ${message}\n`);
      // The stack helps whoever fixes a defect; users only see it when they ask.
      if (io.env.INVOICE_BATCH_DEBUG && error instanceof Error && error.stack) io.stderr(`${error.stack}\n`);
    }
    return code;
  }
}
