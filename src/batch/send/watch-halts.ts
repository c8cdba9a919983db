/**
 * Why a run takes no more invoices by itself, from the create answers as they are recorded: the
 * finance API refused the key or could not be reached (watch-api-health.ts), no create operation
 * is at its address (watch-create-not-found.ts), or the first
 * invoices sent were all rejected for one reason (watch-rejection-storm.ts). Each reason, once
 * found, stays.
 */
import type { CreateOutcome } from '../../finance-api/call-outcome.js';
import { HEALTHY, nextApiHealth } from '../../finance-api/watch-api-health.js';
import { NO_NOT_FOUND, nextNotFoundRun, notFoundHalt } from '../../finance-api/watch-create-not-found.js';
import { startRejectionWatch, watchRejections } from './watch-rejection-storm.js';
import { readDuplicate, type DuplicateRules } from './interpret-create-outcome.js';
import { plural } from '../../invoice/format-count.js';

export interface HaltWatch {
  record(outcome: CreateOutcome): void;
  /** The API refused the key, could not be reached, or has no create operation at its address. */
  apiHalt(): string | undefined;
  /** The first invoices sent were all rejected for one reason. */
  stormHalt(): string | undefined;
  /**
   * Every create so far could not reach the API (at least one, fewer than the halt's three in a
   * row, or the run would have halted): why. A short file is then as undone as a long one.
   */
  neverReached(): string | undefined;
}

/**
 * @param stopAfterRejections the rejections, all for one reason, that make a storm; 0 for none
 * @param duplicates the profile's words for a duplicate: such a refusal says the invoice exists, no storm
 * @param keySource where the API key came from, named in the halt when it is refused
 */
export function createHaltWatch(
  stopAfterRejections: number,
  duplicates?: DuplicateRules,
  keySource?: string,
): HaltWatch {
  let health = HEALTHY;
  let notFound = NO_NOT_FOUND;
  let notFoundStop: string | undefined;
  let storm = startRejectionWatch(stopAfterRejections);
  let stormHalt: string | undefined;
  let unreached = 0;
  let reached = false;
  let lastReason = '';
  return {
    record(outcome) {
      health = nextApiHealth(health, outcome, keySource);
      notFound = nextNotFoundRun(notFound, outcome);
      notFoundStop ??= notFoundHalt(notFound);
      if (outcome.kind === 'not-sent' && !outcome.tooLarge) {
        unreached += 1;
        lastReason = outcome.reason;
      } else reached = true;
      if (outcome.kind === 'rejected' && duplicates && readDuplicate(outcome.message, duplicates).duplicate) return;
      const watched = watchRejections(storm, outcome);
      storm = watched.watch;
      stormHalt ??= watched.stop;
    },
    apiHalt: () => health.halt ?? notFoundStop,
    stormHalt: () => stormHalt,
    neverReached: () =>
      reached || unreached === 0
        ? undefined
        : `the finance API could not be reached (${plural(unreached, 'invoice')}, none reached it: ${lastReason})`,
  };
}
