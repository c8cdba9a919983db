import type { CliCommand } from './cli-command.js';
import { UsageError } from '../errors.js';

export const watchCommand: CliCommand = {
  command: 'watch <folder>',
  describe: 'Process files dropped into a folder',
  builder: (yargs) => yargs,
  run: async () => {
    throw new UsageError('watch is not available in this build');
  },
};
