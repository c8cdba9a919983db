/** What `watch` does, loaded when the command runs (watch-command.ts describes its flags). */
import { join, resolve } from 'node:path';
import { settingsFromArgv } from './api-options.js';
import { describeTarget } from '../finance-api/api-target.js';
import { openTarget, sandboxStateDir } from './open-target.js';
import {
  checkCommandJournalRegister,
  recordCommandJournal,
  refuseCommandJournalRecreated,
} from './check-command-journal-register.js';
import { openCommandJournal } from './open-command-journal.js';
import { tellJournalWaits } from './tell-journal-waits.js';
import { openDropFolders } from '../watch/check-drop-folders.js';
import { handleDropFile } from '../watch/handle-drop-file.js';
import { journalResults } from '../watch/journal-results.js';
import { journalClaims } from '../watch/journal-claims.js';
import { dataSecretsOf, withoutDataSecrets } from '../mapping/scrub-data-text.js';
import { watchDropFolder } from '../watch/watch-drop-folder.js';
import { beatWatcher } from '../watch/beat-watcher.js';
import { heartbeatWriter } from '../health/write-heartbeat.js';
import { watcherHeartbeatPath } from '../health/heartbeat-paths.js';
import { readRunStarter, watchStarter } from '../schedule/read-run-starter.js';
import { watchExitCode } from './watch-exit-code.js';
import { noteEntryNotTaken } from '../watch/note-entry-not-taken.js';
import { noteChangedAfterMove } from '../watch/note-changed-after-move.js';
import { describeLeftNotTaken } from '../watch/report-entries-not-taken.js';
import { handledFileFields, needsPerson } from '../watch/describe-handled-file.js';
import { escapeControlCharacters } from '../terminal/escape-control-characters.js';
import { createLog, type LogFormat } from '../terminal/create-log.js';
import { keepDaysOf } from './retention-options.js';
import { settleMsOf } from './settle-seconds-option.js';
import { describeRemoved, removeOldOutputs } from '../report/remove-old-outputs.js';
import type { CommandIo } from './cli-command.js';
import type { Settings } from '../settings.js';

export type WatchArgv = Parameters<typeof settingsFromArgv>[0] & {
  folder: string;
  once?: boolean;
  mapping?: string;
  json?: boolean;
  logFormat: LogFormat;
  keepDays?: number;
  settleSeconds?: number;
  newJournal?: boolean;
};

const RETENTION_CHECK_MS = 3_600_000;

// Someone must look: part of a file was posted and the rest came later, or a file's results are missing.
const ERROR_EVENTS = new Set([
  'file changed after reading',
  'file changed after moving',
  'results not written',
  'drop folder full',
]);

