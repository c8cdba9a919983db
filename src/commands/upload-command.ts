import type { CliCommand } from './cli-command.js';
import { UsageError } from '../errors.js';

export const uploadCommand: CliCommand = {
  command: 'upload <file...>',
  describe: 'Post invoices exactly once and write the results workbook',
  builder: (yargs) => yargs,
  run: async () => {
    throw new UsageError('upload is not available in this build');
  },
};
