/**
 * The commands an invocation needs, loaded on demand: a start loaded every command's code (about
 * 0.8 s of CPU) to run one of them. A command line whose first word names a command loads that
 * command only; anything else (no command, a flag first, a word that is no command, `--help`)
 * loads them all, for the list of commands and the suggestion of the one meant.
 */
import type { CliCommand } from './cli-command.js';

type Load = () => Promise<CliCommand>;

const schedule: Load = async () => {
  // The scheduler checks each job's command line against every command: it needs them all.
  const { COMMANDS } = await import('./all-commands.js');
  return COMMANDS.find((command) => command.command === 'schedule')!;
};
const advertisers: Load = async () => (await import('./advertisers-command.js')).advertisersCommand;

/** Every word a command is run by (its name and aliases), with how to load it. */
export const COMMAND_LOADERS: Readonly<Record<string, Load>> = {
  advertisers,
  'export-advertisers': advertisers,
  status: async () => (await import('./status-command.js')).statusCommand,
  sandbox: async () => (await import('./sandbox-command.js')).sandboxCommand,
  validate: async () => (await import('./validate-command.js')).validateCommand,
  mapping: async () => (await import('./mapping-command.js')).mappingCommand,
  template: async () => (await import('./template-command.js')).templateCommand,
  upload: async () => (await import('./upload-command.js')).uploadCommand,
  resolve: async () => (await import('./resolve-command.js')).resolveCommand,
  journal: async () => (await import('./journal-command.js')).journalCommand,
  history: async () => (await import('./history-command.js')).historyCommand,
  'migrate-journal': async () => (await import('./migrate-journal-command.js')).migrateJournalCommand,
  'import-results': async () => (await import('./import-results-command.js')).importResultsCommand,
  reconcile: async () => (await import('./reconcile-command.js')).reconcileCommand,
  watch: async () => (await import('./watch-command.js')).watchCommand,
  schedule,
  health: async () => (await import('./health-command.js')).healthCommand,
};

/** The commands to register for `args`: the one its first word names, else every command. */
export async function loadCommands(args: readonly string[]): Promise<readonly CliCommand[]> {
  const first = args[0];
  if (first !== undefined && Object.hasOwn(COMMAND_LOADERS, first)) return [await COMMAND_LOADERS[first]!()];
  return (await import('./all-commands.js')).COMMANDS;
}
