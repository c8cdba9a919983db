import type { CliCommand } from './cli-command.js';
import { UsageError } from '../errors.js';

export const sandboxCommand: CliCommand = {
  command: 'sandbox',
  describe: 'Start the local sandbox of the finance API',
  builder: (yargs) => yargs,
  run: async () => {
    throw new UsageError('sandbox is not available in this build');
  },
};
