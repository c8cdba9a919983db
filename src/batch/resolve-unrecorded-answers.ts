/**
 * `resolve --from FILE`: the answers an upload could not record (the journal was away) are recorded
 * once the journal is back, each as `resolve` records a user's answer (resolve-in-doubt.ts): the
 * created with their instance id, the rejected as rejected, the unsent as not created. Running it
 * again changes nothing: an answer already recorded is said to be.
 */
import type { Journal } from '../journal/open-journal.js';
import { displayKey } from '../journal/invoice-row.js';
import type { SavedAnswer } from './read-unrecorded-answers.js';
import { resolveInDoubt, type ResolveRequest, type ResolveResult } from './resolve-in-doubt.js';
import { ResolveRefusedError } from './refuse-resolve.js';

export interface AnswerSettlement {
  /** `PayeeId/Invoice_Number`. */
  key: string;
  answer: SavedAnswer;
  /**
   * settled: recorded now; recorded: the journal already holds this answer; in-doubt: the answer
   * itself did not say (look it up, then resolve it); refused: the journal disagrees (see `text`).
   */
  result: 'settled' | 'recorded' | 'in-doubt' | 'refused';
  text: string;
  settled?: ResolveResult['settled'];
}

/** What `answer` asks resolve to record, or undefined when it did not say whether the invoice was created. */
function requestOf(answer: SavedAnswer): Pick<ResolveRequest, 'instanceId' | 'notCreated' | 'rejected'> | undefined {
  switch (answer.outcome) {
    case 'created':
      return { instanceId: answer.instanceId };
    case 'rejected':
      return { notCreated: true, rejected: answer.detail };
    case 'http-error':
    case 'not-sent':
      return { notCreated: true };
    default:
      return undefined;
  }
}

/** The state the journal holds for an answer already recorded: the same instance, or not created. */
function alreadyRecorded(answer: SavedAnswer, state: string, instanceId: string | null): boolean {
  const digits = (id: string | null | undefined) => (id ?? '').replace(/^0+/, '');
  if (answer.outcome === 'created') return state === 'created' && digits(instanceId) === digits(answer.instanceId);
  // A claim never sent whose claim the journal did not keep (its turn rolled back) is still staged: nothing to record.
  if (answer.outcome === 'not-sent' && state === 'staged') return true;
  return state === 'failed' || state === 'rejected';
}

export async function resolveUnrecordedAnswers(
  journal: Journal,
  answers: readonly SavedAnswer[],
  options: Pick<ResolveRequest, 'checkInstance' | 'now' | 'by'> = {},
): Promise<AnswerSettlement[]> {
  const settlements: AnswerSettlement[] = [];
  for (const answer of answers) {
    const key = `${answer.payeeId}/${answer.invoiceNumber}`;
    const asked = requestOf(answer);
    if (!asked) {
      settlements.push({
        key,
        answer,
        result: 'in-doubt',
        text: `its answer did not say whether it was created (${answer.detail}): look it up in the finance system, then resolve it`,
      });
      continue;
    }
    try {
      const result = await resolveInDoubt(journal, {
        ...options,
        ...asked,
        reference: key,
        targetIdentity: answer.targetIdentity,
        savedAnswer: true,
      });
      settlements.push({ key, answer, result: 'settled', text: answer.detail, settled: result.settled });
    } catch (error) {
      if (!(error instanceof ResolveRefusedError)) throw error;
      const latest =
        error.refusal.kind === 'not-in-doubt' ? await journal.resolve.findLatestByReference(key) : undefined;
      if (latest && alreadyRecorded(answer, latest.state, latest.instanceId)) {
        settlements.push({
          key: displayKey(latest),
          answer,
          result: 'recorded',
          text: `already recorded: ${latest.state}${latest.instanceId ? ` as instance ${latest.instanceId}` : ''} (run ${latest.runId})`,
        });
      } else {
        settlements.push({ key, answer, result: 'refused', text: `not recorded: ${error.message}` });
      }
    }
  }
  return settlements;
}
