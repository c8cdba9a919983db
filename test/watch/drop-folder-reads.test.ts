/**
 * How many times the watcher reads a dropped file: the bytes this process reads (the kernel's
 * rchar count, Linux only) while a 5 MB file is handled, as multiples of its size.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const SIZE = 5 * 1024 * 1024;

/** Bytes read by this process so far. */
function bytesRead(): number {
  return Number(/rchar:\s*(\d+)/.exec(readFileSync('/proc/self/io', 'utf8'))?.[1]);
}

/** A CSV of one invoice whose unmapped Note column pads it to 5 MB. */
function bigCsv(): string {
  const head = 'Vendor,Number,Date,Currency,Total,Net,Tax,Note\n0000100001,BIG-1,2026-05-01,EUR,119.00,100.00,19.00,';
  return `${head}${'x'.repeat(SIZE - head.length - 1)}\n`;
}

describe.runIf(process.platform === 'linux')('a dropped file', () => {
  it.each([
    ['uploaded', 'm.yaml'],
    ['refused (no mapping for its name)', undefined],
  ])('%s is read whole at most as often as needed', async (_case, mapping) => {
    const { dir, drop, inbox } = makeDropFolder('drop-reads-');
    writeFileSync(join(inbox, 'big.csv'), bigCsv());
    const sandbox = await startTestSandbox();
    const journal = await openJournal(join(dir, 'journal.sqlite'));
    try {
      const before = bytesRead();
      const summary = await watchFolderOnce({
        drop,
        journal,
        target: sandbox.target(),
        mapping: mapping ? join(dir, mapping) : join(dir, 'none.yaml'),
      });
      const reads = (bytesRead() - before) / SIZE;
      expect(summary.files).toHaveLength(1);
      // Uploaded, the upload itself reads it too: staging, the rows, the annotated copy (src/batch/).
      expect(reads).toBeLessThan(mapping ? 8 : 1.5);
    } finally {
      await journal.close();
    }
  });
});
