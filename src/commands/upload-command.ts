/**
 * `invoice-batch upload <file...> --mapping m.yaml`: post every invoice exactly once through the
 * journal and write the results workbook.
 */
import { join, resolve } from 'node:path';
import type { CliCommand } from './cli-command.js';
import { checkOutFolder } from './flag-wording.js';
import { withApiOptions } from './api-options.js';
import { UsageError } from '../errors.js';
import { openCommandJournal } from './open-command-journal.js';
import { openTarget } from './open-target.js';
import { describeTarget } from '../finance-api/api-target.js';
import { advertiserListJson, describeAdvertiserList } from '../advertisers/describe-advertiser-list.js';
import { commandWithSettingsFlags, refreshAdvertisersCommand } from './settings-flags-command.js';
import { loadMapping } from '../mapping/load-mapping.js';
import { uploadMappedFiles } from '../batch/upload-mapped-files.js';
import { createProgressReporter } from '../print/progress-reporter.js';
import { formatUploadSummary } from '../print/format-upload-summary.js';
import { formatUploadSkips } from '../batch/format-skipped-rows.js';
import { uploadExitCode, uploadJson } from '../print/upload-json.js';
import { listInDoubtKeys } from '../batch/list-in-doubt-keys.js';
import { describeRemoved, removeOldOutputs } from '../report/remove-old-outputs.js';
import { keepDaysOf } from './retention-options.js';
import { sharedFlag, withFlags } from './shared-flags.js';
import { DEFAULT_CONCURRENCY, DEFAULT_MAX_CONCURRENCY } from '../batch/concurrency-defaults.js';
import { DEFAULT_STOP_AFTER_REJECTIONS } from '../batch/send/watch-rejection-storm.js';
import { escapeControlCharacters, printableJson } from '../terminal/escape-control-characters.js';
import { checkConcurrency, checkNumbers, stopAfterRejections, type UploadArgv } from './check-upload-flags.js';

