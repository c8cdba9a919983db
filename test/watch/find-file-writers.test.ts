import { closeSync, openSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeFileWriters, findFileWriters } from '../../src/watch/find-file-writers.js';
import { startFileWriter } from '../helpers/start-file-writer.js';
import { makeTempDir } from '../helpers/temp-dir.js';

describe.runIf(process.platform === 'linux')('findFileWriters', () => {
  it.each([
    ['w', true],
    ['a', true],
    ['r+', true],
    ['wx', true],
    ['r', false],
  ])('another process holding the file open with flags %s is a writer: %s', async (flags, writes) => {
    const dir = makeTempDir('ib-file-writers');
    const path = join(dir, 'export.csv');
    if (flags !== 'wx') writeFileSync(path, 'Vendor,Number\n');
    const writer = await startFileWriter(path, '', '', flags);
    try {
      const found = await findFileWriters([path, join(dir, 'missing.csv')]);
      expect(found.get(path)?.map((w) => w.pid) ?? []).toEqual(writes ? [writer.child.pid] : []);
      expect(found.has(join(dir, 'missing.csv'))).toBe(false);
    } finally {
      await writer.finish();
    }
    expect(await findFileWriters([path])).toEqual(new Map());
  });

  it('finds the writer of a file renamed while it is held open, and names its program', async () => {
    const dir = makeTempDir('ib-file-writers');
    const path = join(dir, 'export.csv');
    const writer = await startFileWriter(path, 'Vendor,Number\n');
    try {
      const moved = join(dir, 'processing-export.csv');
      renameSync(path, moved);
      const found = await findFileWriters([moved]);
      expect(found.get(moved)).toEqual([{ pid: writer.child.pid, command: 'node' }]);
      expect(describeFileWriters(found.get(moved)!)).toBe(`process ${writer.child.pid} (node)`);
    } finally {
      await writer.finish();
    }
  });

  it('counts the watcher itself when it writes the file (it never does in use, but it is not blind to it)', async () => {
    const dir = makeTempDir('ib-file-writers');
    const path = join(dir, 'own.csv');
    const fd = openSync(path, 'w');
    try {
      expect((await findFileWriters([path])).get(path)?.map((w) => w.pid)).toEqual([process.pid]);
    } finally {
      closeSync(fd);
    }
  });

  it('finds nothing where there is no proc file system', async () => {
    const dir = makeTempDir('ib-file-writers');
    const path = join(dir, 'a.csv');
    writeFileSync(path, 'x\n');
    const fd = openSync(path, 'a');
    try {
      expect(await findFileWriters([path], join(dir, 'no-proc'))).toEqual(new Map());
    } finally {
      closeSync(fd);
    }
  });
});

describe('describeFileWriters', () => {
  it('names one process or several, with their programs where known', () => {
    expect(describeFileWriters([{ pid: 7, command: 'smbd' }])).toBe('process 7 (smbd)');
    expect(
      describeFileWriters([
        { pid: 7, command: 'smbd' },
        { pid: 9, command: '' },
      ]),
    ).toBe('processes 7 (smbd), 9');
  });
});
