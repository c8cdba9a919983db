/**
 * The detail of an invoice held in doubt behind a post in doubt under another target (the same
 * back-end reached by another address), written by plan-other-target.ts and read back by the
 * summaries: they print the resolve command it names, never the upload's own, which resolves
 * nothing there. Pure.
 */
import { maskUrlCredentials } from '../finance-api/mask-url-credentials.js';

/** How such a detail begins, before the run of the post it waits on. */
export const HELD_THERE_START = 'still in doubt from run ';

/** What follows the other target's identity. */
const THERE_END = ': resolve it there';

/** What a summary needs of a held row: where its doubt is, and the command that resolves it there. */
export interface HeldThere {
  /** The other target's identity, its address's credentials masked. */
  target: string;
  /** `resolve` with that target's flags and `--target`, up to where the invoice is named. */
  resolve: string;
}

/**
 * The detail of a row held behind `target`'s post in doubt from run `runId`.
 * @param resolve the command that resolves it there, up to where the invoice is named
 * @param key the invoice as resolve names it: PayeeId/Invoice_Number
 */
export function heldThereDetail(runId: number, target: string, resolve: string, key: string, after: string): string {
  const command = `${resolve} ${key}`;
  return `${HELD_THERE_START}${runId} under another target, ${maskUrlCredentials(target)}${THERE_END}: ${command} --instance-id <N> (it was created as instance N), or ${command} --not-created (it was not); ${after}`;
}

/** Whether `detail` is one of a row held behind a post in doubt under `target`. */
export function isHeldThere(detail: string | null, target: string): boolean {
  const text = detail ?? '';
  return text.startsWith(HELD_THERE_START) && text.includes(`under another target, ${maskUrlCredentials(target)}: `);
}

/**
 * Where the doubt of a held row is and its resolve command, from its detail; undefined for any
 * other row. A row held before the detail named the command this way gets `resolve --target`.
 * @param key the row's PayeeId/Invoice_Number
 */
export function readHeldThere(detail: string | null, key: string): HeldThere | undefined {
  const match = /^still in doubt from run \d+ under another target, (.+?): resolve it there(.*)$/s.exec(detail ?? '');
  if (!match) return undefined;
  const target = match[1]!;
  const rest = match[2]!;
  const named = rest.startsWith(': ') ? rest.slice(2).split(` ${key} --instance-id <N>`) : [];
  const resolve = named.length > 1 ? named[0]! : `invoice-batch resolve --target ${target}`;
  return { target, resolve };
}
