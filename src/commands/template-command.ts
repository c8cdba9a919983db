import type { CliCommand } from './cli-command.js';
import { UsageError } from '../errors.js';

export const templateCommand: CliCommand = {
  command: 'template',
  describe: 'Write a blank input workbook for a mapping',
  builder: (yargs) => yargs,
  run: async () => {
    throw new UsageError('template is not available in this build');
  },
};
