import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
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
    expect(claimFile(join(dir, 'inbox'), join(dir, 'processing'), 'a.csv', now)).toBe(join(dir, 'processing', 'a.csv'));
    expect(claimFile(join(dir, 'inbox'), join(dir, 'processing'), 'a.csv', now)).toBeUndefined();
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
});
