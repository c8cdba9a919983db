import type { CliCommand } from './cli-command.js';
import { UsageError } from '../errors.js';

export const resolveCommand: CliCommand = {
  command: 'resolve <invoice>',
  describe: 'Settle an in-doubt invoice',
  builder: (yargs) => yargs,
  run: async () => {
    throw new UsageError('resolve is not available in this build');
  },
};
