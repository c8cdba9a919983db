/**
 * A workbook whose file fails at any step of its writing (the open, any one of its writes, the flush
 * to the disk, the close, the rename or link to its final name) fails its writer with that error:
 * no promise left waiting (which ended a long upload with exit 0 and no word), nothing left in the
 * folder. The faults go through the writer's file-system seam, one call failing as a full disk does.
 */
import * as fs from 'node:fs';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openWorkbookWriter } from '../../src/report/open-workbook-writer.js';
import { writeOutputFile, type OutputFileSystem, type OutputName } from '../../src/report/write-output-file.js';
import { makeTempDir } from '../helpers/temp-dir.js';

type Step = 'open' | 'write' | 'fsync' | 'close' | 'rename' | 'link';

const full = () => Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });

/** node:fs with the `nth` call of `step` (1 = the first) failing as a full disk; counts the writes made. */
function failingAt(step: Step, nth = 1): { fileSystem: OutputFileSystem; writes: () => number } {
  let writes = 0;
  const fileSystem: OutputFileSystem = {
    ...fs,
    openSync: (...args: Parameters<typeof fs.openSync>) => {
      if (step === 'open') throw full();
      return fs.openSync(...args);
    },
    write: ((fd: number, buffer: Buffer, ...rest: unknown[]) => {
      writes += 1;
      const callback = rest[rest.length - 1] as (error: Error | null) => void;
      if (step === 'write' && writes === nth) return process.nextTick(() => callback(full()));
      return (fs.write as (...args: unknown[]) => void)(fd, buffer, ...rest);
    }) as typeof fs.write,
    writev: ((fd: number, buffers: NodeJS.ArrayBufferView[], ...rest: unknown[]) => {
      writes += 1;
      const callback = rest[rest.length - 1] as (error: Error | null) => void;
      if (step === 'write' && writes === nth) return process.nextTick(() => callback(full()));
      return (fs.writev as (...args: unknown[]) => void)(fd, buffers, ...rest);
    }) as typeof fs.writev,
    fsync: ((fd: number, callback: (error: Error | null) => void) => {
      if (step === 'fsync') return process.nextTick(() => callback(full()));
      return fs.fsync(fd, callback);
    }) as typeof fs.fsync,
    close: ((fd: number, callback: (error: Error | null) => void) => {
      // The descriptor is closed either way, as close(2) does when it reports an error.
      if (step === 'close') return fs.close(fd, () => callback(full()));
      return fs.close(fd, callback);
    }) as typeof fs.close,
    renameSync: (...args: Parameters<typeof fs.renameSync>) => {
      if (step === 'rename') throw full();
      fs.renameSync(...args);
    },
    linkSync: (...args: Parameters<typeof fs.linkSync>) => {
      if (step === 'link') throw full();
      fs.linkSync(...args);
    },
  };
  return { fileSystem, writes: () => writes };
}

/** A workbook of `rows` rows through the tool's streaming workbook writer, long enough to take many writes. */
function writeWorkbook(rows: number) {
  return async (stream: fs.WriteStream): Promise<void> => {
    const workbook = await openWorkbookWriter(stream);
    const sheet = workbook.addWorksheet('Results');
    for (let row = 1; row <= rows; row += 1) {
      sheet
        .addRow([`INV-${row}`, `Supplier ${row % 97}`, `${row}.${row % 100}`, 'EUR', 'created', `note ${row * 7919}`])
        .commit();
      // Let the zip and the file take what was written, as the results writer does between pages.
      if (row % 500 === 0) await new Promise((resolve) => setImmediate(resolve));
    }
    sheet.commit();
    await workbook.commit();
  };
}

// 1,000 rows take some 23 writes (3,000 took 31): each is failed in turn below, so every row more is
// written once for each of them.
const ROWS = 1000;
const named = (folder: string): OutputName => ({ file: join(folder, 'results.xlsx') });
const stamped = (folder: string): OutputName => ({
  folder,
  base: 'month-end-results',
  at: new Date(),
  extension: 'xlsx',
});

describe('an output file that fails at a step of its writing', () => {
  it('is written whole when nothing fails (and takes several writes, so each can fail below)', async () => {
    const folder = makeTempDir('ib-output-faults');
    const counted = failingAt('write', 0);
    const file = await writeOutputFile(named(folder), writeWorkbook(ROWS), undefined, counted.fileSystem);
    expect(readdirSync(folder)).toEqual(['results.xlsx']);
    expect(fs.statSync(file).size).toBeGreaterThan(0);
    expect(counted.writes()).toBeGreaterThan(3);
  });

  it('fails with the error at every one of its writes, and leaves nothing in the folder', async () => {
    // Fails the 1st write, then the 2nd, ... until a run takes fewer writes than the one failed: the
    // stream joins pending chunks into one writev as the disk keeps up, so the count differs from
    // run to run (under load a clean run's count was more than a later run took).
    let failedRuns = 0;
    for (let nth = 1; nth <= 10_000; nth += 1) {
      const folder = makeTempDir('ib-output-faults');
      const failing = failingAt('write', nth);
      const outcome = await writeOutputFile(named(folder), writeWorkbook(ROWS), undefined, failing.fileSystem).then(
        () => 'written' as const,
        (error: unknown) => error,
      );
      if (outcome === 'written') {
        expect(failing.writes(), `written whole: write ${nth} never came`).toBeLessThan(nth);
        break;
      }
      expect(outcome, `write ${nth}`).toMatchObject({ code: 'ENOSPC' });
      expect(readdirSync(folder), `write ${nth}`).toEqual([]);
      failedRuns += 1;
    }
    expect(failedRuns).toBeGreaterThan(3);
  }, 120_000);

  it.each([
    { step: 'open' as const, name: named },
    { step: 'fsync' as const, name: named },
    { step: 'close' as const, name: named },
    { step: 'rename' as const, name: named },
    { step: 'link' as const, name: stamped },
  ])('fails with the error at its $step, and leaves nothing in the folder', async ({ step, name }) => {
    const folder = makeTempDir('ib-output-faults');
    const written = writeOutputFile(name(folder), writeWorkbook(ROWS), undefined, failingAt(step).fileSystem);
    await expect(written).rejects.toMatchObject({ code: 'ENOSPC' });
    expect(readdirSync(folder)).toEqual([]);
  });
});
