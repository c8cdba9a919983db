/** What `journal` does, loaded when the command runs (journal-command.ts describes its flags). */
import { resolve } from 'node:path';
import { settingsFromArgv } from './api-options.js';
import { journalLimit } from './journal-limit.js';
import type { Journal } from '../journal/open-journal.js';
import { ONLY_READING, openCommandJournal } from './open-command-journal.js';
import { refuseCommandJournalEmptied, refuseCommandJournalRecreated } from './check-command-journal-register.js';
import { backupJournal } from '../journal/backup-journal.js';
import { recoverInterruptedRuns } from '../batch/recover-interrupted-runs.js';
import { stateDirOf } from './state-dir-of.js';
import { formatRecovered } from '../print/format-upload-summary.js';
import { listInvoicesWithTotal } from '../journal/list-invoices-with-total.js';
import { listingFilter } from './outcome-flags.js';
import { formatInvoiceRows } from '../print/format-invoice-rows.js';
import { invoiceRowsJson } from '../print/invoice-rows-json.js';
import { formatInvoiceHistory } from '../print/format-invoice-history.js';
import { invoiceHistoryJson } from '../print/invoice-history-json.js';
import { UsageError } from '../errors.js';
import { escapeControlCharacters, printableJson } from '../terminal/escape-control-characters.js';
import { checkJournal } from '../journal/check-journal.js';
import { upgradeCommandJournal, type JournalUpgrade } from './upgrade-command-journal.js';
import { formatJournalCheck } from '../print/format-journal-check.js';
import type { CommandIo } from './cli-command.js';
import type { Settings } from '../settings.js';
import { listingTargetOf } from './listing-target.js';
import { sinceOf } from './parse-since.js';
import { lookUpFiles } from '../report/look-up-files.js';
import { parsePeriod } from './parse-period.js';
import { runJournalExport } from './run-journal-export.js';
import { describeOtherTargetHistory, keepTargetHistory } from '../print/other-target-history.js';

export type JournalArgv = Parameters<typeof settingsFromArgv>[0] & {
  action?: string;
  reference?: string;
  outcome?: Parameters<typeof listingFilter>[0];
  state?: Parameters<typeof listingFilter>[0];
  run?: number;
  /** Only invoices whose latest run started at or after (parse-since.ts). @default every run */
  since?: string;
  limit?: number;
  json?: boolean;
  /** Every Detail whole. @default false */
  wide?: boolean;
  to?: string;
  /** journal export: the last day of the period, UTC. */
  until?: string;
  /** journal export: the workbook to write. */
  out?: string;
};

/** Nothing is settled first: a check only reads, and must not write to a journal it may find damaged. */
async function printCheck(journal: Journal, io: CommandIo, json: boolean | undefined): Promise<number> {
  const check = await checkJournal(journal);
  io.stdout(json ? `${printableJson({ journal: journal.location, ...check })}\n` : formatJournalCheck(journal, check));
  return check.ok ? 0 : 1;
}

function printUpgrade(upgrade: JournalUpgrade, io: CommandIo, json: boolean | undefined): number {
  const { journal, from, to } = upgrade;
  const words = from === to ? `at schema ${to} already; nothing to upgrade` : `upgraded from schema ${from} to ${to}`;
  io.stdout(json ? `${printableJson(upgrade)}\n` : `${escapeControlCharacters(journal)}: ${words}\n`);
  return 0;
}

