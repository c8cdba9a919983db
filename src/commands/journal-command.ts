import type { CliCommand } from './cli-command.js';
import { UsageError } from '../errors.js';

export const journalCommand: CliCommand = {
  command: 'journal',
  describe: 'List invoices in the journal',
  builder: (yargs) => yargs,
  run: async () => {
    throw new UsageError('journal is not available in this build');
  },
};
