import type { CliCommand } from './cli-command.js';
import { UsageError } from '../errors.js';

export const scheduleCommand: CliCommand = {
  command: 'schedule',
  describe: 'Run the jobs of the config on their cron schedule',
  builder: (yargs) => yargs,
  run: async () => {
    throw new UsageError('schedule is not available in this build');
  },
};
