/**
 * `invoice-batch resolve <InvoiceId or PayeeId/Invoice_Number> --instance-id N | --not-created`:
 * record what the finance system shows for an in-doubt invoice. An instance id is first checked
 * with a status call to the invoice's finance system, unless --no-check. `--reviewed --note`
 * closes a changed copy held: differs as not to be posted.
 */
import type { CliCommand } from './cli-command.js';
import { withApiOptions } from './api-options.js';
import { sharedFlag } from './shared-flags.js';
import type { ResolveArgv } from './run-resolve.js';

export const resolveCommand: CliCommand = {
  command: 'resolve [references..]',
  describe: 'Record whether an in-doubt invoice was created, or close a held copy as reviewed',
  builder: (yargs) =>
    withApiOptions(yargs)
      .positional('references', {
        type: 'string',
        array: true,
        describe:
          'InvoiceId, or PayeeId/Invoice_Number; several with --not-created (each recorded as not created as you say; nothing is looked up), or with no answer (each looks up the instance its answer gave; an id read from a cut answer or a refusal is named, not recorded: give it with --instance-id)',
      })
      .option('from', {
        type: 'string',
        describe: 'Record the answers an upload saved while the journal was away (unrecorded-answers-*.json)',
      })
      .option('references-from', {
        type: 'string',
        // Takes the next word whatever it is: yargs would otherwise read a lone `-` (standard input) as no value.
        nargs: 1,
        describe:
          'Take the references from a file, one a line (# starts a comment line; - reads standard input); with --not-created, or no answer',
      })
      .option('instance-id', { type: 'string', describe: 'It was created: its instance id (E_INSTANCE_ID)' })
      .option('not-created', { type: 'boolean', describe: 'It was not created: the next upload posts it' })
      .option('note', {
        type: 'string',
        describe:
          "Why, in your words (one line, at most 200 characters): kept with the resolution, shown in the invoice's Detail by journal --wide and journal show",
      })
      .option('by', {
        type: 'string',
        describe:
          'Who decides, recorded beside the login the command runs as (a name without spaces, e.g. a.schmidt; default INVOICE_BATCH_OPERATOR)',
      })
      .option('target', { type: 'string', describe: 'Target identity, when the journal holds it for several targets' })
      .option('check', {
        type: 'boolean',
        default: true,
        describe: 'Check the instance id with a status call first; --no-check records it unchecked',
      })
      .option('correct', {
        type: 'boolean',
        describe: 'Correct an earlier resolve of this invoice (kept as its own event); needs --reason',
      })
      .option('reason', { type: 'string', describe: 'Why the resolution is corrected (with --correct)' })
      .option('reviewed', {
        type: 'boolean',
        describe:
          'A changed copy held: differs was checked and is not to be posted: closed as reviewed (needs --note); nothing is sent and the invoice created before stays as it is',
      })
      .option(...sharedFlag('json'))
      .conflicts('instance-id', 'not-created')
      .conflicts('from', ['instance-id', 'not-created', 'correct', 'reason', 'note', 'references-from'])
      .conflicts('references-from', ['instance-id', 'correct', 'reason'])
      .conflicts('note', 'correct')
      .conflicts('reviewed', ['from', 'instance-id', 'not-created', 'correct', 'reason', 'references-from'])
      .example('$0 resolve AP-1043 --instance-id 0030000123', 'It exists in the finance system as instance 0030000123')
      .example(
        '$0 resolve AP-1043',
        'Its create answer gave the instance: look it up and record it if the finance system shows it',
      )
      .example('$0 resolve 0000100001/INV-2025-0042 --not-created', 'It does not exist: post it with the next upload')
      .example(
        '$0 resolve AP-1043 --not-created --note "not in the ledger, checked with AP"',
        'It does not exist; the reason is kept with it',
      )
      .example(
        '$0 resolve 0000100001/INV-2025-0042 0000100002/INV-2025-0043 --not-created',
        'Neither exists: each is recorded as not created, each in its own transaction',
      )
      .example(
        '$0 resolve --references-from checked-missing.txt --not-created',
        'Every invoice listed in the file (one a line) does not exist: each recorded in its own transaction',
      )
      .example(
        '$0 resolve --from output/unrecorded-answers-20260402-101500.json',
        'Record the answers an upload could not record while the journal was away',
      )
      .example(
        '$0 resolve AP-1043 --reviewed --note "corrected PDF, handled by credit note CN-77"',
        'Its changed copy, held: differs, is not to be posted: closed as reviewed',
      )
      .example(
        '$0 resolve AP-1043 --correct --instance-id 0030000124 --reason "typo"',
        'It was recorded with a wrong instance id',
      ),
  run: async (argv: ResolveArgv, io, readSettings) =>
    (await import('./run-resolve.js')).runResolve(argv, io, readSettings),
};
