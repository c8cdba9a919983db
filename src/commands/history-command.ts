import type { CliCommand } from './cli-command.js';
import { UsageError } from '../errors.js';

export const historyCommand: CliCommand = {
  command: 'history',
  describe: 'List runs in the journal',
  builder: (yargs) => yargs,
  run: async () => {
    throw new UsageError('history is not available in this build');
  },
};
