/** What `validate` does, loaded when the command runs (validate-command.ts describes its flags). */
import { describeSheetRead } from '../mapping/hidden-sheet-read.js';
import { basename, resolve } from 'node:path';
import { EXIT_FAILED, EXIT_NO_INVOICES, EXIT_OK } from '../errors.js';
import { loadMapping } from '../mapping/load-mapping.js';
import { invoiceTables } from '../mapping/read-invoices.js';
import { formatProblem } from '../mapping/mapped-invoice.js';
import { validateFile, type FileValidation } from '../batch/validate-file.js';
import { formatValidateSummary } from '../print/format-validate-summary.js';
import { showValidateProgress } from '../print/show-validate-progress.js';
import { formatSkippedRows } from '../batch/format-skipped-rows.js';
import { advertiserReadOptionsFromFile } from '../advertisers/advertiser-read-options.js';
import { advertiserListJson, describeAdvertiserList } from '../advertisers/describe-advertiser-list.js';
import { refreshAdvertisersCommand } from './settings-flags-command.js';
import { targetIdentityOf, sandboxStateDir } from './open-target.js';
import { checkOutFolder } from './flag-wording.js';
import { dataSecretsOf, withoutDataSecrets } from '../mapping/scrub-data-text.js';
import { validationFileName } from '../report/validation/write-validation-workbook.js';
import { settingsFromArgv } from './api-options.js';
import { escapeControlCharacters, printableJson } from '../terminal/escape-control-characters.js';
import { journalOpener, ONLY_READING } from './open-command-journal.js';
import type { CommandIo } from './cli-command.js';
import type { Settings } from '../settings.js';
import { replacedCellWarning } from '../report/annotated-copy/replaced-cells.js';
import { formatUploadHolds, hasJournalToRead, readUploadHolds } from './read-upload-holds.js';
import { plural } from '../invoice/format-count.js';
import { describeNoInvoices, everyRowLeftOut } from '../batch/every-row-left-out.js';

export type ValidateArgv = Parameters<typeof settingsFromArgv>[0] & {
  file: string;
  mapping: string;
  json?: boolean;
  workbook?: boolean;
  annotate?: boolean;
};

/** Problems printed in text mode; all of them are in the workbook. */
const SHOWN_PROBLEMS = 20;

/** Where the annotated copy went, or why there is none; '' when none was asked for. */
function annotationText(result: FileValidation): string {
  if (result.annotatedFile)
    return `Annotated copy: ${result.annotatedFile}${result.annotatedNote ? ` (${result.annotatedNote})` : ''}\n`;
  if (result.annotationProblem)
    return `Annotated copy not written: ${escapeControlCharacters(result.annotationProblem)}\n`;
  return '';
}

