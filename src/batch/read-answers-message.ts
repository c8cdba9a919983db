/**
 * Reads back the answers an upload listed in its message when it could not save them to a file
 * (keep-unrecorded-answers.ts): the message as an operator keeps it, pasted, or a scheduler's log or
 * mail around it, each line with a prefix of its own (a time, a run). Pure.
 */
import type { UnrecordedAnswer } from '../errors.js';

/** An answer as the message tells it: without its target, which resolve looks for on every target. */
type ListedAnswer = Omit<UnrecordedAnswer, 'targetIdentity'>;

/** `25 answers came in that the journal could not record (25 created); ...`. */
const HEADER = /\b(\d+) answers came in that the journal could not record\b(.*)$/;
const SAVED_IN = /they are saved in (\S+)/;
/**
 * `  run 5, 0000100039 / DH-366-0071: created as instance 0030001220`. An invoice number may hold
 * `: `, so the answer is told by how describeOutcome begins each kind.
 */
const ANSWER =
  /\brun (\d+), (.+?) \/ (.+?): (created as instance (\d+)|refused by the finance system: .*|HTTP \d{3}\b.*|not sent: .*|no answer: .*|in doubt, may have been created: .*|the answer .*)$/;
const MORE = /\.\.\. and \d+ more$/;

function outcomeOf(detail: string): string {
  if (detail.startsWith('created as instance ')) return 'created';
  if (detail.startsWith('refused by the finance system: ')) return 'rejected';
  if (detail.startsWith('HTTP ')) return 'http-error';
  if (detail.startsWith('not sent: ')) return 'not-sent';
  if (detail.startsWith('no answer: ')) return 'timeout';
  if (detail.startsWith('in doubt')) return 'in-doubt';
  return 'other-instance';
}

/** The answers of one message: those its lines list, and how many its header says it holds. */
interface MessageBlock {
  count: number;
  savedIn: string | undefined;
  answers: ListedAnswer[];
  more: boolean;
}

/**
 * The answers every such message in `text` lists; undefined when `text` holds no such message, a
 * problem when a message lists fewer answers than it says it holds (the rest are in its file).
 */
export function readAnswersMessage(text: string): { answers: ListedAnswer[] } | { problem: string } | undefined {
  const blocks: MessageBlock[] = [];
  for (const line of text.split(/\r?\n/)) {
    const header = HEADER.exec(line);
    if (header) {
      blocks.push({ count: Number(header[1]), savedIn: SAVED_IN.exec(header[2]!)?.[1], answers: [], more: false });
      continue;
    }
    const block = blocks.at(-1);
    const answer = ANSWER.exec(line);
    if (block && answer) {
      const detail = answer[4]!;
      const instanceId = answer[5];
      block.answers.push({
        runId: Number(answer[1]),
        payeeId: answer[2]!,
        invoiceNumber: answer[3]!,
        // Not in the message: resolve finds the invoice by its key, on whichever target holds it.
        invoiceId: '',
        outcome: outcomeOf(detail),
        ...(instanceId === undefined ? {} : { instanceId }),
        detail,
      });
    } else if (block && MORE.test(line)) block.more = true;
  }
  if (blocks.length === 0) return undefined;
  for (const block of blocks)
    if (block.more || block.answers.length !== block.count) {
      const file = block.savedIn ? `: give the file it names: ${block.savedIn}` : '';
      return {
        problem: `the message lists ${block.answers.length} of the ${block.count} answers it holds${file}`,
      };
    }
  return { answers: blocks.flatMap((block) => block.answers) };
}
