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

export async function runCommand(command: CliCommand, argv: Record<string, unknown>, io: CommandIo): Promise<number> {
  // Before any command works: a misspelt variable would be ignored, a setting silently not applied.
  refuseUnknownVariables(io.env);
  let settings: Settings | undefined;
  const readSettings = (): Settings => (settings ??= settingsFromArgv(command.settingsFlags?.(argv) ?? argv, io));
  return await command.run(argv, io, readSettings);
}
