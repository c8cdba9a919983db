/** What `reconcile` does, loaded when the command runs (reconcile-command.ts describes its flags). */
import { LIFECYCLE } from '../sandbox/sandbox-lifecycle.js';
import { resolve } from 'node:path';
import { settingsFromArgv } from './api-options.js';
import { EXIT_FAILED, EXIT_OK, EXIT_USAGE, UsageError, unavailableExitCode } from '../errors.js';
import { describeTarget } from '../finance-api/api-target.js';
import { openTarget, sandboxStateDir } from './open-target.js';
import { openCommandJournal } from './open-command-journal.js';
import { refuseCommandJournalEmptied, refuseCommandJournalRecreated } from './check-command-journal-register.js';
import { whileHoldingJobLease } from '../schedule/hold-job-lease.js';
import { recoverInterruptedRuns } from '../batch/recover-interrupted-runs.js';
import { stateDirOf } from './state-dir-of.js';
import { formatRecovered } from '../print/format-upload-summary.js';
import { readInstanceIds } from '../reconcile/read-instance-ids.js';
import { countChecks } from '../reconcile/count-checks.js';
import { describeReconcileHalt } from '../reconcile/describe-reconcile-halt.js';
import { reconcileInvoices, type ReconcileReport } from '../reconcile/reconcile-invoices.js';
import { madeNoCall, reconcileJson } from '../print/reconcile-json.js';
import { reconcileFailureLine } from '../print/reconcile-failure-line.js';
import { resumingReconcileLine } from '../print/resuming-reconcile-line.js';
import { formatInDoubtSettled } from '../print/format-in-doubt-settled.js';
import { settleAnsweredInDoubt } from '../batch/settle-answered-in-doubt.js';
import { SinceDateError, parseSinceDate } from '../reconcile/select-invoices.js';
import { checkOutFolder, withFlagWording } from './flag-wording.js';
import { escapeControlCharacters, printableJson } from '../terminal/escape-control-characters.js';
import { writeReconciliationWorkbook } from '../report/write-reconciliation-workbook.js';
import { reconciliationFileName } from '../report/reconciliation-file-name.js';
import type { CommandIo } from './cli-command.js';
import type { Settings } from '../settings.js';
import { describeUnknownInstances, NOT_KNOWN_LABEL } from '../reconcile/describe-unknown-instances.js';
import { showReconcileProgress } from '../print/show-reconcile-progress.js';
import { describeRemoved } from '../report/remove-old-outputs.js';
import { keepDaysOf } from './retention-options.js';
import { removeOldWorkbooks, type WorkbookRetention } from '../report/remove-old-workbooks.js';
import { plural } from '../invoice/format-count.js';

export type ReconcileArgv = Parameters<typeof settingsFromArgv>[0] & {
  since?: string;
  instanceId?: (string | number)[];
  from?: string;
  concurrency?: number;
  failOnInDoubt?: boolean;
  fromStart?: boolean;
  keepDays?: number;
  json?: boolean;
};

