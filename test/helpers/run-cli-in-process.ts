/**
 * Runs one invocation in this process, parsed as cli.ts parses it (yargs, every command), capturing
 * what it prints: quicker than a child process, and the embedded sandbox runs in-process from the
 * sources. cli.ts itself is not imported: loading it starts the CLI.
 */
import { InvoiceBatchError, exitCodeFor } from '../../src/errors.js';
import { usageFailure } from '../../src/commands/usage-failure.js';
import { escapeMessageLines } from '../../src/terminal/escape-control-characters.js';
import { COMMANDS } from '../../src/commands/all-commands.js';
import type { CommandIo } from '../../src/commands/cli-command.js';
import { runCommand } from '../../src/commands/run-command.js';
import { refuseRepeatedFlags } from '../../src/commands/refuse-repeated-flags.js';
import { parseWordsAfterDashes } from '../../src/commands/accept-words-after-dashes.js';
import { skipHelpCache } from '../../src/commands/skip-help-cache.js';
import { SANDBOX_API_KEY } from '../../src/settings.js';
import { knownKeyRedaction } from '../../src/terminal/redact-known-key.js';
import type { CliResult } from './run-cli.js';
import { makeTempDir } from './temp-dir.js';

/**
 * The environment of an invocation in process as runCliProcess builds a child's: the test
 * sandboxes' key, then `extra` (undefined leaves a variable out, the key too).
 */
export function withSandboxKey(extra: Record<string, string | undefined> = {}): NodeJS.ProcessEnv {
  const given = { INVOICE_BATCH_API_KEY: SANDBOX_API_KEY, ...extra };
  return Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined));
}

/**
 * @param options.env the whole environment of the invocation, with INVOICE_BATCH_STATE_DIR a fresh
 *   temp folder unless it names one (a register of journals of this run only) @default the test
 *   sandboxes' key only
 * @param options.tellStopAtOnce takes what cli.ts would print after a second Ctrl-C @default none
 * @param options.isTTY standard error is a terminal that rewrites lines in place @default false
 * @param options.redactKnownKey every line printed passes the redaction of the API key cli.ts
 *   applies (the environment's key, and each key read from a key file) @default false
 */
export async function runCliInProcess(
  args: string[],
  options: {
    cwd: string;
    env?: NodeJS.ProcessEnv;
    tellStopAtOnce?: CommandIo['tellStopAtOnce'];
    isTTY?: boolean;
    redactKnownKey?: boolean;
  },
): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const env = {
    INVOICE_BATCH_STATE_DIR: makeTempDir('register'),
    ...(options.env ?? { INVOICE_BATCH_API_KEY: SANDBOX_API_KEY }),
  };
  const redact = options.redactKnownKey ? knownKeyRedaction(env, [SANDBOX_API_KEY]) : undefined;
  const printed = (text: string) => (redact ? redact(text) : text);
  const io: CommandIo = {
    stdout: (text) => void (stdout += printed(text)),
    stderr: (text) => void (stderr += printed(text)),
    learnApiKey: redact?.learn,
    isTTY: options.isTTY ?? false,
    signal: new AbortController().signal,
    env,
    cwd: options.cwd,
    tellStopAtOnce: options.tellStopAtOnce,
  };
  let code = 0;
  let parser = skipHelpCache(refuseRepeatedFlags(parseWordsAfterDashes(args), args))
    .locale('en')
    .strict()
    .exitProcess(false)
    .fail((message, error) => {
      throw usageFailure(message, error, { args, parser, commands: COMMANDS });
    });
  for (const command of COMMANDS) {
    parser = parser.command({
      command: command.command as string | string[],
      describe: command.describe,
      builder: command.builder,
      handler: async (argv) => {
        code = await runCommand(command, argv, io);
      },
    });
  }
  try {
    await parser.parseAsync();
  } catch (error) {
    // Said as cli.ts says it: a refusal in its own words, anything else marked as unexpected, so a
    // test run in process tells a defect from a clear refusal as one run as a child process does.
    const message = escapeMessageLines(error instanceof Error ? error.message : String(error));
    stderr += printed(`invoice-batch: ${error instanceof InvoiceBatchError ? '' : 'unexpected error: '}${message}\n`);
    code = exitCodeFor(error);
  }
  // In process nothing is stamped: the io is not cli.ts's.
  return { code, stdout, stderr, rawStdout: stdout, rawStderr: stderr };
}