export const uploadCommand: CliCommand = {
  command: 'upload <file...>',
  describe: 'Post invoices exactly once and write the results workbook',
  builder: (yargs) =>
    withFlags(withApiOptions(yargs), { 'keep-days': true })
      .positional('file', { type: 'string', array: true, describe: 'CSV or XLSX files; each is one run' })
      .option(...sharedFlag('mapping', { demandOption: true, group: 'Upload:' }))
      .option('concurrency', {
        type: 'string',
        default: String(DEFAULT_CONCURRENCY),
        describe: 'Create requests in flight at most, or auto: find what the gateway allows',
        group: 'Upload:',
      })
      .option('max-concurrency', {
        type: 'number',
        default: DEFAULT_MAX_CONCURRENCY,
        describe: 'With --concurrency auto: requests in flight at most',
        group: 'Upload:',
      })
      .option('rate', { type: 'number', describe: 'Create requests per second at most', group: 'Upload:' })
      .option('partial', {
        type: 'boolean',
        describe: 'Post the valid invoices even when some are invalid',
        group: 'Upload:',
      })
      .option('force', {
        type: 'boolean',
        describe:
          'Post invoices held because one with the same PayeeId and Invoice_Number but other content was created; never one created with the same content',
        group: 'Upload:',
      })
      .option('retry-in-doubt', {
        type: 'boolean',
        describe: 'Re-post in-doubt invoices (profile must have rejectsDuplicates: true)',
        group: 'Upload:',
      })
      .option('stop-after-rejections', {
        type: 'number',
        describe: `Stop when the first N invoices sent were all rejected for one reason (default ${DEFAULT_STOP_AFTER_REJECTIONS})`,
        group: 'Upload:',
      })
      .option('stop-on-rejections', {
        type: 'boolean',
        describe: 'Stop on a rejection storm; --no-stop-on-rejections sends every invoice whatever the answers',
        group: 'Upload:',
      })
      .option('results', {
        choices: ['xlsx', 'csv'] as const,
        default: 'xlsx' as const,
        describe: 'Format of the results file',
        group: 'Output:',
      })
      .option('annotate', {
        type: 'boolean',
        describe: "Also write a copy of each file with every invoice's outcome, instance id and message on its rows",
        group: 'Output:',
      })
      .option(...sharedFlag('json', { describe: 'Print one JSON object on stdout, no progress' }))
      .example(
        '$0 upload month-end.xlsx --mapping mappings/register.yaml',
        'Post a month-end register to the default (sandbox) profile',
      )
      .example(
        '$0 upload export.csv --mapping m.yaml --profile production --concurrency 8',
        'Post to production, 8 requests at a time',
      )
      .example(
        '$0 upload month-end.xlsx --mapping m.yaml --annotate',
        "Also write month-end-annotated-<time>.xlsx: the file with each row's outcome",
      )
      .example(
        '$0 upload export.csv --mapping m.yaml --profile production --concurrency auto',
        'Find the concurrency the gateway allows, at most 32',
      )
      .example(
        '$0 upload export.csv --mapping m.yaml --partial',
        'Post the valid invoices of a file that has invalid ones',
      )
      .example(
        '$0 upload export.csv --mapping m.yaml --retry-in-doubt',
        'Re-post in-doubt invoices to a back-end that refuses duplicates',
      ),
  run: async (argv: UploadArgv, io, readSettings) => {
    checkNumbers(argv);
    const concurrency = checkConcurrency(argv);
    const stormLimit = stopAfterRejections(argv);
    const settings = readSettings();
    // After a signal the answers in flight are awaited (up to the timeout), then the results written.
    io.stopWithin?.(settings.api.timeoutMs + 10_000);
    checkOutFolder(settings.outDir);
    const keepDays = keepDaysOf(argv, settings);
    if (keepDays !== undefined) {
      const old = removeOldOutputs([{ path: settings.outDir, kind: 'outputs' }], keepDays, new Date());
      if (old.removed.length + old.problems.length > 0)
        io.stderr(
          `invoice-batch: ${escapeControlCharacters(`${settings.outDir}: ${describeRemoved(old, keepDays)}`)}\n`,
        );
    }
    if (argv.retryInDoubt && !settings.api.rejectsDuplicates) {
      throw new UsageError(
        `--retry-in-doubt is only safe when the back-end refuses a second invoice with the same PayeeId and Invoice_Number; profile "${settings.api.profile}" does not declare rejectsDuplicates: true`,
      );
    }
    const mappingPath = resolve(io.cwd, argv.mapping);
    const mapping = await loadMapping(mappingPath);
    const files = argv.file.map((file) => resolve(io.cwd, String(file)));
    const journal = await openCommandJournal(settings.journalFile, io, {
      checkKeyIndex: true,
      busyTimeoutMs: settings.upload.journalWaitMs,
      reconnectWithinMs: settings.upload.journalWaitMs,
    });
    try {
      const opened = await openTarget(settings.api, { stateDir: join(settings.outDir, 'sandbox') });
      try {
        const progress = argv.json
          ? undefined
          : createProgressReporter({ write: io.stderr, isTTY: io.isTTY, columns: io.columns });
        const resolveCommand = commandWithSettingsFlags(['resolve'], argv);
        const refresh = refreshAdvertisersCommand(argv);
        const report = await uploadMappedFiles(journal, mapping, {
          target: opened.target,
          files,
          mapping: argv.mapping,
          concurrency,
          maxConcurrency: argv.maxConcurrency,
          rate: argv.rate,
          partial: argv.partial,
          force: argv.force,
          retryInDoubt: argv.retryInDoubt,
          stopAfterRejections: stormLimit ?? settings.upload.stopAfterRejections,
          rejectsDuplicates: settings.api.rejectsDuplicates,
          duplicates: {
            messagePattern: settings.api.duplicateMessagePattern,
            instancePattern: settings.api.duplicateInstancePattern,
          },
          outDir: settings.outDir,
          resolveCommand,
          refreshAdvertisers: refresh,
          results: argv.results,
          dateStyle: settings.dateStyle,
          annotate: argv.annotate,
          signal: io.signal,
          // Lines from here on are about the run of the file in hand.
          onProgress: (p) => {
            io.noteRun?.(p.runId);
            progress?.update(p);
          },
          // Between progress lines: a terminal's progress line is cleared first.
          onNotice: (text) =>
            io.stderr(`${progress && io.isTTY ? '\r\x1b[K' : ''}invoice-batch: ${escapeControlCharacters(text)}\n`),
        });
        progress?.finish();
        if (argv.json) {
          const advertiserList = advertiserListJson(report.advertiserList, new Date(), refresh);
          const inDoubt = await listInDoubtKeys(journal, [...report.runs, ...(report.unwritten ?? [])]);
          const json = uploadJson(report, describeTarget(opened.target), inDoubt);
          const runs = json.runs.map((run) => ({ ...run, sheet: report.sheets.get(run.path) ?? null }));
          io.stdout(`${printableJson({ ...json, runs, skippedRows: report.skippedRows, advertiserList })}\n`);
        } else {
          const list = describeAdvertiserList(report.advertiserList, new Date(), refresh);
          const summary = formatUploadSummary(report, {
            journal: journal.location,
            dateStyle: settings.dateStyle,
            sheets: report.sheets,
            resolveCommand,
          });
          io.stdout(
            `${summary}\n${formatUploadSkips(report.skippedRows, files.length > 1)}${escapeControlCharacters(list)}\n`,
          );
        }
        for (const run of report.runs)
          if (run.resultsProblem) {
            io.noteRun?.(run.run.id);
            io.stderr(
              `invoice-batch: the results file could not be written: ${escapeControlCharacters(run.resultsProblem)}; every outcome is in the journal: invoice-batch journal --run ${run.run.id}\n`,
            );
          }
        if (report.halted)
          io.stderr(
            `invoice-batch: upload stopped: ${report.halted}; nothing more was sent; invoices not sent are safe to post again\n`,
          );
        else if (report.stopped)
          io.stderr(
            'invoice-batch: upload stopped: the answers in flight were recorded; invoices not sent are safe to post again\n',
          );
        return uploadExitCode(report);
      } finally {
        await opened.close();
      }
    } finally {
      await journal.close();
    }
  },
};
