/**
 * Reads back the file an upload saved when the journal could not record the answers that came in
 * (keep-unrecorded-answers.ts), for `resolve --from`, or, when it could save them nowhere, its
 * message kept in a file (read-answers-message.ts). Anything else is refused with what it is.
 */
import { basename, dirname, resolve } from 'node:path';
import { z } from 'zod';
import { InputFileError, type UnrecordedAnswer } from '../errors.js';
import { readWholeTextFile } from '../sheets/read-whole-text-file.js';
import { readAnswersMessage } from './read-answers-message.js';

/**
 * The largest answers file read, bytes: 256 MiB holds about 800,000 saved answers (about 320 bytes
 * each as written), and JSON text much past it no longer fits in one string.
 */
export const MAX_ANSWERS_FILE_BYTES = 256 * 1024 * 1024;

const answerSchema = z.object({
  runId: z.number().int(),
  payeeId: z.string().min(1),
  invoiceNumber: z.string().min(1),
  invoiceId: z.string(),
  // Files saved before the target was kept: resolve looks on every target, and refuses when several hold the key.
  targetIdentity: z.string().min(1).optional(),
  outcome: z.string().min(1),
  instanceId: z.string().optional(),
  detail: z.string(),
});

/** A saved answer, as read back: its target is missing in files saved by older versions. */
export type SavedAnswer = Omit<UnrecordedAnswer, 'targetIdentity'> & { targetIdentity?: string | undefined };

const EXPECTED = 'expected the unrecorded-answers-*.json file an upload saved, or the message that listed its answers';

export async function readUnrecordedAnswers(path: string): Promise<SavedAnswer[]> {
  const file = basename(path);
  const read = await readWholeTextFile(path, MAX_ANSWERS_FILE_BYTES);
  if ('problem' in read) {
    // The name alone does not say where it was looked for: the saved file's folder is one of several.
    const where = read.problem === 'no such file' ? ` in ${dirname(resolve(path))}` : '';
    throw new InputFileError(`cannot read the file: ${read.problem}${where}`, { file });
  }
  const { text } = read;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    const message = readAnswersMessage(text);
    if (message && 'answers' in message) return message.answers;
    if (message) throw new InputFileError(message.problem, { file });
    throw new InputFileError(`${EXPECTED} (a JSON list), got text that is not JSON and holds no such message`, {
      file,
    });
  }
  const parsed = z.array(answerSchema).safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new InputFileError(`${EXPECTED}, got JSON of another shape${where}: ${issue?.message ?? ''}`, { file });
  }
  return parsed.data;
}
