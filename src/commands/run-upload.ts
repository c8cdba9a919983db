/** What `upload` does, loaded when the command runs (upload-command.ts describes its flags). */
import { resolve } from 'node:path';
import { checkOutFolder } from './flag-wording.js';
import { JournalError, UsageError } from '../errors.js';
import { openCommandJournal } from './open-command-journal.js';
import { openTarget, sandboxStateDir } from './open-target.js';
import {
  checkCommandJournalRegister,
  recordCommandJournal,
  refuseCommandJournalRecreated,
} from './check-command-journal-register.js';
import { describeTarget } from '../finance-api/api-target.js';
import { advertiserListJson, describeAdvertiserList } from '../advertisers/describe-advertiser-list.js';
import { commandWithSettingsFlags, refreshAdvertisersCommand } from './settings-flags-command.js';
import { readRunStarter } from '../schedule/read-run-starter.js';
import { loadMapping } from '../mapping/load-mapping.js';
import { hashFile } from '../batch/hash-file.js';
import { uploadMappedFiles } from '../batch/upload-mapped-files.js';
import { createProgressReporter } from '../print/progress-reporter.js';
import { formatUploadSummary } from '../print/format-upload-summary.js';
import { formatUploadSkips } from '../batch/format-skipped-rows.js';
import { readStopOf, uploadExitCode, uploadJson } from '../print/upload-json.js';
import { listInDoubtKeys } from '../batch/list-in-doubt-keys.js';
import { describeRemoved, removeOldOutputs } from '../report/remove-old-outputs.js';
import { keepDaysOf } from './retention-options.js';
import { escapeControlCharacters, printableJson } from '../terminal/escape-control-characters.js';
import { checkConcurrency, stopAfterRejections, type UploadArgv } from './check-upload-flags.js';
import type { CommandIo } from './cli-command.js';
import type { Settings } from '../settings.js';
import { describeStopAtOnce } from '../print/describe-stop-at-once.js';
import { describeUploadStop } from '../print/describe-upload-stop.js';
import { uploadFailureLine } from '../print/upload-failure-line.js';
import { describeJournalAway } from '../print/describe-journal-away.js';
import { journalAwayJson } from '../print/journal-away-json.js';
import type { UploadProgress } from '../batch/upload-progress.js';
import { stateDirOf } from './state-dir-of.js';
import { describeSheetRead } from '../mapping/hidden-sheet-read.js';

