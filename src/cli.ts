#!/usr/bin/env node
/**
 * The yargs root: registers the commands and turns thrown errors into exit codes.
 * This is the only place that exits the process.
 */
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';
import yargs from 'yargs';
import { hideBin } from 'yargs/helpers';
import { InvoiceBatchError, UsageError, exitCodeFor } from './errors.js';
import type { CliCommand, CommandIo } from './commands/cli-command.js';
import { COMMANDS } from './commands/all-commands.js';

function packageVersion(): string {
  // Compiled, this file sits in dist/src/; run from the sources (tests), in src/.
  for (const relative of ['../../package.json', '../package.json']) {
    try {
      const pkg = JSON.parse(readFileSync(new URL(relative, import.meta.url), 'utf8')) as { name?: string; version: string };
      if (pkg.name === 'invoice-batch') return pkg.version;
    } catch {
      // try the next location
    }
  }
  return 'unknown';
}

/** Runs one invocation and resolves to its exit code. Exported for tests. */
export async function runCli(args: string[], io: CommandIo, commands: readonly CliCommand[] = COMMANDS): Promise<number> {
  let exitCode = 0;
  let parser = yargs(args)
    .scriptName('invoice-batch')
    .usage('invoice-batch <command> [options]\n\nPosts invoice spreadsheets to the finance back-end exactly once.')
    .strict()
    .demandCommand(1, 'Name a command; see the list above.')
    .recommendCommands()
    .version(packageVersion())
    .help()
    .alias('h', 'help')
    .wrap(Math.min(110, process.stdout.columns || 100))
    .exitProcess(false)
    .fail((message, error) => {
      if (error) throw error;
      // yargs' suggestion alone ("Did you mean upload?") does not say what was wrong.
      if (/^Did you mean/.test(message)) throw new UsageError(`unknown command "${args[0] ?? ''}". ${message}`);
      throw new UsageError(message);
    })
    .epilogue('Exit codes: 0 success, 1 an operation failed, 2 usage, configuration or input file error.');
  for (const command of commands) {
    parser = parser.command({
      command: command.command as string | string[],
      describe: command.describe,
      builder: command.builder,
      handler: async (argv) => {
        exitCode = await command.run(argv, io);
      },
    });
  }
  try {
    await parser.parseAsync();
    return exitCode;
  } catch (error) {
    const code = exitCodeFor(error);
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof InvoiceBatchError) io.stderr(`invoice-batch: ${message}\n`);
    else {
      io.stderr(`invoice-batch: unexpected error: ${message}\n`);
      // The stack helps whoever fixes a defect; users only see it when they ask.
      if (io.env.INVOICE_BATCH_DEBUG && error instanceof Error && error.stack) io.stderr(`${error.stack}\n`);
    }
    return code;
  }
}

async function main(): Promise<void> {
  // A month-end upload makes much short-lived garbage and keeps little (tens of MB); by default V8
  // lets the heap grow to several times that before collecting. Collect sooner to keep RSS low.
  setFlagsFromString('--heap-growing-percent=50');
  const controller = new AbortController();
  let signals = 0;
  const onSignal = (name: string) => {
    signals += 1;
    if (signals === 1) {
      process.stderr.write(`\ninvoice-batch: ${name} received: finishing the requests in flight (press Ctrl-C again to stop at once)\n`);
      controller.abort(new Error(name));
    } else {
      process.exit(130);
    }
  };
  process.on('SIGINT', () => onSignal('SIGINT'));
  process.on('SIGTERM', () => onSignal('SIGTERM'));
  const io: CommandIo = {
    stdout: (text) => void process.stdout.write(text),
    stderr: (text) => void process.stderr.write(text),
    isTTY: Boolean(process.stderr.isTTY),
    signal: controller.signal,
    env: process.env,
    cwd: process.cwd(),
  };
  const code = await runCli(hideBin(process.argv), io);
  // Let stdout and stderr drain before exiting so piped output is never cut short.
  process.stdout.write('', () => process.stderr.write('', () => process.exit(code)));
}

void main();
