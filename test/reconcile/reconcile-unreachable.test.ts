/**
 * Reconcile with the finance API down: it stops asking as an upload stops sending (3 calls in a
 * row that could not be sent), says how many it checked of how many, exits 69 (a schedule runs it again), and calls a failed
 * status call that, not "not sent" (an invoice's outcome).
 */
import { writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_SENT_IN_A_ROW } from '../../src/finance-api/watch-api-health.js';
import { runCliInProcess } from '../helpers/run-cli-in-process.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** A loopback port nothing listens on: every connection is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

/** A reconcile of 40 ids at a closed port, one attempt per call. */
async function reconcileDown(extra: string[]) {
  const cwd = makeTempDir('reconcile-down');
  writeFileSync(join(cwd, 'cfg.yaml'), 'profiles:\n  down:\n    retry: { attempts: 1, baseDelayMs: 1 }\n');
  const ids = Array.from({ length: 40 }, (_, i) => ['--instance-id', String(30000001 + i)]).flat();
  const port = await closedPort();
  const args = [
    'reconcile',
    ...ids,
    '--config',
    'cfg.yaml',
    '--profile',
    'down',
    '--base-url',
    `http://127.0.0.1:${port}`,
  ];
  return runCliInProcess([...args, ...extra], { cwd });
}

describe('reconcile with the finance API unreachable', () => {
  it.each([1, 4])(
    'stops after %i call(s) in flight fail as upload does: "finance API unreachable: checked 0 of 40", exit 69 as upload',
    async (concurrency) => {
      const cwd = makeTempDir('reconcile-down');
      writeFileSync(join(cwd, 'cfg.yaml'), 'profiles:\n  down:\n    retry: { attempts: 1, baseDelayMs: 1 }\n');
      const ids = Array.from({ length: 40 }, (_, i) => ['--instance-id', String(30000001 + i)]).flat();
      const port = await closedPort();
      const result = await runCliInProcess(
        [
          'reconcile',
          ...ids,
          '--config',
          'cfg.yaml',
          '--profile',
          'down',
          '--base-url',
          `http://127.0.0.1:${port}`,
          '--concurrency',
          String(concurrency),
        ],
        { cwd },
      );
      expect(result.code).toBe(69);
      const lines = result.stdout.split('\n');
      expect(lines[0]).toMatch(/^finance API unreachable: checked 0 of 40 \(the finance API could not be reached/);
      expect(result.stdout).not.toMatch(/Checked 40|not sent/);
      // Only the calls made are listed: those that tipped the rule, and those already in flight.
      const failed = lines.filter((line) => line.includes(': status call failed: connection refused'));
      expect(failed.length).toBeGreaterThanOrEqual(NOT_SENT_IN_A_ROW);
      expect(failed.length).toBeLessThanOrEqual(NOT_SENT_IN_A_ROW + concurrency - 1);
      expect(result.stdout).toContain(`Calls failed: ${failed.length};`);
    },
  );

  it('--json says what the text says: checked 0 of 40, the calls failed, the rest not asked, and why', async () => {
    const result = await reconcileDown(['--json']);
    expect(result.code).toBe(69);
    const json = JSON.parse(result.stdout) as Record<string, unknown> & { results: { error: string | null }[] };
    const failed = json.results.filter((r) => r.error?.startsWith('status call failed: connection refused')).length;
    expect(failed).toBeGreaterThanOrEqual(NOT_SENT_IN_A_ROW);
    expect(json).toMatchObject({
      checked: 0,
      toCheck: 40,
      answered: 0,
      errors: 40,
      callsFailed: failed,
      notAsked: 40 - failed,
      halted: { kind: 'unreachable', reason: expect.stringMatching(/^the finance API could not be reached/) as string },
    });
  });

  it.each([[['--json']], [[]]])(
    'writes the cause on stderr, one line, with args %j (the scheduler logs it as lastError)',
    async (extra) => {
      const result = await reconcileDown(extra);
      expect(result.code).toBe(69);
      // After the progress lines (show-reconcile-progress.ts), the cause: one line, the last.
      const lines = result.stderr.split('\n');
      expect(lines.pop()).toBe('');
      expect(lines.pop()).toMatch(
        /^invoice-batch: reconcile stopped: finance API unreachable: checked 0 of 40 \(the finance API could not be reached[^\n]*\); the others are asked at the next reconcile$/,
      );
      expect(lines.every((line) => line.startsWith('statuses checked: '))).toBe(true);
    },
  );
});
