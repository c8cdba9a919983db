/**
 * The detail of an invoice skipped because its key was created under another target of the
 * journal, written by plan-other-target.ts and read back by the Results Message and the run's
 * exceptions (the Summary's and the terminal's counts by target): one writer and one reader, so the
 * words and what is read from them cannot drift apart. Pure.
 */
import { maskUrlCredentials } from '../finance-api/mask-url-credentials.js';
import { DIFFERENT_INVOICE_DETAIL } from './invoice-state.js';

/** What to do when the other target is not this finance system; it ends every detail about another target. */
export const IF_DIFFERENT_TARGET = 'if that is a different finance system, upload again with --distinct-target';

/** How the detail begins when the same invoice was created there; the target follows. */
const CREATED_THERE_START = 'created by an earlier upload under another target, ';

/** What a skip under another target names of the invoice created there. */
export interface CreatedThere {
  /** The other target's identity; an address's credentials are masked in the detail (and so when read back). */
  target: string;
  /** The instance created there: digits (read-instance-id.ts), or `?` when none was recorded; never a space. */
  instanceId: string;
  /** The local day it was created (`2026-11-27`), or `an earlier day` when the journal has no time. */
  day: string;
  runId: number;
}

// Settings refuse an address with credentials, but what is recorded must not rely on that.
const where = (there: CreatedThere): string =>
  `${maskUrlCredentials(there.target)}, as instance ${there.instanceId} on ${there.day} (run ${there.runId}); ${IF_DIFFERENT_TARGET}`;

/** The detail of an invoice skipped because the same invoice was created under `there.target`. */
export function createdThereDetail(there: CreatedThere): string {
  return `${CREATED_THERE_START}${where(there)}`;
}

/** The detail of an invoice held because a different invoice with its key was created under `there.target`. */
export function differentThereDetail(there: CreatedThere): string {
  return `${DIFFERENT_INVOICE_DETAIL} under another target, ${where(there)}`;
}

// The target is greedy: it may itself hold ", as instance " or parentheses; the instance id has no space.
const CREATED_THERE = new RegExp(
  `^${escape(CREATED_THERE_START)}(.*), as instance (\\S+) on (.+) \\(run (\\d+)\\); ${escape(IF_DIFFERENT_TARGET)}$`,
  's',
);

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');
}

/** What `createdThereDetail` wrote, read back from a detail; undefined for any other detail. */
export function readCreatedThere(detail: string | null): CreatedThere | undefined {
  const match = CREATED_THERE.exec(detail ?? '');
  if (!match) return undefined;
  const [, target, instanceId, day, runId] = match as unknown as [string, string, string, string, string];
  return { target, instanceId, day, runId: Number(runId) };
}
