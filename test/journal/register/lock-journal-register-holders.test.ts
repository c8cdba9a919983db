/**
 * The register's lock between real processes (the compiled code: build first, `npx tsc -p .`): a
 * holder that keeps it past the stale age while alive is not taken over, and writers finding one
 * stale lock at the same moment hold it one at a time.
 */
import { existsSync, mkdirSync, readFileSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { registerLockFile, withRegisterLock } from '../../../src/journal/register/lock-journal-register.js';
import { startGoProcess } from '../../helpers/start-go-process.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const LOCK = fileURLToPath(new URL('../../../dist/src/journal/register/lock-journal-register.js', import.meta.url));
const STALE_MS = 2_000;

/** A writer that, once told to go, holds the lock for `holdMs`, logging when it enters and leaves. */
function startHolder(register: string, log: string, name: string, holdMs: number) {
  return startGoProcess(
    `const [module, file, log, name, hold, stale] = process.argv.slice(1);
     const { appendFileSync } = await import('node:fs');
     const { withRegisterLock } = await import(module);
     process.stdout.write('ready\\n');
     process.stdin.once('data', async () => {
       try {
         await withRegisterLock(file, async () => {
           appendFileSync(log, 'enter ' + name + '\\n');
           await new Promise((resolve) => setTimeout(resolve, Number(hold)));
           appendFileSync(log, 'leave ' + name + '\\n');
         }, { waitMs: 15000, staleMs: Number(stale) });
         process.stdout.write('done\\n');
       } catch (error) {
         process.stdout.write('problem: ' + error.message + '\\n');
       }
       process.exit(0);
     });`,
    [LOCK, register, log, name, String(holdMs), String(STALE_MS)],
  );
}

const logLines = (log: string) => (existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : []);

describe("the register of journals' lock between processes", () => {
  it('held by a live process past the stale age is not taken over while it refreshes it', async () => {
    expect(existsSync(LOCK), 'build first: npx tsc -p .').toBe(true);
    const folder = makeTempDir('register-lock-holder');
    const register = join(folder, 'journals.json');
    const log = join(folder, 'log');
    const holder = startHolder(register, log, 'holder', 3 * STALE_MS + 500);
    await holder.ready;
    holder.go();
    while (logLines(log).length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    let ran = false;
    await expect(
      withRegisterLock(register, async () => (ran = true), { waitMs: 2 * STALE_MS, staleMs: STALE_MS }),
    ).rejects.toThrow(`another process has held the lock ${registerLockFile(register)}`);
    expect(ran).toBe(false);
    expect(await holder.exited).toBe('ready\ndone\n');
    // Entered once: its lock was never found taken, so it did not write again.
    expect(logLines(log)).toEqual(['enter holder', 'leave holder']);
    expect(existsSync(registerLockFile(register))).toBe(false);
  }, 30_000);

  it('found stale by several processes at once has one holder at a time', async () => {
    expect(existsSync(LOCK), 'build first: npx tsc -p .').toBe(true);
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 0, max: 40 }), async (count, holdMs) => {
        const folder = makeTempDir('register-lock-takeover');
        const register = join(folder, 'journals.json');
        const log = join(folder, 'log');
        mkdirSync(registerLockFile(register));
        const past = new Date(Date.now() - 60_000);
        utimesSync(registerLockFile(register), past, past);
        const names = Array.from({ length: count }, (_, i) => `writer-${i}`);
        const holders = names.map((name) => startHolder(register, log, name, holdMs));
        await Promise.all(holders.map((holder) => holder.ready));
        for (const holder of holders) holder.go();
        const outputs = await Promise.all(holders.map((holder) => holder.exited));
        expect(outputs).toEqual(names.map(() => 'ready\ndone\n'));
        const lines = logLines(log);
        // Each enter is followed by the same writer's leave: no two inside at once, each once.
        const pairs = Array.from({ length: lines.length / 2 }, (_, i) => [lines[2 * i], lines[2 * i + 1]]);
        for (const [enter, leave] of pairs) expect(leave, lines.join(', ')).toBe(enter!.replace('enter', 'leave'));
        expect(pairs.map(([enter]) => enter!.slice('enter '.length)).sort()).toEqual(names);
        expect(existsSync(registerLockFile(register))).toBe(false);
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});
