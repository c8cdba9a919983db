/** Retention on real folders with files whose times are set: only the tool's own files, only old ones. */
import { existsSync, mkdirSync, readdirSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeRemoved, isOutputFileName, removeOldOutputs } from '../../src/report/remove-old-outputs.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const DAY = 86_400_000;
const NOW = new Date();

/** Writes `name` in `dir` last modified `days` days ago. */
function fileAged(dir: string, name: string, days: number): string {
  const path = join(dir, name);
  writeFileSync(path, 'x');
  const at = new Date(NOW.getTime() - days * DAY);
  utimesSync(path, at, at);
  return path;
}

/** Names the tool writes: what write-output-file.ts makes of each base, time and suffix. */
const toolName = fc
  .record({
    stem: fc.stringMatching(/^[A-Za-z0-9 ._~()-]{1,40}$/),
    kind: fc.constantFrom('results', 'annotated', 'validation', 'reconcile', 'reconcile of'),
    stamp: fc.date({ min: new Date('2000-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }),
    suffix: fc.option(fc.integer({ min: 2, max: 1000 }), { nil: undefined }),
    extension: fc.constantFrom('xlsx', 'csv'),
  })
  .map(({ stem, kind, stamp, suffix, extension }) => {
    const iso = stamp.toISOString();
    const time = `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}`;
    // `reconcile-<what it covers>-<stamp>` now; `reconcile-<stamp>` as earlier versions named it.
    const base = kind === 'reconcile' ? 'reconcile' : kind === 'reconcile of' ? `reconcile-${stem}` : `${stem}-${kind}`;
    return `${base}-${time}${suffix ? `-${suffix}` : ''}.${extension}`;
  });

describe('removeOldOutputs', () => {
  it("knows every name the tool writes, and none of a journal, its copies, sources or others' files", () => {
    fc.assert(fc.property(toolName, (name) => isOutputFileName(name)));
    for (const name of [
      'journal.sqlite',
      'journal.sqlite-wal',
      'journal.sqlite-shm',
      'journal.schema-105-before-108.sqlite',
      'journal.schema-105-before-108-20260331-101500.sqlite',
      'journal.schema-105-before-108-20260331-101500-2.db',
      'month-end.xlsx',
      'month-end-results.xlsx',
      'results-20260101-101010.xlsx.bak',
      'reconcile-20260101.xlsx',
      'notes-results-20260101-101010.txt',
      'a-results-20260101-101010.xlsx.1f2e3d4c5b6a7980.partial',
    ])
      expect(isOutputFileName(name), name).toBe(false);
  });

  it('removes the old files of the tool in an output folder and keeps the new ones, the journal and files of others', () => {
    const out = makeTempDir('retention-out');
    const old = [
      fileAged(out, 'may-results-20260501-101500.xlsx', 40),
      fileAged(out, 'may-annotated-20260501-101500.csv', 31),
      fileAged(out, 'reconcile-20260502-020000-2.xlsx', 90),
    ];
    const kept = [
      'june-results-20260601-101500.xlsx',
      'journal.sqlite',
      'journal.sqlite-wal',
      'journal.schema-105-before-108.sqlite',
      'my-notes.xlsx',
    ];
    fileAged(out, kept[0]!, 29);
    for (const name of kept.slice(1)) fileAged(out, name, 400);
    mkdirSync(join(out, 'sandbox'));
    fileAged(out, 'sandbox-results-20200101-000000.xlsx.d', 400);
    const report = removeOldOutputs([{ path: out, kind: 'outputs' }], 30, NOW);
    expect(report.removed.sort()).toEqual([...old].sort());
    expect(report.problems).toEqual([]);
    expect(readdirSync(out).sort()).toEqual([...kept, 'sandbox', 'sandbox-results-20200101-000000.xlsx.d'].sort());
  });

  it('never follows a link or enters a folder of a matching name', () => {
    const out = makeTempDir('retention-links');
    const elsewhere = makeTempDir('retention-elsewhere');
    const target = fileAged(elsewhere, 'precious-results-20200101-000000.xlsx', 400);
    symlinkSync(target, join(out, 'link-results-20200101-000000.xlsx'));
    mkdirSync(join(out, 'dir-results-20200101-000000.xlsx'));
    const report = removeOldOutputs([{ path: out, kind: 'outputs' }], 1, NOW);
    expect(report.removed).toEqual([]);
    expect(existsSync(target)).toBe(true);
    expect(readdirSync(out).sort()).toEqual(['dir-results-20200101-000000.xlsx', 'link-results-20200101-000000.xlsx']);
  });

  it("judges a done/ file by when it was moved there, not by its source's old modification time", () => {
    const done = makeTempDir('retention-done');
    // Modified 400 days ago, moved into done/ now (its change time is now).
    const moved = fileAged(done, 'april.csv', 400);
    expect(removeOldOutputs([{ path: done, kind: 'moved' }], 30, NOW).removed).toEqual([]);
    expect(removeOldOutputs([{ path: done, kind: 'moved' }], 30, new Date(NOW.getTime() + 29 * DAY)).removed).toEqual(
      [],
    );
    expect(removeOldOutputs([{ path: done, kind: 'moved' }], 30, new Date(NOW.getTime() + 31 * DAY)).removed).toEqual([
      moved,
    ]);
  });

  it('passes over a missing folder and says what it removed', () => {
    const out = makeTempDir('retention-missing');
    const report = removeOldOutputs([{ path: join(out, 'nope'), kind: 'outputs' }], 30, NOW);
    expect(report).toEqual({ removed: [], problems: [] });
    expect(describeRemoved({ removed: ['a', 'b', 'c'], problems: [] }, 30, 2)).toBe(
      'removed 3 files older than 30 days: a, b and 1 more',
    );
  });
});
