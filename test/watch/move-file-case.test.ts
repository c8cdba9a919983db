/**
 * On a Windows share or macOS, `March.xlsx` and `march.xlsx` are one name: a file moved into done/,
 * failed/ or processing/ beside one differing only in case or Unicode normalisation gets a name of
 * its own, as a taken name does, and neither file is lost there.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { claimFile, moveInto } from '../../src/watch/move-file.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const NOW = new Date(2026, 4, 1, 9, 30, 5);

let dir: string;
beforeEach(() => {
  dir = makeTempDir('move-case');
  for (const sub of ['inbox', 'processing', 'done']) mkdirSync(join(dir, sub));
});

/** The names a case-insensitive file system would see in `folder`, folded as it compares them. */
const foldedNames = (folder: string) => readdirSync(folder).map((name) => name.normalize('NFC').toLowerCase());

describe('moving a file beside one whose name differs only in case', () => {
  it('into done/ keeps both, the second under a time stamp', () => {
    writeFileSync(join(dir, 'done', 'March.xlsx'), 'first');
    writeFileSync(join(dir, 'processing', 'march.xlsx'), 'second');
    expect(moveInto(join(dir, 'processing', 'march.xlsx'), join(dir, 'done'), NOW)).toBe(
      join(dir, 'done', 'march.20260501-093005.xlsx'),
    );
    writeFileSync(join(dir, 'processing', 'MARCH.XLSX'), 'third');
    expect(moveInto(join(dir, 'processing', 'MARCH.XLSX'), join(dir, 'done'), NOW)).toBe(
      join(dir, 'done', 'MARCH.20260501-093005-2.XLSX'),
    );
    const folded = foldedNames(join(dir, 'done'));
    expect(new Set(folded).size).toBe(folded.length);
    expect(readFileSync(join(dir, 'done', 'March.xlsx'), 'utf8')).toBe('first');
  });

  it('into done/ keeps both where the names differ in Unicode normalisation only', () => {
    writeFileSync(join(dir, 'done', 'Cafe\u0301.csv'), 'decomposed');
    writeFileSync(join(dir, 'processing', 'caf\u00e9.csv'), 'composed');
    expect(moveInto(join(dir, 'processing', 'caf\u00e9.csv'), join(dir, 'done'), NOW)).toBe(
      join(dir, 'done', 'caf\u00e9.20260501-093005.csv'),
    );
  });

  it('into processing/ beside a file of that name in another case being handled', () => {
    writeFileSync(join(dir, 'processing', 'March.xlsx'), 'handled');
    writeFileSync(join(dir, 'inbox', 'march.xlsx'), 'dropped');
    expect(claimFile(join(dir, 'inbox'), join(dir, 'processing'), 'march.xlsx', NOW)).toEqual({
      taken: join(dir, 'processing', 'march.20260501-093005.xlsx'),
    });
  });

  it('keeps its own name where none differs only in case', () => {
    writeFileSync(join(dir, 'done', 'April.xlsx'), 'other');
    writeFileSync(join(dir, 'processing', 'march.xlsx'), 'mine');
    expect(moveInto(join(dir, 'processing', 'march.xlsx'), join(dir, 'done'), NOW)).toBe(
      join(dir, 'done', 'march.xlsx'),
    );
  });
});
