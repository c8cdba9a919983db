/**
 * Why a run takes no more invoices by itself, from the create answers as they are recorded: the
 * finance API refused the key or could not be reached (watch-api-health.ts), or the first
 * invoices sent were all rejected for one reason (watch-rejection-storm.ts). Each reason, once
 * found, stays.
 */
import type { CreateOutcome } from '../../finance-api/call-outcome.js';
import { HEALTHY, nextApiHealth } from './watch-api-health.js';
import { startRejectionWatch, watchRejections } from './watch-rejection-storm.js';

export interface HaltWatch {
  record(outcome: CreateOutcome): void;
  /** The API refused the key or could not be reached. */
  apiHalt(): string | undefined;
  /** The first invoices sent were all rejected for one reason. */
  stormHalt(): string | undefined;
}

/** @param stopAfterRejections the rejections, all for one reason, that make a storm; 0 for none */
export function createHaltWatch(stopAfterRejections: number): HaltWatch {
  let health = HEALTHY;
  let storm = startRejectionWatch(stopAfterRejections);
  let stormHalt: string | undefined;
  return {
    record(outcome) {
      health = nextApiHealth(health, outcome);
      const watched = watchRejections(storm, outcome);
      storm = watched.watch;
      stormHalt ??= watched.stop;
    },
    apiHalt: () => health.halt,
    stormHalt: () => stormHalt,
  };
}