function summaryText(
  report: ReconcileReport,
  workbook: string | undefined,
  target: string,
  retention: WorkbookRetention | undefined,
): string {
  const { summary } = report;
  // "95 with status 10 Received": the count, then the status code and its description as the server words it.
  const statuses = Object.entries(summary.byStatus).map(([code, n]) =>
    `${n} with status ${code} ${summary.descriptions[code] ?? ''}`.trim(),
  );
  const { answered, callsFailed: failed, unknownInstances } = countChecks(report.checks);
  const lines = [
    report.halt
      ? // Stopped as an upload stops: the count says how many statuses came, not how many were tried.
        `${describeReconcileHalt(report.halt, report.checks)}.`
      : madeNoCall(report)
        ? 'Checked 0 invoices: made no call to the finance API (nothing was due), so this run says nothing of whether it can be reached.'
        : `Checked ${answered}${answered < summary.checked ? ` of ${summary.checked}` : ''} invoice${summary.checked === 1 ? '' : 's'}${statuses.length ? `: ${statuses.join(', ')}` : ''}.`,
    `Status changes: ${summary.changed}${summary.firstChecks > 0 ? ` (and ${summary.firstChecks} checked for the first time)` : ''}. Stuck longer than ${report.stuckAfterDays} days: ${summary.stuck.length}. In doubt awaiting resolution: ${report.inDoubt.length}.`,
    ...formatInDoubtSettled(report.settled),
  ];
  // The invoices not asked after a halt are counted in the first line, not listed one by one.
  if (failed > 0) lines.push(`Calls failed: ${failed}; those invoices are asked again at the next reconcile.`);
  if (unknownInstances > 0) lines.push(`${NOT_KNOWN_LABEL}: ${describeUnknownInstances(unknownInstances)}`);
  for (const check of report.checks)
    if (!check.ok && check.failure !== 'halted' && check.failure !== 'stopped')
      lines.push(
        `  ${check.invoice.instanceId}${check.invoice.invoiceId ? ` (${check.invoice.invoiceId})` : ''}: ${check.error}`,
      );
  if (report.otherTargets.length > 0) lines.push(otherTargetsText(report.otherTargets, target));
  if (retention && retention.removed.length + retention.problems.length > 0)
    lines.push(`Old workbooks: ${describeRemoved(retention, retention.keepDays)}`);
  lines.push(`Workbook: ${workbook ?? 'none written: nothing to check'}`, `Target: ${target}`);
  return `${lines.map(escapeControlCharacters).join('\n')}\n`;
}

function otherTargetsText(others: ReconcileReport['otherTargets'], target: string): string {
  const held = others.map((t) => `${t.created} at ${t.description ?? t.targetIdentity}`).join(', ');
  return `Nothing was checked: the journal holds no invoice created at ${target}, but holds ${held}. Check --base-url or --profile.`;
}

function sinceDay(text: string): string {
  try {
    return parseSinceDate(text);
  } catch (error) {
    throw withFlagWording('--since:', error, SinceDateError);
  }
}

const SANDBOX_STATUS_CODES = LIFECYCLE.map((step) => step.code);

