/**
 * Reads back the file an upload saved when the journal could not record the answers that came in
 * (keep-unrecorded-answers.ts), for `resolve --from`. Anything else is refused with what it is.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { z } from 'zod';
import { InputFileError, type UnrecordedAnswer } from '../errors.js';

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

const EXPECTED = 'expected the unrecorded-answers-*.json file an upload saved';

export async function readUnrecordedAnswers(path: string): Promise<SavedAnswer[]> {
  const file = basename(path);
  const text = await readFile(path, 'utf8').catch((error: unknown) => {
    throw new InputFileError(`cannot read the file: ${(error as Error).message}`, { file }, { cause: error });
  });
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new InputFileError(`${EXPECTED} (a JSON list), got text that is not JSON`, { file });
  }
  const parsed = z.array(answerSchema).safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    throw new InputFileError(`${EXPECTED}, got JSON of another shape${where}: ${issue?.message ?? ''}`, { file });
  }
  return parsed.data;
}