export async function runUpload(argv: UploadArgv, io: CommandIo, readSettings: () => Settings): Promise<number> {
  const concurrency = checkConcurrency(argv);
  const stormLimit = stopAfterRejections(argv);
  const settings = readSettings();
  // After a signal the answers in flight are awaited (up to the timeout), then the results written.
  io.stopWithin?.(settings.api.timeoutMs + 10_000);
  checkOutFolder(settings);
  const keepDays = keepDaysOf(argv, settings);
  if (keepDays !== undefined) {
    const old = removeOldOutputs([{ path: settings.outDir, kind: 'outputs' }], keepDays, new Date());
    if (old.removed.length + old.problems.length > 0)
      io.stderr(`invoice-batch: ${escapeControlCharacters(`${settings.outDir}: ${describeRemoved(old, keepDays)}`)}\n`);
  }
  if (argv.retryInDoubt && !settings.api.rejectsDuplicates) {
    throw new UsageError(
      `--retry-in-doubt is only safe when the back-end refuses a second invoice with the same PayeeId and Invoice_Number; profile "${settings.api.profile}" does not declare rejectsDuplicates: true`,
    );
  }
  const mappingPath = resolve(io.cwd, argv.mapping);
  const mapping = await loadMapping(mappingPath);
  // Recorded with each run: the path alone does not tell two versions of the mapping apart.
  const mappingSha256 = await hashFile(mappingPath);
  const files = argv.file.map((file) => resolve(io.cwd, String(file)));
  refuseCommandJournalRecreated(settings, argv.newJournal);
  const journal = await openCommandJournal(settings.journalFile, io, {
    checkKeyIndex: true,
    busyTimeoutMs: settings.upload.journalWaitMs,
    reconnectWithinMs: settings.upload.journalWaitMs,
  });
  try {
    const registerProblem = await checkCommandJournalRegister(journal, settings, argv.newJournal);
    if (registerProblem) io.stderr(`invoice-batch: ${escapeControlCharacters(registerProblem)}\n`);
    const opened = await openTarget(settings.api, { stateDir: sandboxStateDir(settings) });
    try {
      const progress = argv.json
        ? undefined
        : createProgressReporter({ write: io.stderr, isTTY: io.isTTY, columns: io.columns });
      const resolveCommand = commandWithSettingsFlags(['resolve'], argv);
      // What the journal holds as sending, as committed: the next command finds these in doubt.
      let sendingHeld = 0;
      const showInDoubt = commandWithSettingsFlags(['journal', '--outcome', 'in-doubt'], argv, 'journal');
      const listInDoubtCommand = `${commandWithSettingsFlags(['journal'], argv, 'journal')} --outcome "in doubt" --json`;
      io.tellStopAtOnce?.(() => describeStopAtOnce(sendingHeld, showInDoubt, resolveCommand));
      const refresh = refreshAdvertisersCommand(argv);
      // The last progress of each run: what the journal recorded, should it go out of reach.
      const progressByRun = new Map<number, UploadProgress>();
      const report = await uploadMappedFiles(journal, mapping, {
        target: opened.target,
        files,
        mapping: argv.mapping,
        mappingSha256,
        // Recorded with each run: by hand, or which scheduled job.
        startedBy: readRunStarter(io.env),
        concurrency,
        maxConcurrency: argv.maxConcurrency,
        rate: argv.rate,
        partial: argv.partial,
        force: argv.force,
        sentDatesSwapped: argv.sentDatesSwapped,
        retryInDoubt: argv.retryInDoubt,
        stopAfterRejections: stormLimit ?? settings.upload.stopAfterRejections,
        journalWaitMs: settings.upload.journalWaitMs,
        rejectsDuplicates: settings.api.rejectsDuplicates,
        duplicates: {
          messagePattern: settings.api.duplicateMessagePattern,
          instancePattern: settings.api.duplicateInstancePattern,
        },
        outDir: settings.outDir,
        // A full disk holding the output folder: the answers it cannot take go to the state folder, or further.
        stateDir: stateDirOf(settings),
        resolveCommand,
        // Held behind another target: resolved with that target's address, not this upload's.
        resolveThereCommand: commandWithSettingsFlags(['resolve'], { ...argv, baseUrl: undefined, profile: undefined }),
        refreshAdvertisers: refresh,
        results: argv.results,
        dateStyle: settings.dateStyle,
        annotate: argv.annotate,
        signal: io.signal,
        beforeFirstSend: async () => {
          const problem = await recordCommandJournal(journal, settings, argv.newJournal);
          if (problem) io.stderr(`invoice-batch: ${escapeControlCharacters(problem)}\n`);
        },
        onSendingHeld: (rows) => (sendingHeld = rows),
        // Lines from here on are about the run of the file in hand.
        onProgress: (p) => {
          io.noteRun?.(p.runId);
          progressByRun.set(p.runId, p);
          progress?.update(p);
        },
        // Between progress lines: a terminal's progress line is cleared first.
        onNotice: (text) =>
          io.stderr(`${progress && io.isTTY ? '\r\x1b[K' : ''}invoice-batch: ${escapeControlCharacters(text)}\n`),
      }).catch((error: unknown) => {
        // The error (standard error) lists the answers not recorded; the summary says what was.
        if (error instanceof JournalError) {
          progress?.finish();
          io.stdout(
            argv.json
              ? `${printableJson(journalAwayJson(progressByRun, error, journal.location, listInDoubtCommand))}\n`
              : describeJournalAway(progressByRun, listInDoubtCommand, error.unrecorded.length),
          );
        }
        throw error;
      });
      progress?.finish();
      const resultsFiles = report.runs.flatMap((run) => (run.run.resultsFile ? [run.run.resultsFile] : []));
      io.tellWhenStdoutClosed?.(
        resultsFiles.length > 0
          ? `the summary is in ${escapeControlCharacters(resultsFiles.join(', '))}`
          : 'the summary is dropped; the outcomes are in the journal',
      );
      if (argv.json) {
        const advertiserList = advertiserListJson(report.advertiserList, new Date(), refresh);
        const inDoubt = await listInDoubtKeys(journal, [...report.runs, ...(report.unwritten ?? [])]);
        const json = uploadJson(report, describeTarget(opened.target), inDoubt);
        const runs = json.runs.map((run) => ({
          ...run,
          sheet: report.sheets.get(run.path) ?? null,
          // The sheet read is hidden in the workbook, and which visible sheets have its headers; null when it is not.
          hiddenSheet: report.hiddenSheets.get(run.path) ?? null,
        }));
        io.stdout(`${printableJson({ ...json, runs, skippedRows: report.skippedRows, advertiserList })}\n`);
      } else {
        const list = describeAdvertiserList(report.advertiserList, new Date(), refresh);
        const summary = formatUploadSummary(report, {
          journal: journal.location,
          dateStyle: settings.dateStyle,
          // A hidden sheet is named with what it is: the user sees another tab than the one read.
          sheets: new Map(
            [...report.sheets].map(([path, sheet]) => [
              path,
              sheet === undefined ? sheet : describeSheetRead(sheet, report.hiddenSheets.get(path)),
            ]),
          ),
          resolveCommand,
          listInDoubtCommand,
        });
        io.stdout(
          `${summary}\n${formatUploadSkips(report.skippedRows, files.length > 1)}${escapeControlCharacters(list)}\n`,
        );
      }
      for (const run of report.runs)
        if (run.resultsProblem) {
          io.noteRun?.(run.run.id);
          io.stderr(
            `invoice-batch: the results file could not be written: ${escapeControlCharacters(run.resultsProblem)}; every outcome is in the journal: ${commandWithSettingsFlags(['journal', '--run', String(run.run.id)], argv, 'journal')}\n`,
          );
        }
      const readStop = report.halted || !report.stopped ? undefined : readStopOf(report);
      if (readStop)
        io.stderr(`invoice-batch: upload stopped while a file was read: ${escapeControlCharacters(readStop)}\n`);
      if (report.halted || report.stopped) {
        const inDoubt = [...report.runs, ...(report.unwritten ?? [])].reduce((sum, run) => sum + run.counts.inDoubt, 0);
        const stop = { halted: report.halted, inDoubt, resolveCommand, listInDoubtCommand };
        io.stderr(`invoice-batch: ${describeUploadStop(stop)}\n`);
      } else {
        const failure = uploadFailureLine(report);
        if (failure) io.stderr(`invoice-batch: ${escapeControlCharacters(failure)}\n`);
      }
      return uploadExitCode(report);
    } finally {
      await opened.close();
    }
  } finally {
    await journal.close();
  }
}
