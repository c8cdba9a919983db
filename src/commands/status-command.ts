import type { CliCommand } from './cli-command.js';
import { UsageError } from '../errors.js';

export const statusCommand: CliCommand = {
  command: 'status <instanceId...>',
  describe: 'Show the status of invoices in the finance system',
  builder: (yargs) => yargs,
  run: async () => {
    throw new UsageError('status is not available in this build');
  },
};
