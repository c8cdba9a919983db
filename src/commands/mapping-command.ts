import type { CliCommand } from './cli-command.js';
import { UsageError } from '../errors.js';

export const mappingCommand: CliCommand = {
  command: 'mapping <check|infer>',
  describe: 'Check a mapping file or propose one from a file',
  builder: (yargs) => yargs,
  run: async () => {
    throw new UsageError('mapping is not available in this build');
  },
};
