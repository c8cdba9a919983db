/**
 * One run at a time of a kind of job (reconcile) per journal, whoever starts it: a scheduled job,
 * `schedule --run-now` or a user. The lease is taken and renewed as every lease of the journal is
 * (batch/take-lease.ts).
 */
import { JobBusyError } from '../errors.js';
import { STALE_AFTER_MS, type ThisProcess } from '../batch/run-liveness.js';
import { renewLeases, takeLease } from '../batch/take-lease.js';
import { thisProcess } from '../batch/this-process.js';
import type { Journal } from '../journal/open-journal.js';
import type { JobLease } from '../journal/schedule-runs.js';

export interface JobLeaseOptions {
  /** @default this process */
  self?: ThisProcess;
  /** How often the lease is renewed while held, ms. @default 10000 */
  heartbeatMs?: number;
  /** A lease not renewed for this long belongs to a process that is gone, ms. @default STALE_AFTER_MS */
  staleAfterMs?: number;
}

export type JobLeaseResult =
  | { held: true; release(): Promise<void> }
  /** Another live process holds it. */
  | { held: false; holder: JobLease };

export async function holdJobLease(
  journal: Journal,
  name: string,
  options: JobLeaseOptions = {},
): Promise<JobLeaseResult> {
  const self = options.self ?? thisProcess();
  // Read and written through `tx` alone: taken again on a new connection after a cut that left nothing committed.
  const holder = await journal.transaction(
    async (tx) => {
      // Stamped on each try, by the journal's clock: a try after cuts is not stamped as old as the first.
      const at = await tx.runs.leaseNow();
      const lease: JobLease = {
        name,
        host: self.host,
        pid: self.pid,
        processToken: self.token,
        claimedAt: at,
        heartbeatAt: at,
      };
      return takeLease(
        {
          insert: (l) => tx.schedule.insertJobLease(l),
          find: () => tx.schedule.findJobLease(name),
          takeOver: (l, previousToken) => tx.schedule.takeOverJobLease(l, previousToken),
        },
        lease,
        self,
        // Its holder (reconcile) waits for its journal the default minute at most, within the limit.
        { staleAfterMs: options.staleAfterMs ?? STALE_AFTER_MS },
      );
    },
    { repeatable: true },
  );
  if (holder) return { held: false, holder };
  const stop = renewLeases(journal, options.heartbeatMs ?? 10_000, (now) =>
    journal.schedule.touchJobLease(name, self.token, now),
  );
  return {
    held: true,
    async release() {
      stop();
      await journal.schedule.deleteJobLease(name, self.token);
    },
  };
}

/**
 * Runs `work` while holding the lease `name`, released after.
 * @throws JobBusyError (exit 75) naming since when, on which host and pid, another process holds it
 */
export async function whileHoldingJobLease<T>(
  journal: Journal,
  name: string,
  work: () => Promise<T>,
  options: JobLeaseOptions = {},
): Promise<T> {
  const lease = await holdJobLease(journal, name, options);
  if (!lease.held) {
    const { holder } = lease;
    throw new JobBusyError(
      `another ${name} is running on this journal since ${holder.claimedAt} (host ${holder.host}, pid ${holder.pid}); ` +
        'this one did nothing: wait for that one to finish, or try again later',
    );
  }
  try {
    return await work();
  } finally {
    await lease.release();
  }
}
