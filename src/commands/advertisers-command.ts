import type { CliCommand } from './cli-command.js';
import { UsageError } from '../errors.js';

export const advertisersCommand: CliCommand = {
  command: 'advertisers',
  describe: 'Export the advertiser reference list',
  builder: (yargs) => yargs,
  run: async () => {
    throw new UsageError('advertisers is not available in this build');
  },
};
