import type { CliCommand } from './cli-command.js';
import { UsageError } from '../errors.js';

export const reconcileCommand: CliCommand = {
  command: 'reconcile',
  describe: 'Check the status of posted invoices',
  builder: (yargs) => yargs,
  run: async () => {
    throw new UsageError('reconcile is not available in this build');
  },
};
