/** Whether the output files the journal names are still there; a masked or relative name is never judged. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookUpFiles } from '../../src/report/look-up-files.js';
import { makeTempDir } from '../helpers/temp-dir.js';

describe('lookUpFiles', () => {
  it('says which absolute paths name a file now, and leaves out what it cannot judge', () => {
    const dir = makeTempDir('look-up-files');
    const kept = join(dir, 'kept-results.xlsx');
    writeFileSync(kept, 'x');
    const gone = join(dir, 'gone-results.xlsx');
    const masked = join(dir, '***-results.xlsx');
    const now = lookUpFiles([kept, gone, masked, 'output/relative-results.xlsx', null, undefined, gone]);
    expect([...now]).toEqual([
      [kept, true],
      [gone, false],
    ]);
  });
});
