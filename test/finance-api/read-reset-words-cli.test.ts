/**
 * A read (the advertiser list, an invoice's status) whose connection is reset after the request
 * left: a read creates nothing, so it is neither "not sent" nor "in doubt"; the call failed, and
 * reconcile says the invoice is asked again next time. Through the compiled CLI (build first:
 * npx tsc -p .), against a sandbox that resets every read of one route.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runCliProcess } from '../helpers/run-cli.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { makeTempDir } from '../helpers/temp-dir.js';

/** Words of an invoice's outcome on the create path, none of which fits a read. */
const CREATE_WORDS = [/not sent/i, /in doubt/i, /may have been (sent|created)/i];

async function runAgainstResettingSandbox(route: 'advertisers' | 'status', args: string[]) {
  const sandbox = await startTestSandbox({ resetReads: route });
  const cwd = makeTempDir('read-reset');
  writeFileSync(join(cwd, 'cfg.yaml'), 'profiles:\n  night:\n    retry: { attempts: 2, baseDelayMs: 1 }\n');
  const base = ['--config', 'cfg.yaml', '--profile', 'night', '--base-url', sandbox.baseUrl];
  return runCliProcess([...args, ...base], { cwd });
}

describe('a read whose connection is reset', () => {
  it.each([
    { route: 'advertisers' as const, args: ['advertisers'], subject: /advertiser list from .*: the call failed: / },
    {
      route: 'status' as const,
      args: ['reconcile', '--instance-id', '30000001', '--instance-id', '30000002'],
      subject:
        /30000001: status call failed: the connection failed: read ECONNRESET[^\n]*\n[^]*asked again at the next reconcile|asked again at the next reconcile[^]*30000001: status call failed: the connection failed: read ECONNRESET/,
    },
  ])('$route: says the call failed, never "not sent" or "may have been sent"', async ({ route, args, subject }) => {
    const { code, stdout, stderr } = await runAgainstResettingSandbox(route, args);
    const text = `${stdout}\n${stderr}`;
    expect(text).toMatch(subject);
    expect(code).toBe(1);
    expect(text).toMatch(/ECONNRESET/);
    // Reconcile's summary counts invoices in doubt; only the lines of the failure are judged.
    const failureLines = text.split('\n').filter((line) => line.includes('ECONNRESET'));
    expect(failureLines.length).toBeGreaterThan(0);
    for (const line of failureLines) for (const words of CREATE_WORDS) expect(line).not.toMatch(words);
    expect(text).not.toMatch(/\n\s+at /);
  });
});
