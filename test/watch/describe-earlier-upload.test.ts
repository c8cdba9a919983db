/** What a refused drop file's results say of the earlier upload's results file: its path, or that it was removed. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeEarlierUpload } from '../../src/watch/describe-earlier-upload.js';
import type { EarlierUpload } from '../../src/journal/watch-files.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const earlier = (resultsFile: string | null): EarlierUpload => ({
  runId: 7,
  sourceFile: 'may.csv',
  sourcePath: '/srv/in/done/may.csv',
  finishedAt: '2026-11-20T02:00:00.000Z',
  resultsFile,
  invoices: 2,
  created: 2,
  skipped: 0,
  invalid: 0,
  rejected: 0,
  failed: 0,
  inDoubt: 0,
  notSent: 0,
  heldDiffers: 0,
  notCreated: 0,
  alreadyCreated: 0,
});

const results = (upload: EarlierUpload) => new Map(describeEarlierUpload(upload)).get('Earlier results');

describe('describeEarlierUpload', () => {
  it('names the earlier results file while it is there, and says it was removed once it is not', () => {
    const dir = makeTempDir('earlier-results');
    const kept = join(dir, 'may-results-20261120-020000.xlsx');
    writeFileSync(kept, 'workbook');
    expect(results(earlier(kept))).toBe(kept);
    const gone = join(dir, 'april-results-20261020-020000.xlsx');
    expect(results(earlier(gone))).toBe(`${gone} (removed; invoice-batch journal --run 7 lists its outcomes)`);
    expect(results(earlier(null))).toBe('');
  });
});