export async function runReconcile(argv: ReconcileArgv, io: CommandIo, readSettings: () => Settings): Promise<number> {
  const since = argv.since !== undefined ? sinceDay(argv.since) : undefined;
  const givenIds = (argv.instanceId ?? []).map(String);
  const badId = givenIds.find((id) => !/^\d+$/.test(id));
  if (badId !== undefined)
    throw new UsageError(`--instance-id: expected digits as returned in E_INSTANCE_ID, got "${badId}"`);
  if (since && (givenIds.length > 0 || argv.from))
    throw new UsageError('--since selects from the journal; it cannot be combined with --instance-id or --from');
  const settings = readSettings();
  checkOutFolder(settings);
  const instanceIds = [...givenIds, ...(argv.from ? await readInstanceIds(resolve(io.cwd, argv.from)) : [])];
  if (argv.from && instanceIds.length === 0)
    throw new UsageError(`--from ${argv.from}: the file has no instance ids (column E_INSTANCE_ID is empty)`);

  refuseCommandJournalRecreated(settings, undefined);
  const journal = await openCommandJournal(settings.journalFile, io, {
    reconnectWithinMs: settings.upload.journalWaitMs,
  });
  try {
    await refuseCommandJournalEmptied(journal, settings, true);
    return await whileHoldingJobLease(journal, 'reconcile', async () => {
      // What a killed upload was sending stays `sending` until a command settles its run; settled here,
      // it is counted below with the in-doubt invoices awaiting resolve instead of being missed.
      const recovered = await recoverInterruptedRuns(journal, { stateDir: stateDirOf(settings) });
      // Under the lease, so two reconciles never race to remove the same files.
      const retention = removeOldWorkbooks(settings.outDir, keepDaysOf(argv, settings));
      const opened = await openTarget(settings.api, { stateDir: sandboxStateDir(settings) });
      try {
        const { target } = opened;
        // As upload's: on standard error, none with --json.
        const progress = argv.json
          ? undefined
          : showReconcileProgress({ write: io.stderr, isTTY: io.isTTY, columns: io.columns });
        const report = await reconcileInvoices(journal, {
          target,
          finalStatusCodes: settings.reconcile.finalStatusCodes,
          // The sandbox's own codes are known; another finance system's, only as its owners list them.
          listedStatusCodes: settings.reconcile.statusCodes ?? (target.sandbox ? SANDBOX_STATUS_CODES : undefined),
          stuckAfterDays: settings.reconcile.stuckAfterDays,
          concurrency: argv.concurrency ?? settings.reconcile.concurrency,
          selection: { since, instanceIds: instanceIds.length ? instanceIds : undefined },
          // The nightly check of the journal also settles what resolve would settle unasked.
          settleInDoubt: instanceIds.length
            ? undefined
            : () => settleAnsweredInDoubt(journal, target, { signal: io.signal }),
          signal: io.signal,
          onProgress: progress && ((checked) => progress.update(checked)),
          fromStart: argv.fromStart,
          // Said with --json too: a scheduler's log shows why fewer calls were made.
          onResume: (resumed) => io.stderr(`invoice-batch: ${resumingReconcileLine(resumed, new Date())}\n`),
        }).finally(() => progress?.finish());
        const description = describeTarget(target);
        // A scheduled reconcile with nothing to check would leave an empty workbook at every tick: none is written.
        const nothingToCheck = report.checks.length + report.settled.length + report.inDoubt.length === 0;
        const workbook = nothingToCheck
          ? undefined
          : await writeReconciliationWorkbook(
              report,
              { description, sandbox: target.sandbox },
              reconciliationFileName(settings.outDir, report, {
                journal: settings.journalFile,
                from: argv.from,
                instanceIds: givenIds.length || undefined,
                // Several profiles may reconcile into one folder: each company's workbooks are named for it.
                profile: (settings.schedule.profiles?.length ?? 0) > 1 ? settings.api.profile : undefined,
              }),
              { dateStyle: settings.dateStyle },
            );
        if (argv.json)
          io.stdout(
            `${printableJson({ ...reconcileJson(report, description, workbook), recovered, ...(retention ? { retention } : {}) })}\n`,
          );
        else io.stdout(formatRecovered(recovered) + summaryText(report, workbook, description, retention));
        const failure = reconcileFailureLine(report);
        if (failure) io.stderr(`invoice-batch: ${escapeControlCharacters(failure)}\n`);
        // Nothing checked because the target matched no journal entry: a setting to correct (2), not a pass.
        if (report.otherTargets.length > 0) {
          io.stderr(`invoice-batch: ${escapeControlCharacters(otherTargetsText(report.otherTargets, description))}\n`);
          return EXIT_USAGE;
        }
        const inDoubt = report.inDoubt.length;
        if (argv.failOnInDoubt && inDoubt > 0)
          io.stderr(
            `invoice-batch: ${plural(inDoubt, 'invoice')} in doubt awaiting resolution (--fail-on-in-doubt): listed in the workbook's Summary; settle each with invoice-batch resolve\n`,
          );
        const needsPerson = report.summary.unlisted.length > 0 || (argv.failOnInDoubt === true && inDoubt > 0);
        // The API down or not answering: a schedule asks the rest again later, as it posts an upload's.
        if (report.halt?.haltKind === 'unreachable' || report.halt?.haltKind === 'no-answer')
          return unavailableExitCode(needsPerson);
        return report.summary.errors > 0 || needsPerson ? EXIT_FAILED : EXIT_OK;
      } finally {
        await opened.close();
      }
    });
  } finally {
    await journal.close();
  }
}
