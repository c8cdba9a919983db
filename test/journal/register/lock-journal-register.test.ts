/**
 * The register's lock: one left by a writer that died (or by an earlier version, as a file) does not
 * stop the next upload from naming its journal, and one held by a live writer past the wait is said,
 * naming the lock to remove.
 */
import { existsSync, mkdirSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerLockFile, withRegisterLock } from '../../../src/journal/register/lock-journal-register.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const register = () => join(makeTempDir('register-lock'), 'journals.json');
const STALE_MS = 2_000;

describe("the register of journals' lock", () => {
  it("left unrefreshed past the stale age, as a folder or an earlier version's file, is taken over", async () => {
    for (const ageS of [3, 31, 86_400]) {
      for (const kind of ['folder', 'file', 'file with a pid'] as const) {
        const file = register();
        const lock = registerLockFile(file);
        if (kind === 'folder') mkdirSync(lock);
        else writeFileSync(lock, kind === 'file' ? '' : `${process.pid}\n`);
        const at = new Date(Date.now() - ageS * 1000);
        utimesSync(lock, at, at);
        expect(await withRegisterLock(file, async () => `written ${kind}`, { waitMs: 1_000, staleMs: STALE_MS })).toBe(
          `written ${kind}`,
        );
        expect(existsSync(lock), `${kind} ${ageS} s old`).toBe(false);
      }
    }
  });

  it('held by a live writer is waited for, then said with the lock to remove', async () => {
    const file = register();
    mkdirSync(registerLockFile(file));
    let ran = false;
    await expect(withRegisterLock(file, async () => (ran = true), { waitMs: 300, staleMs: STALE_MS })).rejects.toThrow(
      `another process has held the lock ${registerLockFile(file)} for over 0.3 s; if no upload is running, remove that folder`,
    );
    expect(ran).toBe(false);
    expect(existsSync(registerLockFile(file))).toBe(true);
  });

  it('is released after the write, and after a write that throws', async () => {
    const file = register();
    await expect(
      withRegisterLock(file, async () => {
        expect(existsSync(registerLockFile(file))).toBe(true);
        throw new Error('disk full');
      }),
    ).rejects.toThrow('disk full');
    expect(existsSync(registerLockFile(file))).toBe(false);
  });
});