export async function runValidate(argv: ValidateArgv, io: CommandIo, readSettings: () => Settings): Promise<number> {
  const settings = readSettings();
  // A machine reading --json asked for the figures, not for a file in output/; --out or --workbook asks for one.
  const writeWorkbook = argv.workbook ?? (!argv.json || argv.out !== undefined);
  if (writeWorkbook || argv.annotate) checkOutFolder(settings);
  const mapping = await loadMapping(resolve(io.cwd, argv.mapping));
  const file = resolve(io.cwd, argv.file);
  for (const warning of mapping.warnings) io.stderr(`invoice-batch: warning: ${argv.mapping}: ${warning}\n`);
  const started = Date.now();
  // The list of the system an upload with these settings would post to, as upload reads it.
  const target = targetIdentityOf(settings.api, sandboxStateDir(settings));
  const advertisers = await advertiserReadOptionsFromFile(
    settings.journalFile,
    journalOpener(io, ONLY_READING),
    mapping,
    target,
  );
  const refresh = refreshAdvertisersCommand(argv);
  const listSentence = describeAdvertiserList(advertisers.state, new Date(), refresh);
  // Only a terminal sees progress; a machine reading --json, a pipe or a log gets the result alone.
  const progress = io.isTTY && !argv.json ? showValidateProgress(file, io.stderr, { columns: io.columns }) : undefined;
  // Its outputs are named after the file by the rule every written file name follows.
  const dataSecrets = dataSecretsOf({ apiKey: settings.api.apiKey ?? '', baseUrl: settings.api.baseUrl ?? '' });
  const result = await validateFile(file, mapping, {
    ...advertisers.options,
    refreshAdvertisers: refresh,
    advertiserList: listSentence,
    secrets: dataSecrets,
    apiKey: settings.api.apiKey,
    passwords: dataSecrets.passwords,
    maxRequestBytes: settings.api.maxRequestBytes,
    workbookFile: writeWorkbook
      ? validationFileName(settings.outDir, withoutDataSecrets(basename(file), dataSecrets), new Date())
      : undefined,
    dateStyle: settings.dateStyle,
    annotate: argv.annotate
      ? {
          tables: invoiceTables(mapping),
          outDir: settings.outDir,
          at: new Date(),
          secrets: dataSecrets,
        }
      : undefined,
    keepProblems: argv.json ? Infinity : SHOWN_PROBLEMS,
    // Kept only for a journal to hold them against: ~150 B an invoice (58 MB at 400,000).
    keepValidInvoices: hasJournalToRead(settings.journalFile),
    onInvoice: progress?.onInvoice,
  }).finally(() => progress?.finish());
  const { summary } = result;
  const allLeftOut = everyRowLeftOut(summary.invoices, result.skippedRows);
  // Not problems: the cells are not posted, so no invoice is invalid for them; the copy changed them all the same.
  const name = withoutDataSecrets(basename(file), dataSecrets);
  const warnings = (result.replacedCells ?? []).map((cell) => replacedCellWarning(name, cell));
  const { holds: uploadHolds, unknown: holdsUnknown } = await readUploadHolds(
    settings.journalFile,
    io,
    target,
    result.validInvoices ?? [],
  );
  if (holdsUnknown !== undefined)
    io.stderr(
      `What upload would not post is unknown: the journal could not be read (${escapeControlCharacters(holdsUnknown)})\n`,
    );

  if (argv.json) {
    const { invoices, valid, invalid, totals, untotalled } = summary;
    const advertiserList = advertiserListJson(advertisers.state, new Date(), refresh);
    const { problems, skippedRows, sheet } = result;
    const json = {
      sheet: sheet ?? null,
      // The sheet read is hidden in the workbook, and which visible sheets have its headers; null when it is not.
      hiddenSheet: result.hiddenSheet ?? null,
      invoices,
      valid,
      invalid,
      totals,
      untotalled,
      skippedRows,
      // Rows were read and the mapping's rules left out every one: exit 1, skippedRows names the rules.
      everyRowLeftOut: allLeftOut.length > 0,
      problems,
      advertiserList,
      // What upload would not post, by reason; null without a journal to read.
      uploadHolds: uploadHolds ?? null,
      // Only when a journal is there but could not be read: why uploadHolds is null.
      ...(holdsUnknown === undefined ? {} : { uploadHoldsUnknown: holdsUnknown }),
      // Named as upload's JSON names its results workbook: the path, or null when none was written.
      results: result.workbookFile ?? null,
      // As upload's JSON names it; null when the copy could not be written (standard error says why).
      ...(argv.annotate ? { annotated: result.annotatedFile ?? null, warnings } : {}),
    };
    io.stdout(`${printableJson(json, 2)}\n`);
    if (result.workbookFile) io.stderr(`Validation workbook: ${result.workbookFile}\n`);
    io.stderr(annotationText(result));
  } else {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    const sheet =
      result.sheet === undefined
        ? ''
        : ` (sheet ${escapeControlCharacters(describeSheetRead(result.sheet, result.hiddenSheet))})`;
    let text = `${argv.file}${sheet} read with ${argv.mapping} in ${seconds} s\n${formatValidateSummary(summary)}`;
    text += formatSkippedRows(result.skippedRows);
    text += `\n${escapeControlCharacters(listSentence)}\n`;
    if (summary.problems > 0) {
      text += `\nProblems (${summary.problems}):\n`;
      for (const problem of result.problems) text += `  ${escapeControlCharacters(formatProblem(problem))}\n`;
      const more = summary.problems - result.problems.length;
      if (more > 0)
        text += `  ... and ${more} more${result.workbookFile ? ' in the workbook' : ' (--json lists them all)'}\n`;
    }
    text += formatUploadHolds(uploadHolds ?? [], summary.valid);
    if (warnings.length > 0) {
      text += `\nWarnings (${warnings.length}):\n`;
      for (const warning of warnings) text += `  ${escapeControlCharacters(formatProblem(warning))}\n`;
    }
    if (result.workbookFile) text += `\nValidation workbook: ${result.workbookFile}\n`;
    text += annotationText(result);
    if (summary.invoices === 0)
      text +=
        allLeftOut.length > 0
          ? "No invoices found: the mapping's rules left out every row read.\n"
          : 'No invoices found: every row was skipped or the table is empty.\n';
    io.stdout(text);
  }
  if (summary.invoices === 0) {
    io.stderr(`invoice-batch: validate: ${escapeControlCharacters(name)}: ${describeNoInvoices(allLeftOut)}\n`);
    return EXIT_NO_INVOICES;
  }
  if (summary.invalid === 0) return EXIT_OK;
  const where = result.workbookFile ? `listed in ${result.workbookFile}` : 'listed above';
  io.stderr(
    `invoice-batch: validate: ${summary.invalid} of ${summary.invoices} invoices are invalid (${plural(summary.problems, 'problem')}, ${argv.json ? 'in the JSON' : where}): fix them before uploading\n`,
  );
  return EXIT_FAILED;
}
