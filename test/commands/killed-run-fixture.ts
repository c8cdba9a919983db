/**
 * A journal file left as a hard stop (SIGKILL, power loss) leaves it: a run in `sending` whose
 * process is gone, with one invoice it was sending and one it had not sent yet.
 */
import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { openJournal } from '../../src/journal/open-journal.js';
import { addInvoice, addRun } from '../journal/journal-fixture.js';

export interface KilledRunOptions {
  /** The run's target, for reconcile, which counts in-doubt invoices per target. */
  targetIdentity?: string;
  /** Make it the run of a live process (this test process) that beat just now, not a dead one. */
  alive?: boolean;
}

/** A pid no process has: one that just ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (child.pid === undefined) throw new Error('could not start a process to take a dead pid from');
  return child.pid;
}

/** Adds the run to the journal at `location`; returns its id. KILLED-1 was being sent, KILLED-2 not yet. */
export async function addKilledRun(location: string, options: KilledRunOptions = {}): Promise<number> {
  const journal = await openJournal(location);
  try {
    const now = new Date().toISOString();
    const run = await addRun(journal, {
      host: hostname(),
      pid: options.alive ? process.pid : deadPid(),
      processToken: 'killed-upload',
      startedAt: now,
      ...(options.targetIdentity ? { targetIdentity: options.targetIdentity } : {}),
    });
    await journal.runs.setRunStatus(run, 'sending', now);
    const target = options.targetIdentity ? { targetIdentity: options.targetIdentity } : {};
    const sending = await addInvoice(journal, run, 'KILLED-1', target);
    await journal.send.markSending(sending, now);
    await addInvoice(journal, run, 'KILLED-2', { ...target, seq: 2 });
    return run;
  } finally {
    await journal.close();
  }
}
