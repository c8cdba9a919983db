/**
 * A scheduled run the journal cannot record on a full disk is refused, not given a run id: the
 * row's insert answered its id before SQLite's commit, whose failure was then lost, so every
 * tick reused the id of a row never written. On a real small tmpfs (mounted here: root only).
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { recordRunsInJournal } from '../../src/schedule/record-runs-in-journal.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const asRoot = process.getuid?.() === 0;

/** Fills `disk` until the file system refuses another byte. */
function fill(disk: string): void {
  for (let i = 0; ; i++) {
    try {
      writeFileSync(join(disk, `filler-${i}`), Buffer.alloc(4096));
    } catch {
      return;
    }
  }
}

describe.skipIf(!asRoot)('a scheduled run on a full disk', () => {
  it('is refused with the full disk named, and no run id is given twice', async () => {
    const disk = join(makeTempDir('schedule-disk-full'), 'disk');
    mkdirSync(disk);
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1024k', 'tmpfs', disk]);
    const journal = await openJournal(join(disk, 'journal.sqlite'));
    const recorder = recordRunsInJournal(journal, { heartbeatMs: 60_000 });
    onTestFinished(async () => {
      recorder.close();
      await journal.close();
      execFileSync('umount', [disk]);
    });
    const at = (second: number) => new Date(Date.UTC(2026, 10, 30, 18, 57, second));
    const first = await recorder.started('check', 'scheduled', at(0), at(0));
    expect(first).toBe(1);
    fill(disk);
    const ids: number[] = [];
    let refused = 0;
    // Several ticks: a write that fits in space SQLite already holds may still go through.
    for (let tick = 1; tick <= 20; tick++) {
      try {
        const id = await recorder.started('check', 'scheduled', at(tick * 2), at(tick * 2));
        if (id !== undefined) ids.push(id);
      } catch (error) {
        refused++;
        expect((error as Error).message).toMatch(/cannot record the run/);
      }
    }
    expect(refused).toBeGreaterThan(0);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain(first);
  });
});
