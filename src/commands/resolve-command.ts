/**
 * `invoice-batch resolve <InvoiceId or PayeeId/Invoice_Number> --instance-id N | --not-created`:
 * record what the finance system shows for an in-doubt invoice.
 */
import type { CliCommand } from './cli-command.js';
import { settingsFromArgv, withSettingsOptions } from './api-options.js';
import { normalizeTargetIdentity } from '../finance-api/target-identity.js';
import { openJournal } from '../journal/open-journal.js';
import { recoverInterruptedRuns } from '../batch/recover-interrupted-runs.js';
import { formatRecovered } from '../batch/format-upload-summary.js';
import { ResolveRefusedError, resolveInDoubt, type ResolveRefusal } from '../batch/resolve-in-doubt.js';
import { UsageError } from '../errors.js';

type ResolveArgv = Parameters<typeof settingsFromArgv>[0] & {
  reference: string;
  instanceId?: string;
  notCreated?: boolean;
  target?: string;
  json?: boolean;
};

/** The refusal in the words of this command's flags, or undefined when it names no flag. */
function flagWording(refusal: ResolveRefusal): string | undefined {
  switch (refusal.kind) {
    case 'no-answer':
      return 'say what the finance system shows: --instance-id N (it was created) or --not-created (it was not)';
    case 'instance-id-not-digits':
      return `--instance-id: expected the digits of an instance id, got "${refusal.instanceId}"`;
    case 'several': {
      const ask = [
        refusal.exampleKey !== undefined ? `name one by its key, e.g. invoice-batch resolve ${refusal.exampleKey}` : '',
        refusal.severalTargets ? 'add --target <identity> to pick the target' : '',
      ].filter(Boolean);
      return `${refusal.found}; ${ask.join(', and ')}`;
    }
    default:
      return undefined;
  }
}

export const resolveCommand: CliCommand = {
  command: 'resolve <reference>',
  describe: 'Record whether an in-doubt invoice was created',
  builder: (yargs) =>
    withSettingsOptions(yargs)
      .positional('reference', { type: 'string', describe: 'InvoiceId, or PayeeId/Invoice_Number' })
      .option('instance-id', { type: 'string', describe: 'It was created: its instance id (E_INSTANCE_ID)' })
      .option('not-created', { type: 'boolean', describe: 'It was not created: the next upload posts it' })
      .option('target', { type: 'string', describe: 'Target identity, when the journal holds it for several targets' })
      .option('json', { type: 'boolean', describe: 'Print one JSON object on stdout' })
      .conflicts('instance-id', 'not-created')
      .example('$0 resolve AP-1043 --instance-id 0030000123', 'It exists in the finance system as instance 0030000123')
      .example('$0 resolve 0000100001/INV-2025-0042 --not-created', 'It does not exist: post it with the next upload'),
  run: async (argv: ResolveArgv, io, readSettings) => {
    const settings = readSettings();
    const journal = await openJournal(settings.journalFile);
    try {
      // An invoice a killed upload was sending is in doubt, and resolvable, once its run is settled.
      const recovered = await recoverInterruptedRuns(journal);
      if (!argv.json) io.stdout(formatRecovered(recovered));
      const result = await resolveInDoubt(journal, {
        reference: String(argv.reference),
        instanceId: argv.instanceId === undefined ? undefined : String(argv.instanceId),
        notCreated: argv.notCreated,
        // As an upload computes it, so any spelling of the address picks its target.
        targetIdentity: argv.target === undefined ? undefined : normalizeTargetIdentity(argv.target),
      }).catch((error: unknown) => {
        const worded = error instanceof ResolveRefusedError ? flagWording(error.refusal) : undefined;
        throw worded === undefined ? error : new UsageError(worded, { cause: error });
      });
      if (argv.json) {
        io.stdout(`${JSON.stringify({ ...result, recovered })}\n`);
      } else {
        const what = argv.instanceId
          ? `created as instance ${argv.instanceId}`
          : 'not created: the next upload posts it';
        io.stdout(
          `${result.key}: recorded as ${what} (${result.settled.length} journal row(s) settled, runs ${[...new Set(result.settled.map((s) => s.runId))].join(', ')})\n`,
        );
      }
      return 0;
    } finally {
      await journal.close();
    }
  },
};
