/**
 * SIGHUP to `watch` or `schedule` run as a service (no terminal): one warn line, and the daemon
 * goes on; it stopped with exit 0 before, which systemd's Restart=on-failure never restarts.
 * Attached to a terminal, SIGHUP means the terminal closed: the daemon stops as on SIGTERM.
 * Through the compiled CLI (build first: npx tsc -p .).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLI_PATH, startCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { writeUploadInputs } from '../batch/cli-inputs.js';

const STILL_RUNNING = 'SIGHUP received: nothing to reload; still running';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function writeScheduleConfig(dir: string): void {
  writeFileSync(
    join(dir, 'invoice-batch.config.yaml'),
    'journal: journal.sqlite\noutDir: out\nschedule:\n  timeZone: UTC\n  stopTimeoutMs: 1000\n  jobs:\n' +
      '    - { name: yearly, cron: "0 0 1 1 *", command: "reconcile" }\n',
  );
}

describe('SIGHUP to a daemon', () => {
  it('schedule with no terminal: one warn line, still running, then exit 0 on SIGTERM', async () => {
    const dir = makeTempDir('schedule-hangup');
    writeScheduleConfig(dir);
    const scheduler = startCliProcess(['schedule'], { cwd: dir, timeoutMs: 60_000 });
    await scheduler.waitForStdout(/scheduler started/, 30_000);
    scheduler.child.kill('SIGHUP');
    await scheduler.waitForStdout(/SIGHUP received/, 10_000);
    await sleep(500);
    expect(scheduler.child.exitCode).toBeNull();
    scheduler.child.kill('SIGTERM');
    const result = await scheduler.done;
    expect(result.code).toBe(0);
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as { level: string; event: string; msg: string });
    expect(lines.filter((line) => line.event === 'SIGHUP received')).toEqual([
      expect.objectContaining({ level: 'warn', msg: STILL_RUNNING }),
    ]);
    expect(lines.at(-1)).toMatchObject({ event: 'scheduler stopped' });
    expect(result.stderr).not.toContain('SIGHUP received');
  }, 90_000);

  it('watch with no terminal: one warn line, then still takes a file dropped after it', async () => {
    const dir = makeTempDir('watch-hangup');
    const sandbox = await startTestSandbox();
    writeUploadInputs(dir, { count: 2, prefix: 'HUP', name: 'late.csv' });
    writeFileSync(
      join(dir, 'invoice-batch.config.yaml'),
      'journal: journal.sqlite\nwatch:\n  settleMs: 100\n  pollMs: 100\n',
    );
    const drop = join(dir, 'drop');
    mkdirSync(join(drop, 'inbox'), { recursive: true });
    const watcher = startCliProcess(['watch', drop, '--mapping', 'mapping.yaml', '--base-url', sandbox.baseUrl], {
      cwd: dir,
      timeoutMs: 60_000,
    });
    await watcher.waitForStderr(/watching/, 30_000);
    watcher.child.kill('SIGHUP');
    await watcher.waitForStdout(/SIGHUP received/, 10_000);
    renameSync(join(dir, 'late.csv'), join(drop, 'inbox', 'late.csv'));
    for (let i = 0; i < 600 && !readdirSync(drop).includes('done'); i++) await sleep(50);
    for (let i = 0; i < 600 && readdirSync(join(drop, 'done')).length === 0; i++) await sleep(50);
    watcher.child.kill('SIGTERM');
    const result = await watcher.done;
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(STILL_RUNNING);
    expect(readdirSync(join(drop, 'done'))).toEqual(['late.csv']);
    expect(sandbox.instances()).toHaveLength(2);
  }, 90_000);

  it('schedule attached to a terminal (under script): SIGHUP stops it as SIGTERM does', async () => {
    const dir = makeTempDir('schedule-hangup-tty');
    writeScheduleConfig(dir);
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('INVOICE_BATCH_')));
    const command = `exec '${process.execPath}' '${CLI_PATH}' schedule --log-format text`;
    const script = spawn('script', ['-qec', command, '/dev/null'], { cwd: dir, env, stdio: ['pipe', 'pipe', 'pipe'] });
    let output = '';
    script.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const exited = new Promise<number | null>((resolve) => script.once('exit', (code) => resolve(code)));
    for (let i = 0; i < 600 && !output.includes('scheduler started'); i++) await sleep(50);
    expect(output).toContain('scheduler started');
    const pid = Number(execFileSync('pgrep', ['-P', String(script.pid)], { encoding: 'utf8' }).trim());
    process.kill(pid, 'SIGHUP');
    const code = await Promise.race([exited, sleep(30_000).then(() => 'still running')]);
    if (code === 'still running') process.kill(pid, 'SIGKILL');
    expect(code).toBe(0);
    expect(output).toContain('SIGHUP received: starting no new job');
    expect(output).not.toContain(STILL_RUNNING);
  }, 90_000);
});
