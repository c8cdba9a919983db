/**
 * `invoice-batch status <instanceId...>`: where each invoice is in the finance system.
 */
import type { CliCommand } from './cli-command.js';
import { withApiOptions } from './api-options.js';
import { sharedFlag } from './shared-flags.js';
import type { StatusArgv } from './run-status.js';

export const statusCommand: CliCommand = {
  command: 'status <instanceId...>',
  describe: 'Show the status of invoices in the finance system',
  builder: (yargs) =>
    withApiOptions(yargs)
      .positional('instanceId', { type: 'string', array: true, describe: 'Instance ids (E_INSTANCE_ID), digits' })
      .option(...sharedFlag('json'))
      .example('$0 status 0030000001', 'Status, ERP document, pending approvers and last action of one invoice')
      .example('$0 status 0030000001 0030000002 --json', 'Several invoices as JSON')
      .example('$0 status 0030000001 --profile production', 'Ask the production finance system'),
  run: async (argv: StatusArgv, io, readSettings) =>
    (await import('./run-status.js')).runStatus(argv, io, readSettings),
};
