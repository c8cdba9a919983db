import {
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileStamp } from '../../src/report/local-time.js';
import { claimFile, moveInto } from '../../src/watch/move-file.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'ib-move-'));
  for (const sub of ['inbox', 'processing', 'done']) mkdirSync(join(dir, sub));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('claimFile and moveInto', () => {
  it('claims a file once; a second claim of the same name finds it gone', () => {
    writeFileSync(join(dir, 'inbox', 'a.csv'), 'x');
    const now = new Date(2026, 4, 1, 9, 30, 5);
    expect(claimFile(join(dir, 'inbox'), join(dir, 'processing'), 'a.csv', now)).toEqual({
      taken: join(dir, 'processing', 'a.csv'),
    });
    expect(claimFile(join(dir, 'inbox'), join(dir, 'processing'), 'a.csv', now)).toEqual({ gone: true });
  });

  it('does not claim a link, and never moves what it points to', () => {
    writeFileSync(join(dir, 'victim.csv'), 'victim');
    symlinkSync(join(dir, 'victim.csv'), join(dir, 'inbox', 'a.csv'));
    const claim = claimFile(join(dir, 'inbox'), join(dir, 'processing'), 'a.csv', new Date());
    expect(claim).toEqual({ notTaken: expect.stringMatching(/^a symbolic link to .*victim\.csv/) });
    expect(lstatSync(join(dir, 'inbox', 'a.csv')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(dir, 'victim.csv'), 'utf8')).toBe('victim');
  });

  it('never overwrites: a taken name gets the local time stamp', () => {
    const now = new Date(2026, 4, 1, 9, 30, 5);
    expect(fileStamp(now)).toBe('20260501-093005');
    writeFileSync(join(dir, 'done', 'a.csv'), 'old');
    writeFileSync(join(dir, 'processing', 'a.csv'), 'new');
    const moved = moveInto(join(dir, 'processing', 'a.csv'), join(dir, 'done'), now);
    expect(moved).toBe(join(dir, 'done', 'a.20260501-093005.csv'));
    expect(readFileSync(join(dir, 'done', 'a.csv'), 'utf8')).toBe('old');
    writeFileSync(join(dir, 'processing', 'a.csv'), 'newer');
    expect(moveInto(join(dir, 'processing', 'a.csv'), join(dir, 'done'), now)).toBe(
      join(dir, 'done', 'a.20260501-093005-2.csv'),
    );
    expect(existsSync(join(dir, 'processing', 'a.csv'))).toBe(false);
  });

  it('never replaces a link or a dangling link of the same name in done/', () => {
    const now = new Date(2026, 4, 1, 9, 30, 5);
    mkdirSync(join(dir, 'outside'));
    writeFileSync(join(dir, 'outside', 'victim.csv'), 'victim');
    symlinkSync(join(dir, 'outside', 'victim.csv'), join(dir, 'done', 'a.csv'));
    symlinkSync(join(dir, 'outside', 'gone.csv'), join(dir, 'done', 'b.csv'));
    for (const name of ['a.csv', 'b.csv']) {
      writeFileSync(join(dir, 'processing', name), 'new');
      expect(moveInto(join(dir, 'processing', name), join(dir, 'done'), now)).toBe(
        join(dir, 'done', `${name.slice(0, 1)}.20260501-093005.csv`),
      );
      expect(lstatSync(join(dir, 'done', name)).isSymbolicLink()).toBe(true);
    }
    expect(readlinkSync(join(dir, 'done', 'b.csv'))).toBe(join(dir, 'outside', 'gone.csv'));
    expect(readFileSync(join(dir, 'outside', 'victim.csv'), 'utf8')).toBe('victim');
    expect(existsSync(join(dir, 'outside', 'gone.csv'))).toBe(false);
  });
});
