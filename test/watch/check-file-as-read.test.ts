import { readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeChangeSinceRead, takeFileAsRead } from '../../src/watch/check-file-as-read.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const SIZE = 5 * 1024 * 1024;

/** Bytes read by this process so far (Linux). */
function bytesRead(): number {
  return Number(/rchar:\s*(\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))?.[1]);
}

describe('the check before a dropped file is moved', () => {
  it('finds a rewrite of the same size', async () => {
    const path = join(makeTempDir('as-read-'), 'a.csv');
    writeFileSync(path, 'a'.repeat(1000));
    const read = await takeFileAsRead(path);
    writeFileSync(path, 'b'.repeat(1000));
    expect(await describeChangeSinceRead(path, read)).toBe('its content changed');
  });

  it('finds a file that grew, by its size', async () => {
    const path = join(makeTempDir('as-read-'), 'a.csv');
    writeFileSync(path, 'a'.repeat(1000));
    const read = await takeFileAsRead(path);
    writeFileSync(path, 'a'.repeat(1500));
    expect(await describeChangeSinceRead(path, read)).toBe('1000 bytes when read, 1500 bytes now');
  });

  it('takes a file only touched (times moved, same content) as unchanged', async () => {
    const path = join(makeTempDir('as-read-'), 'a.csv');
    writeFileSync(path, 'a'.repeat(1000));
    const read = await takeFileAsRead(path);
    utimesSync(path, new Date(), new Date(Date.now() + 5000));
    expect(await describeChangeSinceRead(path, read)).toBeUndefined();
  });

  it.runIf(process.platform === 'linux')('does not read an unchanged file again', async () => {
    const path = join(makeTempDir('as-read-'), 'big.csv');
    writeFileSync(path, 'x'.repeat(SIZE));
    const read = await takeFileAsRead(path);
    const before = bytesRead();
    expect(await describeChangeSinceRead(path, read)).toBeUndefined();
    expect(bytesRead() - before).toBeLessThan(SIZE / 10);
  });
});
