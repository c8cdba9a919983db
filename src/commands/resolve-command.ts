/**
 * `invoice-batch resolve <InvoiceId or PayeeId/Invoice_Number> --instance-id N | --not-created`:
 * record what the finance system shows for an in-doubt invoice. An instance id is first checked
 * with a status call to the invoice's finance system, unless --no-check.
 */
import { join } from 'node:path';
import type { CliCommand } from './cli-command.js';
import { settingsFromArgv, withApiOptions } from './api-options.js';
import { openTarget, targetIdentityOf } from './open-target.js';
import { checkResolveInstance, refuseOtherTarget } from '../batch/check-resolve-instance.js';
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
  check?: boolean;
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
    case 'instance-unknown':
    case 'instance-other-data':
      return undefined;
    case 'other-target':
      return `${refusal.sentTo}: the instance id is checked with the finance system the invoice was sent to, but the settings name ${refusal.settings}; give its --profile or --base-url, or --no-check to record the id unchecked`;
    default:
      return undefined;
  }
}

export const resolveCommand: CliCommand = {
  command: 'resolve <reference>',
  describe: 'Record whether an in-doubt invoice was created',
  builder: (yargs) =>
    withApiOptions(yargs)
      .positional('reference', { type: 'string', describe: 'InvoiceId, or PayeeId/Invoice_Number' })
      .option('instance-id', { type: 'string', describe: 'It was created: its instance id (E_INSTANCE_ID)' })
      .option('not-created', { type: 'boolean', describe: 'It was not created: the next upload posts it' })
      .option('target', { type: 'string', describe: 'Target identity, when the journal holds it for several targets' })
      .option('check', {
        type: 'boolean',
        default: true,
        describe: 'Check the instance id with a status call first; --no-check records it unchecked',
      })
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
        checkInstance:
          argv.check === false
            ? undefined
            : async (instanceId, invoice) => {
                const stateDir = join(settings.outDir, 'sandbox');
                // Said before an embedded sandbox is started for nothing.
                refuseOtherTarget(targetIdentityOf(settings.api, stateDir), invoice);
                const opened = await openTarget(settings.api, { stateDir });
                try {
                  await checkResolveInstance(opened.target, instanceId, invoice, { signal: io.signal });
                } finally {
                  await opened.close();
                }
              },
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
