/**
 * Where each service keeps its heartbeat. The watcher's is in the drop folder itself, beside
 * inbox/ (never in it, so never taken as a dropped file), hidden: `health watch FOLDER` finds it
 * from the folder alone, whichever user the check runs as and wherever the config is; and a
 * watcher stuck on the folder's mount cannot write it, so it goes stale exactly when the folder
 * stops being served. The scheduler's is in the state folder (INVOICE_BATCH_STATE_DIR), which is
 * local and the scheduler's own: its jobs, not the scheduler, use the folders its config names.
 */
import { join } from 'node:path';

export const WATCHER_HEARTBEAT = '.watcher-heartbeat.json';
export const SCHEDULER_HEARTBEAT = 'scheduler-heartbeat.json';

export const watcherHeartbeatPath = (dropFolder: string): string => join(dropFolder, WATCHER_HEARTBEAT);

export const schedulerHeartbeatPath = (stateDir: string): string => join(stateDir, SCHEDULER_HEARTBEAT);
