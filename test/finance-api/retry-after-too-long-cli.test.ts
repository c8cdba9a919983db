/**
 * A throttled read whose Retry-After asks for longer than the tool waits between attempts: the
 * failure says what the server asked and that the tool does not wait that long, and what to do.
 * Through the compiled CLI (build first: npx tsc -p .), against a sandbox that throttles reads.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** Retry-After values as servers write them, each longer than the 50 ms the profile waits at most. */
const dayAhead = new Date(Date.now() + 86_400_000).toUTCString();
const WAITS = [
  { retryAfter: '86400', said: /asked to wait 86400 s \(24 h\)/ },
  { retryAfter: '3600', said: /asked to wait 3600 s \(1 h\)/ },
  { retryAfter: '61', said: /asked to wait 61 s/ },
  { retryAfter: dayAhead, said: /asked to wait until [^;]*GMT/ },
];

describe('a throttled read asked to wait longer than the tool waits', () => {
  it.each(
    WAITS.flatMap((wait) => [
      { ...wait, status: 429 as const, route: 'status' as const, args: ['reconcile', '--instance-id', '30000001'] },
      { ...wait, status: 503 as const, route: 'advertisers' as const, args: ['advertisers'] },
    ]),
  )('$route, $status, Retry-After $retryAfter: says what the server asked and what to do', async (c) => {
    const sandbox = await startTestSandbox({
      throttle: { requests: 100, status: c.status, retryAfter: c.retryAfter, route: c.route },
    });
    const cwd = makeTempDir('retry-after-long');
    writeFileSync(
      join(cwd, 'cfg.yaml'),
      'profiles:\n  night:\n    retry: { attempts: 2, baseDelayMs: 1, maxDelayMs: 50 }\n',
    );
    const args = [...c.args, '--config', 'cfg.yaml', '--profile', 'night', '--base-url', sandbox.baseUrl];
    const { code, stdout, stderr } = await runCliProcess(args, { cwd });
    const text = `${stdout}\n${stderr}`;
    expect(text).toMatch(c.said);
    expect(text).toMatch(/invoice-batch waits at most 50 ms between attempts: run it again after that time/);
    expect(code).toBe(1);
  });
});
