/**
 * A scheduler killed with SIGKILL: its job ends with it, and the next scheduler marks the run it
 * left `running` as abandoned. Real processes: the compiled CLI (`npx tsc -p .` first), a real
 * journal, a real drop folder watched by the job and a real sandbox.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { pidExists } from '../../src/batch/this-process.js';
import { openJournal } from '../../src/journal/open-journal.js';
import { startCliProcess } from '../helpers/run-cli.js';
import { sqliteDb } from '../helpers/sqlite-db.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

async function until<T>(what: string, check: () => T | undefined | Promise<T | undefined>, timeoutMs = 15_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** The pids of a process's children, as Linux lists them. */
function childrenOf(pid: number): number[] {
  const file = join('/proc', String(pid), 'task', String(pid), 'children');
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

interface RunRow {
  id: number;
  outcome: string;
  pid: number | null;
  note: string | null;
}

async function scheduleRuns(journalFile: string): Promise<RunRow[]> {
  const journal = await openJournal(journalFile);
  try {
    return sqliteDb(journal).prepare('SELECT id, outcome, pid, note FROM schedule_runs ORDER BY id').all() as RunRow[];
  } finally {
    await journal.close();
  }
}

describe('a scheduler killed with SIGKILL', () => {
  it('takes its running job with it, and the next scheduler marks the run it left as abandoned', async () => {
    const dir = makeTempDir('ib-schedule-killed');
    const drop = join(dir, 'drop');
    mkdirSync(join(drop, 'inbox'), { recursive: true });
    const sandbox = await startTestSandbox();
    const journalFile = join(dir, 'journal.sqlite');
    // A job that runs until it is stopped: a watcher of the drop folder.
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      `journal: journal.sqlite\noutDir: out\nwatch:\n  pollMs: 200\nschedule:\n  stopTimeoutMs: 1000\n  jobs:\n` +
        `    - { name: intake, cron: "* * * * * *", command: "watch ${drop} --base-url ${sandbox.baseUrl}" }\n`,
    );
    const started: number[] = [];
    try {
      const first = startCliProcess(['schedule'], { cwd: dir, timeoutMs: 60_000 });
      const job = await until('the job to start', () => childrenOf(first.child.pid!)[0]);
      started.push(job);
      const [run] = await until('the run to be recorded', async () => {
        const rows = await scheduleRuns(journalFile);
        return rows.length > 0 ? rows : undefined;
      });
      expect(run).toMatchObject({ outcome: 'running', pid: first.child.pid });

      first.child.kill('SIGKILL');
      await first.done;
      // The job stops as on SIGTERM: it ends within its stop deadline, not whenever someone notices.
      await until('the job to end with its scheduler', () => (pidExists(job) ? undefined : true), 10_000);
      expect((await scheduleRuns(journalFile))[0]).toMatchObject({ id: run!.id, outcome: 'running' });

      const second = startCliProcess(['schedule'], { cwd: dir, timeoutMs: 60_000 });
      const out = await second.waitForStdout(/scheduler started/, 15_000);
      started.push(...childrenOf(second.child.pid!));
      const lines = out.trim().split('\n');
      const events = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      // The gone scheduler is named apart from this one's host and pid: a key twice in a line
      // leaves a JSON parser with only one of them.
      expect(lines[0]!.match(/"pid":/g)).toHaveLength(1);
      expect(lines[0]!.match(/"host":/g)).toHaveLength(1);
      expect(events[0]).toMatchObject({
        level: 'warn',
        msg: 'job run ended abnormally: its scheduler is gone',
        job: 'intake',
        runId: run!.id,
        pid: second.child.pid,
        schedulerPid: first.child.pid,
      });
      expect(events[0]!.schedulerHost).toEqual(expect.any(String));
      const [settled] = await scheduleRuns(journalFile);
      expect(settled).toMatchObject({ id: run!.id, outcome: 'abandoned' });
      expect(settled!.note).toMatch(
        new RegExp(`^ended abnormally: its scheduler \\(.+, pid ${first.child.pid}\\) stopped renewing its lease at `),
      );
      second.child.kill('SIGTERM');
      expect((await second.done).code).toBe(0);
    } finally {
      for (const pid of started) if (pidExists(pid)) process.kill(pid, 'SIGKILL');
    }
  }, 60_000);
});
