import { describe, expect, it } from 'vitest';
import { compactSummary, readJsonSummary, runJobProcess } from '../../src/schedule/run-job-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

describe('readJsonSummary', () => {
  it('reads the whole output, else its last line, else nothing', () => {
    expect(readJsonSummary('{"checked":2}\n')).toEqual({ checked: 2 });
    expect(readJsonSummary('a.csv: 2 invoices\n{"done":1}\n')).toEqual({ done: 1 });
    expect(readJsonSummary('Wrote 40 advertisers\n')).toBeUndefined();
    expect(readJsonSummary('{"cut": ')).toBeUndefined();
  });
});

describe('compactSummary', () => {
  it('keeps a small summary whole and replaces long lists by their length', () => {
    const small = { checked: 1, results: [{ id: 1 }] };
    expect(compactSummary(small)).toBe(small);
    const big = {
      checked: 3000,
      byStatus: { '10': 3000 },
      results: Array.from({ length: 3000 }, (_, i) => ({ instanceId: String(i) })),
    };
    expect(compactSummary(big, 1000)).toEqual({ checked: 3000, byStatus: { '10': 3000 }, results: { omitted: 3000 } });
  });
});

describe('runJobProcess', () => {
  it('runs a script as a child, returns its exit code, JSON summary and last error lines, the key scrubbed', async () => {
    const dir = makeTempDir('ib-job');
    const script = join(dir, 'job.mjs');
    writeFileSync(
      script,
      `console.log(JSON.stringify({ argv: process.argv.slice(2), env: process.env.JOB_MARK })); console.error('zero'); console.error('one'); console.error('two'); console.error('first: key sk-job-secret-77 refused'); console.error('invoice-batch: last words'); console.error('three'); process.exit(3);`,
    );
    const result = await runJobProcess(['reconcile', '--json'], new AbortController().signal, {
      cliPath: script,
      cwd: dir,
      env: { ...process.env, JOB_MARK: 'm' },
      secrets: ['sk-job-secret-77'],
    });
    expect(result).toEqual({
      exitCode: 3,
      signal: null,
      summary: { argv: ['reconcile', '--json'], env: 'm' },
      lastError: 'one\ntwo\nfirst: key *** refused\ninvoice-batch: last words\nthree',
    });
  });

  it('asks the job to stop with SIGTERM when told, and kills it when it does not stop', async () => {
    const dir = makeTempDir('ib-job');
    const polite = join(dir, 'polite.mjs');
    // Each script marks a file once its SIGTERM handler is in place.
    writeFileSync(
      polite,
      `import { writeFileSync } from 'node:fs'; process.on('SIGTERM', () => { console.log('{"stopped":true}'); process.exit(0); }); writeFileSync('polite.ready', ''); setInterval(() => {}, 1000);`,
    );
    const stubborn = join(dir, 'stubborn.mjs');
    writeFileSync(
      stubborn,
      `import { writeFileSync } from 'node:fs'; process.on('SIGTERM', () => {}); writeFileSync('stubborn.ready', ''); setInterval(() => {}, 1000);`,
    );
    const stop = new AbortController();
    const runs = [
      runJobProcess([], stop.signal, { cliPath: polite, cwd: dir, env: process.env }),
      runJobProcess([], stop.signal, { cliPath: stubborn, cwd: dir, env: process.env, killAfterMs: 100 }),
    ];
    for (let i = 0; i < 200 && !(existsSync(join(dir, 'polite.ready')) && existsSync(join(dir, 'stubborn.ready'))); i++)
      await new Promise((r) => setTimeout(r, 25));
    stop.abort();
    const [first, second] = await Promise.all(runs);
    expect(first).toMatchObject({ exitCode: 0, summary: { stopped: true } });
    expect(second).toMatchObject({ exitCode: null, signal: 'SIGKILL' });
  });
});

describe('runJobProcess without a summary', () => {
  it("leads a killed job's reason with how it ended, then its last stderr lines", async () => {
    const dir = makeTempDir('ib-job-killed');
    const script = join(dir, 'job.mjs');
    writeFileSync(
      script,
      `console.error('notice: run 7 on another host is stale'); process.kill(process.pid, 'SIGKILL');`,
    );
    const result = await runJobProcess(['upload', '--json'], new AbortController().signal, {
      cliPath: script,
      cwd: dir,
      env: process.env,
    });
    expect(result).toMatchObject({ signal: 'SIGKILL', summary: undefined });
    expect(result.lastError).toBe('no summary (ended by SIGKILL)\nnotice: run 7 on another host is stale');
  });

  it("leads a crashed job's reason with its exit code", async () => {
    const dir = makeTempDir('ib-job-crashed');
    const script = join(dir, 'job.mjs');
    writeFileSync(script, `console.error('notice: run 7 on another host is stale'); process.exit(9);`);
    const result = await runJobProcess(['upload', '--json'], new AbortController().signal, {
      cliPath: script,
      cwd: dir,
      env: process.env,
    });
    expect(result).toMatchObject({ exitCode: 9, summary: undefined });
    expect(result.lastError).toBe('no summary (exit 9)\nnotice: run 7 on another host is stale');
  });

  it('names a job that exited on its own error by that error, not as one without a summary', async () => {
    const dir = makeTempDir('ib-job-own-error');
    const script = join(dir, 'job.mjs');
    writeFileSync(
      script,
      `console.error('notice: run 7 on another host is stale'); console.error('invoice-batch: warning: outDir is shared'); console.error('invoice-batch: cannot read missing.csv: no such file'); process.exit(2);`,
    );
    const result = await runJobProcess(['validate', 'missing.csv'], new AbortController().signal, {
      cliPath: script,
      cwd: dir,
      env: process.env,
    });
    expect(result).toMatchObject({ exitCode: 2, summary: undefined });
    expect(result.lastError).not.toMatch(/no summary/);
    expect(result.lastError).toMatch(/invoice-batch: cannot read missing\.csv: no such file$/);
  });
});