export async function runWatch(argv: WatchArgv, io: CommandIo, readSettings: () => Settings): Promise<number> {
  const settings = readSettings();
  const settleMs = settleMsOf(argv, settings);
  // After a signal the file in hand finishes its requests in flight (up to the timeout).
  io.stopWithin?.(settings.api.timeoutMs + 10_000);
  const root = resolve(io.cwd, String(argv.folder));
  const mappingOverride = argv.mapping ? resolve(io.cwd, argv.mapping) : undefined;
  // Lines name dropped files, outside text: the log escapes their control characters.
  const log = createLog({
    format: argv.logFormat,
    write: (line) => (argv.json || io.stdoutClosed ? (io.stderrLogLine ?? io.stderr)(line) : io.stdout(line)),
    stamp: io.stampLogLines === true,
    jsonOnlyEvents: ['file claimed', 'watcher stopped'],
  });
  io.keepRunningOnHangup?.(() =>
    log.warn({ event: 'SIGHUP received' }, 'SIGHUP received: nothing to reload; still running'),
  );
  if (!argv.json) io.tellWhenStdoutClosed?.('the log lines go to standard error');
  // A refused drop folder is refused before the journal is opened or anything is printed.
  const folders = openDropFolders(root, settings.journalFile);
  const keepDays = keepDaysOf(argv, settings);
  const removeOld = () => {
    if (keepDays === undefined) return;
    const retention = [
      { path: folders.results, kind: 'outputs' as const },
      { path: folders.done, kind: 'moved' as const },
    ];
    const old = removeOldOutputs(retention, keepDays, new Date());
    if (old.removed.length + old.problems.length > 0)
      log.info(
        { event: 'old files removed', removed: old.removed, problems: old.problems },
        describeRemoved(old, keepDays),
      );
  };
  refuseCommandJournalRecreated(settings, argv.newJournal);
  // One wait for a locked (or, on PostgreSQL, unreachable) journal, the upload's, said once.
  const journal = await openCommandJournal(settings.journalFile, io, {
    checkKeyIndex: true,
    busyTimeoutMs: settings.upload.journalWaitMs,
    reconnectWithinMs: settings.upload.journalWaitMs,
  });
  const stopTelling = tellJournalWaits(journal, log);
  // A dropped file's name may hold the key or a long URL password: named with *** everywhere, as it is moved.
  const secrets = dataSecretsOf({ apiKey: settings.api.apiKey ?? '', baseUrl: settings.api.baseUrl ?? '' });
  const maskName = (text: string) => withoutDataSecrets(text, secrets);
  // A watcher waiting out its journal writes no beat: its claims are judged by that wait.
  const claims = journalClaims(journal, { maskName, journalWaitMs: settings.upload.journalWaitMs });
  // Recorded with each run: an auditor tells the drop folder's uploads from uploads by hand.
  const startedBy = watchStarter(readRunStarter(io.env), root);
  try {
    // As for upload: a watcher started elsewhere with a fresh journal would post every file again.
    const registerProblem = await checkCommandJournalRegister(journal, settings, argv.newJournal);
    if (registerProblem) log.warn({ event: 'journal register unusable' }, registerProblem);
    const opened = await openTarget(settings.api, { stateDir: sandboxStateDir(settings) });
    try {
      const { target } = opened;
      const watching = `watching ${join(root, 'inbox')} every ${settings.watch.pollMs} ms for ${describeTarget(target)}`;
      if (argv.logFormat === 'json')
        log.info({ event: 'watcher started', folder: root, once: Boolean(argv.once) }, watching);
      else if (!argv.once)
        io.stderr(`invoice-batch: ${escapeControlCharacters(watching)}; stop with SIGTERM or Ctrl-C\n`);
      removeOld();
      // A watcher runs for months: what it wrote is checked again every hour.
      const retention = setInterval(removeOld, RETENTION_CHECK_MS).unref();
      const beat = beatWatcher({
        root,
        once: Boolean(argv.once),
        mask: (text) => (io.redact ? io.redact(maskName(text)) : maskName(text)),
        writer: heartbeatWriter(watcherHeartbeatPath(root), (problem) =>
          log.warn({ event: 'heartbeat not written' }, problem),
        ),
      });
      const summary = await watchDropFolder({
        root,
        journalFile: settings.journalFile,
        settleMs,
        pollMs: settings.watch.pollMs,
        retryMs: settings.watch.retryMs,
        retryMaxMs: settings.watch.retryMaxMs,
        once: Boolean(argv.once),
        signal: io.signal,
        claims,
        maskName,
        // A file's line names its runs; runId, the last of them, is the field every line of a run carries.
        // A handled file that needs a person is a warning, as a monitor alerts on; its fields are its files[] entry.
        // A parked file tried again for the same cause was warned of once, when first parked.
        log: (line, event, runIds, file) => {
          beat.noteEvent(event);
          log[
            ERROR_EVENTS.has(event)
              ? 'error'
              : file && needsPerson(file) && event !== 'file still parked'
                ? 'warn'
                : 'info'
          ](
            {
              event,
              ...(runIds ? { runId: runIds.at(-1), runIds: [...runIds] } : {}),
              ...(file ? handledFileFields(file, maskName) : {}),
            },
            line,
          );
        },
        noteNotTaken: (entry, folders) =>
          noteEntryNotTaken(
            entry,
            { folder: folders[entry.folder], results: folders.results },
            {
              target: describeTarget(target),
              sandbox: target.sandbox,
              dateStyle: settings.dateStyle,
              now: new Date(),
            },
          ),
        recordFilePlace: async (runIds, path) => {
          try {
            for (const runId of runIds) await journal.runs.setRunSourcePath(runId, maskName(path));
          } catch (error) {
            // The file is moved and its invoices recorded: only the run's pointer to it is stale.
            const why = error instanceof Error ? error.message : String(error);
            log.warn(
              { event: 'source path not recorded', runIds: [...runIds] },
              maskName(`${path}: not recorded as the runs' source (${why})`),
            );
          }
        },
        resultsFromJournal: journalResults(journal, { target, dateStyle: settings.dateStyle }),
        noteChangedAfterMove: (change, reason, folders) =>
          noteChangedAfterMove(change, reason, folders.results, {
            target: describeTarget(target),
            sandbox: target.sandbox,
            dateStyle: settings.dateStyle,
            now: new Date(),
          }),
        handle: (file, folders) => {
          const name = maskName(file.name);
          log.info({ event: 'file claimed', file: name, retaken: file.retaken }, `${name}: claimed`);
          return handleDropFile(file, folders, {
            journal,
            target,
            rules: settings.watch.rules,
            journalLocation: settings.journalFile,
            mappingOverride,
            duplicates: {
              messagePattern: settings.api.duplicateMessagePattern,
              instancePattern: settings.api.duplicateInstancePattern,
            },
            rejectsDuplicates: settings.api.rejectsDuplicates,
            stopAfterRejections: settings.upload.stopAfterRejections,
            journalWaitMs: settings.upload.journalWaitMs,
            startedBy,
            dateStyle: settings.dateStyle,
            signal: io.signal,
            beforeFirstSend: async () => {
              const problem = await recordCommandJournal(journal, settings, argv.newJournal);
              if (problem) log.warn({ event: 'journal register unusable' }, problem);
            },
          });
        },
        onPass: beat.passEnded,
      })
        .then(
          async (done) => (await beat.stopped(), done),
          async (error: unknown) => {
            await beat.stopped(error);
            throw error;
          },
        )
        .finally(() => clearInterval(retention));
      const { files: _files, ...counts } = summary;
      log.info({ event: 'watcher stopped', ...counts }, 'watcher stopped');
      const leftNotTaken = argv.once ? undefined : describeLeftNotTaken(summary.notTaken);
      if (leftNotTaken) log.warn({ event: 'entries left not taken', leftNotFiles: summary.leftNotFiles }, leftNotTaken);
      if (argv.json) io.stdout(`${JSON.stringify({ target: describeTarget(target), ...summary })}\n`);
      return watchExitCode(summary, Boolean(argv.once));
    } finally {
      await opened.close();
    }
  } finally {
    stopTelling();
    claims.close();
    await journal.close();
  }
}
