/**
 * The register's lock: one left by a writer that died does not stop the next upload from naming its
 * journal, and one held by a live writer past the wait is said, naming the lock file.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { registerLockFile, withRegisterLock } from '../../../src/journal/register/lock-journal-register.js';
import { makeTempDir } from '../../helpers/temp-dir.js';

const register = () => join(makeTempDir('register-lock'), 'journals.json');

describe("the register of journals' lock", () => {
  it('left by a writer that is gone, or older than any write, is taken over', async () => {
    const gone = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
    for (const [holder, ageS] of [
      [gone.stdout.toString(), 0],
      [String(process.pid), 120],
      ['', 120],
    ] as const) {
      const file = register();
      writeFileSync(registerLockFile(file), holder);
      const at = new Date(Date.now() - ageS * 1000);
      utimesSync(registerLockFile(file), at, at);
      expect(await withRegisterLock(file, async () => 'written', 2_000)).toBe('written');
      expect(existsSync(registerLockFile(file))).toBe(false);
    }
  });

  it('held by a live writer is waited for, then said with the file to remove', async () => {
    const file = register();
    writeFileSync(registerLockFile(file), `${process.pid}\n`);
    let ran = false;
    await expect(withRegisterLock(file, async () => (ran = true), 300)).rejects.toThrow(
      `another process has held the lock ${registerLockFile(file)} for over 0.3 s; if no upload is running, remove that file`,
    );
    expect(ran).toBe(false);
    expect(existsSync(registerLockFile(file))).toBe(true);
  });
});
