/**
 * Answers that came in while the journal could not be written (a PostgreSQL server away for
 * longer than the reconnect wait): carried by the run's JournalError, saved beside the results and
 * listed in its message, so that an invoice the back-end created is never only in memory.
 */
import { JournalError, type UnrecordedAnswer } from '../errors.js';
import { describeOutcome } from '../finance-api/describe-outcome.js';
import { asJournalError } from '../journal/journal-error.js';
import { PRIVATE_FILE_MODE, writeOutputFile } from '../report/write-output-file.js';
import { shellWord } from '../terminal/shell-word.js';
import type { ClaimAnswer } from './send/send-claim.js';
import type { Claim } from './send/send-loop-options.js';

/** Invoices listed in the message itself; the file holds them all. */
const LISTED = 20;

/** The run's failure, as a JournalError carrying the answers it could not record. */
export function withUnrecordedAnswers(
  error: unknown,
  location: string,
  runId: number,
  answers: readonly ({ claim: Claim } & ClaimAnswer)[],
): unknown {
  const failure = asJournalError(error, location, 'cannot write the journal');
  if (answers.length === 0) return failure;
  const unrecorded: UnrecordedAnswer[] = answers.map(({ claim, outcome }) => ({
    runId,
    payeeId: claim.row.payeeId,
    invoiceNumber: claim.row.invoiceNumber,
    invoiceId: claim.row.invoiceId,
    targetIdentity: claim.row.targetIdentity,
    outcome: outcome.kind,
    instanceId: outcome.kind === 'created' ? outcome.instanceId : undefined,
    detail: describeOutcome(outcome),
  }));
  const message = failure instanceof Error ? failure.message : String(failure);
  const file = failure instanceof JournalError ? failure.file : location;
  const text = file && message.startsWith(`${file}: `) ? message.slice(file.length + 2) : message;
  const exitCode = failure instanceof JournalError ? failure.exitCode : undefined;
  return new JournalError(text, file, { cause: error, exitCode, unrecorded });
}

/**
 * Saves the answers a failed upload could not record (JSON, private to the owner) in `outDir`
 * and returns the error whose message lists them and names the file. `keepResults` is handed the
 * command that records them (undefined when they could not be saved) and returns lines to add
 * about the results written meanwhile. Any other error is returned as it is.
 */
export async function saveUnrecordedAnswers(
  error: unknown,
  outDir: string,
  resolveCommand = 'invoice-batch resolve',
  keepResults: (record: string | undefined) => Promise<string[]> = async () => [],
): Promise<unknown> {
  if (!(error instanceof JournalError)) return error;
  const { unrecorded } = error;
  if (unrecorded.length === 0) {
    const results = await keepResults(undefined);
    if (results.length === 0) return error;
    return new JournalError([error.message, ...results].join('\n'), undefined, {
      cause: error.cause,
      exitCode: error.exitCode,
    });
  }
  const saved = await writeOutputFile(
    { folder: outDir, base: 'unrecorded-answers', at: new Date(), extension: 'json' },
    async (stream) => void stream.end(`${JSON.stringify(unrecorded, null, 2)}\n`),
    PRIVATE_FILE_MODE,
  ).catch(() => undefined);
  const lines = unrecorded
    .slice(0, LISTED)
    .map((answer) => `  run ${answer.runId}, ${answer.payeeId} / ${answer.invoiceNumber}: ${answer.detail}`);
  if (unrecorded.length > LISTED) lines.push(`  ... and ${unrecorded.length - LISTED} more`);
  const where = saved ? `they are saved in ${saved}` : 'they could not be saved to a file either: keep this message';
  const created = unrecorded.filter((answer) => answer.outcome === 'created').length;
  // The file is read back by resolve --from, which records each answer as resolve records a user's.
  const record = saved ? `${resolveCommand} --from ${shellWord(saved)}` : undefined;
  const settle = record
    ? ['Once the journal is back, record them all with:', `  ${record}`]
    : [
        'Once the journal is back, record each with:',
        `  ${resolveCommand} <PayeeId/Invoice_Number> --instance-id <N>   (created as instance N)`,
        `  ${resolveCommand} <PayeeId/Invoice_Number> --not-created       (any other answer)`,
      ];
  const message = [
    `${error.message}`,
    `${unrecorded.length} answers came in that the journal could not record (${created} created); ${where}:`,
    ...lines,
    'Those invoices are in doubt in the journal: do not upload them again by hand.',
    ...settle,
    ...(await keepResults(record)),
  ].join('\n');
  return new JournalError(message, undefined, {
    cause: error.cause,
    exitCode: error.exitCode,
    unrecorded,
    unrecordedFile: saved,
    recordCommand: record,
  });
}