export async function runJournal(argv: JournalArgv, io: CommandIo, readSettings: () => Settings): Promise<number> {
  if (argv.action === 'show' && !argv.reference)
    throw new UsageError('journal show: name the invoice by its InvoiceId or as PayeeId/Invoice_Number');
  if (argv.action === 'check' && argv.reference !== undefined)
    throw new UsageError(`journal check: unexpected "${argv.reference}"; it checks the whole journal`);
  if (argv.action === 'upgrade' && argv.reference !== undefined)
    throw new UsageError(`journal upgrade: unexpected "${argv.reference}"; it upgrades the whole journal`);
  if (argv.action === undefined && argv.reference !== undefined)
    throw new UsageError(`journal: unexpected "${argv.reference}"; did you mean "journal show ${argv.reference}"?`);
  const exporting = argv.action === 'export';
  if (exporting && argv.reference !== undefined)
    throw new UsageError(
      `journal export: unexpected "${argv.reference}"; it exports a period: --since DAY --until DAY`,
    );
  // --out is every command's folder for workbooks (a config or a job may give it to all): only export names a file with it.
  if (exporting && argv.out === undefined)
    throw new UsageError('journal export: name the workbook with --out FILE.xlsx');
  if (!exporting && argv.until !== undefined) throw new UsageError('--until: only for journal export');
  const period = exporting ? parsePeriod(argv.since, argv.until) : undefined;
  if (argv.since !== undefined && !exporting && (argv.action !== undefined || argv.run !== undefined))
    throw new UsageError(
      `--since: only for the journal's listing of invoices${argv.run === undefined ? '' : ', not with --run (a run has one start; history --since lists the runs)'}`,
    );
  const limit = journalLimit(argv.limit, argv.json);
  if ((argv.action === 'backup') !== (argv.to !== undefined))
    throw new UsageError(
      argv.to === undefined ? 'journal backup: name the new file with --to FILE' : '--to: only for journal backup',
    );
  const settings = readSettings();
  if (argv.action === 'backup') {
    const to = resolve(io.cwd, argv.to!);
    // Not opened as a journal: that would migrate it first, and the copy is wanted as it is.
    await backupJournal(settings.journalFile, to);
    io.stdout(
      argv.json
        ? `${printableJson({ journal: settings.journalFile, copy: to })}\n`
        : `Copied ${settings.journalFile} to ${to}\n`,
    );
    return 0;
  }
  // Refused before the journal is opened: a typo is a usage error, not an empty list.
  const since = exporting ? undefined : sinceOf(argv.since, settings.dateStyle);
  refuseCommandJournalRecreated(settings, undefined);
  if (argv.action === 'upgrade')
    return printUpgrade(await upgradeCommandJournal(settings.journalFile, io), io, argv.json);
  const journal = await openCommandJournal(settings.journalFile, io, {
    ...ONLY_READING,
    existing: true,
    reconnectWithinMs: settings.upload.journalWaitMs,
  });
  try {
    if (argv.action === 'check') return await printCheck(journal, io, argv.json);
    await refuseCommandJournalEmptied(journal, settings);
    // A killed upload leaves invoices `sending` until a command settles its run: do it here, so they are listed in doubt.
    const recovered = await recoverInterruptedRuns(journal, { stateDir: stateDirOf(settings) });
    if (period) {
      const targetIdentity = listingTargetOf(argv, settings);
      return await runJournalExport(journal, { period, out: argv.out!, targetIdentity, json: argv.json }, io, settings);
    }
    if (argv.action === 'show') {
      const reference = argv.reference!;
      // An explicit --profile/--base-url shows that target's rows, and says where the others are.
      const history = keepTargetHistory(
        await journal.lists.listInvoiceHistory(reference),
        listingTargetOf(argv, settings),
      );
      const rows = history.shown;
      const trail = {
        corrections: await journal.resolve.listCorrections(reference),
        reviews: await journal.resolve.listHeldReviews(reference),
        statuses: await journal.statuses.listStatusesOfReference(reference),
      };
      // A results workbook retention removed is named as removed, not as a path to open.
      const filesNow = lookUpFiles(rows.map((row) => row.resultsFile));
      // "No invoice in the journal has ..." would be untrue when other targets hold it: the line below says where.
      const onlyElsewhere = rows.length === 0 && history.elsewhere.length > 0;
      io.stdout(
        argv.json
          ? `${printableJson({ ...invoiceHistoryJson(reference, rows, trail, filesNow), recovered })}\n`
          : formatRecovered(recovered) +
              (onlyElsewhere ? '' : formatInvoiceHistory(reference, rows, trail, settings.dateStyle, filesNow)),
      );
      const leftOut = describeOtherTargetHistory(reference, history);
      if (leftOut) io.stderr(`${leftOut}\n`);
      // Like grep: the journal was read, and holds no such invoice (under this target).
      return rows.length === 0 ? 1 : 0;
    }
    const { rows, total } = await listInvoicesWithTotal(journal, {
      matching: listingFilter(argv.outcome ?? argv.state),
      runId: argv.run,
      targetIdentity: listingTargetOf(argv, settings),
      since,
      limit: limit === 0 ? -1 : limit,
    });
    // A script must be able to tell a cut list from a whole one without knowing the default (`more`, as history says it).
    const cut = { shown: rows.length, limit: limit === 0 ? null : limit, more: total > rows.length };
    io.stdout(
      argv.json
        ? `${printableJson({ invoices: invoiceRowsJson(rows), total, ...cut, ...(since === undefined ? {} : { since }), recovered })}\n`
        : formatRecovered(recovered) + formatInvoiceRows(rows, total, settings.dateStyle, { wide: argv.wide === true }),
    );
    return 0;
  } finally {
    await journal.close();
  }
}
