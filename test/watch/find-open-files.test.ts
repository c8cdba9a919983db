/**
 * The lock file beside a file open in Excel or LibreOffice, as each program names it, over the
 * names staff give their files: short and long, spaces, accents composed or not (macOS writes
 * NFD), an upper-case extension, each kind of file Excel opens (a CSV gets a `~$` file too).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findOpenFiles, isLockOf } from '../../src/watch/find-open-files.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const EXTENSIONS = ['.xlsx', '.XLSX', '.xlsm', '.xls', '.csv', '.CSV'];
const stem = fc
  .array(fc.constantFrom('a', 'B', 'z', '1', ' ', '-', '(', ')', 'é', 'Ü', 'ñ', 'ø', '_'), {
    minLength: 1,
    maxLength: 40,
  })
  .map((chars) => chars.join(''))
  .filter((text) => text.trim() === text && text.length > 0);
const fileName = fc.tuple(stem, fc.constantFrom(...EXTENSIONS)).map(([s, e]) => s + e);

describe('isLockOf', () => {
  it.each([
    ['Excel, short name', '~$Dec.xlsx', 'Dec.xlsx'],
    ['Excel, long name: its first two characters dropped', '~$c register.xlsx', 'Dec register.xlsx'],
    ['Word-style, one character dropped', '~$ec register.xlsx', 'Dec register.xlsx'],
    ['a CSV opened in Excel', '~$export 2026-12.csv', 'export 2026-12.csv'],
    ['an old .xls', '~$ledger.xls', 'ledger.xls'],
    ['a macro workbook', '~$rch close.xlsm', 'March close.xlsm'],
    ['upper-case extension, lock in lower case (Windows compares so)', '~$c register.xlsx', 'Dec register.XLSX'],
    ['accents: name NFC, lock NFD', '~$gle café.xlsx'.normalize('NFD'), 'Règle café.xlsx'.normalize('NFC')],
    ['LibreOffice', '.~lock.Dec register.xlsx#', 'Dec register.xlsx'],
    ['LibreOffice, accents NFD', '.~lock.Février.csv#'.normalize('NFD'), 'Février.csv'],
  ])('%s: %s is the lock of %s', (_what, lock, name) => {
    expect(isLockOf(lock, name)).toBeDefined();
  });

  it.each([
    ['another workbook', '~$Nov register.xlsx', 'Dec register.xlsx'],
    ['three characters dropped', '~$ register.xlsx', 'Dec register.xlsx'],
    ['another extension', '~$Dec register.xlsm', 'Dec register.xlsx'],
    ['LibreOffice, another name', '.~lock.Nov.xlsx#', 'Dec.xlsx'],
    ['LibreOffice, tail only', '.~lock.ec.xlsx#', 'Dec.xlsx'],
    ['not a lock file', 'Dec.xlsx', 'Dec.xlsx'],
  ])('%s: %s is not the lock of %s', (_what, lock, name) => {
    expect(isLockOf(lock, name)).toBeUndefined();
  });

  it('finds the lock however Excel and LibreOffice form it from any name, in either Unicode form', () => {
    fc.assert(
      fc.property(fc.tuple(fileName, fc.constantFrom(0, 1, 2), fc.constantFrom('NFC', 'NFD')), ([name, drop, form]) => {
        // Excel drops characters of the name as Windows spells it (composed); a Mac shows the rest decomposed.
        const composed = name.normalize('NFC');
        expect(isLockOf(`~$${composed.slice(drop).normalize(form)}`, composed)).toBe('Excel');
        expect(isLockOf(`.~lock.${composed.normalize(form)}#`, composed)).toBe('LibreOffice');
      }),
      { numRuns: 500 },
    );
  });

  it('never takes the lock of another name for it, unless the names end alike', () => {
    fc.assert(
      fc.property(fileName, fileName, (a, b) => {
        const locks = isLockOf(`~$${a}`, b) !== undefined;
        const fold = (text: string) => text.normalize('NFC').toLowerCase();
        const [fa, fb] = [fold(a), fold(b)];
        expect(locks).toBe(fb.endsWith(fa) && fb.length - fa.length <= 2);
      }),
      { numRuns: 500 },
    );
  });
});

describe('findOpenFiles', () => {
  it('names the lock file found in the folder beside each open file, and none for the others', () => {
    const folder = makeTempDir('ib-open-files');
    for (const name of ['Dec register.xlsx', 'Nov.csv', '~$c register.xlsx']) writeFileSync(join(folder, name), 'x');
    const sight = (name: string) => ({ name, size: 1, mtimeMs: Date.now(), ctimeMs: Date.now() });
    const open = findOpenFiles(
      folder,
      [sight('Dec register.xlsx'), sight('Nov.csv')],
      ['~$c register.xlsx', '~$Gone.csv'],
      Date.now(),
    );
    expect([...open.entries()].map(([name, o]) => [name, o.lock, o.program, o.stale])).toEqual([
      ['Dec register.xlsx', '~$c register.xlsx', 'Excel', false],
    ]);
  });
});
