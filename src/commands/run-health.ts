/** What `health` does, loaded when the command runs (health-command.ts describes its flags). */
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import type { CommandIo } from './cli-command.js';
import { UsageError } from '../errors.js';
import { locateJournalRegister } from '../settings/locate-journal-register.js';
import { pidExists } from '../batch/this-process.js';
import { schedulerHeartbeatPath, watcherHeartbeatPath } from '../health/heartbeat-paths.js';
import { readHeartbeat } from '../health/read-heartbeat.js';
import { judgeHeartbeat } from '../health/judge-heartbeat.js';
import { parseMaxAge } from '../health/parse-max-age.js';
import { stateDirOf } from './state-dir-of.js';

export interface HealthArgv {
  service: 'watch' | 'schedule';
  folder?: string;
  maxAge: string;
  json?: boolean;
}

/** The heartbeat file of the service asked about, and how the verdict names the service. */
function serviceOf(argv: HealthArgv, io: CommandIo): { file: string; what: string; start: string } {
  if (argv.service === 'watch') {
    if (argv.folder === undefined) throw new UsageError('health watch: name the drop folder, as given to watch');
    const folder = resolve(io.cwd, argv.folder);
    return { file: watcherHeartbeatPath(folder), what: `watcher of ${folder}`, start: `invoice-batch watch ${folder}` };
  }
  if (argv.folder !== undefined)
    throw new UsageError(
      `health schedule: unexpected "${argv.folder}"; the scheduler's heartbeat is in the state folder`,
    );
  const stateDir = stateDirOf({ journalRegister: locateJournalRegister(io.env) });
  if (stateDir === undefined)
    throw new UsageError(
      "health schedule: no state folder to find the scheduler's heartbeat in; set INVOICE_BATCH_STATE_DIR as the scheduler's service has it",
    );
  return { file: schedulerHeartbeatPath(stateDir), what: 'scheduler', start: 'invoice-batch schedule' };
}

export async function runHealth(argv: HealthArgv, io: CommandIo): Promise<number> {
  const maxAge = parseMaxAge(argv.maxAge);
  if ('problem' in maxAge) throw new UsageError(`--max-age: ${maxAge.problem}`);
  const service = serviceOf(argv, io);
  const reading = await readHeartbeat(service.file);
  const verdict = judgeHeartbeat(reading, {
    ...service,
    now: new Date(),
    maxAgeMs: maxAge.ms,
    host: hostname(),
    pidAlive: pidExists,
  });
  if (argv.json) {
    const status = (['ok', 'problem', 'unknown'] as const)[verdict.code];
    io.stdout(
      `${JSON.stringify({
        service: argv.service,
        status,
        exitCode: verdict.code,
        message: verdict.line,
        heartbeatFile: service.file,
        ageMs: verdict.ageMs ?? null,
        maxAgeMs: maxAge.ms,
        heartbeat: 'heartbeat' in reading ? reading.heartbeat : null,
      })}\n`,
    );
  } else io.stdout(`${verdict.line}\n`);
  // A monitor reads standard output; cron's mail and journald read standard error, and the exit
  // code's general meaning would mislead there (2 here is "never ran").
  if (verdict.code !== 0) io.stderr(`invoice-batch: health: ${verdict.line}\n`);
  return verdict.code;
}
