/**
 * Answers that came in while the journal could not be written (a PostgreSQL server away for
 * longer than the reconnect wait, a full disk): carried by the run's JournalError, saved beside the
 * results or, when that folder cannot take them, in the next folder that can, and listed in its
 * message, so that an invoice the back-end created is never only in memory.
 */
import { JournalError, type UnrecordedAnswer } from '../errors.js';
import { describeOutcome } from '../finance-api/describe-outcome.js';
import { asJournalError } from '../journal/journal-error.js';
import { shellWord } from '../terminal/shell-word.js';
import type { ClaimAnswer } from './send/send-claim.js';
import type { Claim } from './send/send-loop-options.js';
import { writeAnswersFile, type RefusedFolder } from './write-answers-file.js';
import { describeSentInDoubt } from './describe-sent-in-doubt.js';

/** Invoices listed in the message itself; the file holds them all. */
const LISTED = 20;

/** The run's failure, as a JournalError carrying the answers it could not record. */
export function withUnrecordedAnswers(
  error: unknown,
  location: string,
  runId: number,
  answers: readonly ({ claim: Claim } & ClaimAnswer)[],
): unknown {
  const failure = asJournalError(error, location, 'cannot write the journal', describeSentInDoubt(location));
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

/** Where the answers are, as the message says it: the file (and the folders that refused it), or nowhere. */
function describeWhere(saved: string | undefined, refused: readonly RefusedFolder[]): string {
  const tried = refused.map(({ folder, problem }) => `${folder}: ${problem}`).join('; ');
  if (saved) return `they are saved in ${saved}${tried ? ` (not in ${tried})` : ''}`;
  return `they could not be saved to a file (${tried}): this message is their only record`;
}

/**
 * Saves the answers a failed upload could not record (JSON, private to the owner) in the first of
 * `folders` that takes them (the output folder first) and returns the error whose message lists
 * them and names the file; when none takes them the message lists every answer, in the lines
 * `resolve --from` reads back from the message itself. `keepResults` is handed the
 * command that records them (undefined when they could not be saved) and returns lines to add
 * about the results written meanwhile. Any other error is returned as it is.
 */
export async function saveUnrecordedAnswers(
  error: unknown,
  folders: readonly string[],
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
  const { file: saved, refused } = await writeAnswersFile(unrecorded, folders);
  // Unsaved, the message is the only record: every answer is listed.
  const listed = saved ? LISTED : unrecorded.length;
  const lines = unrecorded
    .slice(0, listed)
    .map((answer) => `  run ${answer.runId}, ${answer.payeeId} / ${answer.invoiceNumber}: ${answer.detail}`);
  if (unrecorded.length > listed) lines.push(`  ... and ${unrecorded.length - listed} more`);
  const where = describeWhere(saved, refused);
  const created = unrecorded.filter((answer) => answer.outcome === 'created').length;
  const notSent = unrecorded.filter((answer) => answer.outcome === 'not-sent').length;
  // The file is read back by resolve --from, which records each answer as resolve records a user's.
  const record = saved ? `${resolveCommand} --from ${shellWord(saved)}` : undefined;
  const settle = record
    ? ['Once the journal is back, record them all with:', `  ${record}`]
    : [
        'Once the journal is back, save this message to a file (or keep the log or mail that holds it) and record them all with:',
        `  ${resolveCommand} --from FILE`,
      ];
  const message = [
    `${error.message}`,
    `${unrecorded.length} answers came in that the journal could not record (${created} created${notSent > 0 ? `, ${notSent} not sent` : ''}); ${where}:`,
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
