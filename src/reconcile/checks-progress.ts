/** How far reconcile's status calls are, for a progress line: counted as each check ends. Pure. */
import { countChecks } from './count-checks.js';
import type { StatusCheck } from './status-check.js';

export interface ChecksProgress {
  /** Invoices to check. */
  total: number;
  /** Invoices whose check ended, asked or not. */
  done: number;
  /** Of `done`, those a status call was made for: not those left after a halt or a stop. */
  asked: number;
  /** Of `asked`, the calls that failed, as the summary counts them (an unknown instance is a finding, not one). */
  failed: number;
}

export function startChecksProgress(total: number): ChecksProgress {
  return { total, done: 0, asked: 0, failed: 0 };
}

export function countCheck(progress: ChecksProgress, check: StatusCheck): ChecksProgress {
  const { notAsked, callsFailed } = countChecks([check]);
  return {
    total: progress.total,
    done: progress.done + 1,
    asked: progress.asked + 1 - notAsked,
    failed: progress.failed + callsFailed,
  };
}
