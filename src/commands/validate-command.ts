import type { CliCommand } from './cli-command.js';
import { UsageError } from '../errors.js';

export const validateCommand: CliCommand = {
  command: 'validate <file>',
  describe: 'Read, map and validate a file; post nothing',
  builder: (yargs) => yargs,
  run: async () => {
    throw new UsageError('validate is not available in this build');
  },
};
