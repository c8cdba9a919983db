/** What `history` does, loaded when the command runs (history-command.ts describes its flags). */
import { settingsFromArgv } from './api-options.js';
import { ONLY_READING, openCommandJournal } from './open-command-journal.js';
import { refuseCommandJournalEmptied, refuseCommandJournalRecreated } from './check-command-journal-register.js';
import { recoverInterruptedRuns } from '../batch/recover-interrupted-runs.js';
import { stateDirOf } from './state-dir-of.js';
import { formatRecovered } from '../print/format-upload-summary.js';
import { formatRunRows } from '../print/format-run-rows.js';
import { runRowJson } from '../print/run-rows-json.js';
import { printableJson } from '../terminal/escape-control-characters.js';
import type { CommandIo } from './cli-command.js';
import type { Settings } from '../settings.js';
import { listingTargetOf } from './listing-target.js';
import { addInvoicesNow, countInvoicesNowByTarget, type InvoicesNow } from '../report/count-invoices-now.js';
import { nameTargets } from '../print/name-targets.js';
import { RUN_COUNTS_MEANING, formatInvoicesNow, formatNotSentRuns } from '../print/format-invoices-now.js';
import { findNotSentRuns } from '../report/find-not-sent-runs.js';
import { listingTimeWithZone } from '../print/listing-time.js';
import { sinceOf } from './parse-since.js';
import { lookUpFiles } from '../report/look-up-files.js';
import { plural } from '../invoice/format-count.js';

export type HistoryArgv = Parameters<typeof settingsFromArgv>[0] & { limit: number; since?: string; json?: boolean };

export async function runHistory(argv: HistoryArgv, io: CommandIo, readSettings: () => Settings): Promise<number> {
  const settings = readSettings();
  // Refused before the journal is opened: a typo is a usage error, not an empty list.
  const since = sinceOf(argv.since, settings.dateStyle);
  refuseCommandJournalRecreated(settings, undefined);
  const journal = await openCommandJournal(settings.journalFile, io, {
    ...ONLY_READING,
    existing: true,
    reconnectWithinMs: settings.upload.journalWaitMs,
  });
  try {
    await refuseCommandJournalEmptied(journal, settings);
    // A killed upload's run stays `sending`, its invoices uncounted, until a command settles it: do it here.
    const recovered = await recoverInterruptedRuns(journal, { stateDir: stateDirOf(settings) });
    // One run more than asked for tells whether the list was cut, so the output can say so.
    const target = listingTargetOf(argv, settings);
    const listed = await journal.runs.listRuns(argv.limit === 0 ? -1 : argv.limit + 1, target, since);
    const cut = argv.limit > 0 && listed.length > argv.limit;
    const runs = cut ? listed.slice(0, argv.limit) : listed;
    const more = cut
      ? `Showing the newest ${plural(argv.limit, 'run')}; older ones exist: --limit N shows more, --limit 0 all.\n`
      : '';
    // Each invoice once over every run (of the target), whatever the limit: the runs' counts cannot be added up.
    const everyTarget = await countInvoicesNowByTarget(journal);
    const now = addInvoicesNow(everyTarget, target);
    const notSent = await findNotSentRuns(journal, now.outcomes['not sent'], target);
    const scope = target === undefined ? 'over every run' : 'over every run of this target';
    // A journal of a test and a production target: each counted apart, never added together.
    const byTarget = target === undefined ? everyTarget : new Map<string, InvoicesNow>();
    const names = nameTargets(byTarget.keys());
    const nowByTarget = [...byTarget].map(([identity, counts]) => ({ target: identity, ...counts }));
    const nowLines =
      byTarget.size > 1
        ? nowByTarget.map((each) => formatInvoicesNow(each, `over every run of ${names.get(each.target)}`)).join('')
        : formatInvoicesNow(now, scope);
    const table =
      runs.length === 0
        ? since === undefined
          ? formatRunRows(runs, settings.dateStyle)
          : `No upload started since ${listingTimeWithZone(since, settings.dateStyle)}.\n`
        : RUN_COUNTS_MEANING +
          formatRunRows(runs, settings.dateStyle) +
          more +
          nowLines +
          formatNotSentRuns(notSent, settings.dateStyle);
    // A results file retention removed is said so: `resultsFile` alone would send a script to nothing.
    const filesNow = argv.json ? lookUpFiles(runs.map((run) => run.resultsFile)) : new Map<string, boolean>();
    io.stdout(
      argv.json
        ? `${printableJson({ runs: runs.map((run) => runRowJson(run, filesNow)), more: cut, ...(since === undefined ? {} : { since }), recovered, now: { ...now, notSent }, ...(byTarget.size > 1 ? { nowByTarget } : {}) })}\n`
        : formatRecovered(recovered) + table,
    );
    return 0;
  } finally {
    await journal.close();
  }
}
