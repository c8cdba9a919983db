/**
 * With the built CLI: a changed copy closed as reviewed (`resolve --reviewed`) and uploaded again
 * is reported as reviewed, not held: exit 0, `upload --json` counts it under reviewedCopies with
 * who closed it, when and why, and the results workbook words it skipped with that Message. A copy
 * changed again after the review is held (exit 1). Real sandbox, real SQLite journal.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { resultsByInvoice } from '../helpers/read-workbook.js';
import { startReviewedCopyTrial } from './reviewed-copy-trial.js';

interface UploadOut {
  skipped: number;
  conflicts: { count: number };
  reviewedCopies: { count: number; examples: string[] };
  results: string;
}

describe('upload of a copy closed as reviewed', () => {
  it('reports it as reviewed (exit 0); a copy changed again is held (exit 1)', async () => {
    const { sandbox, cli, file, upload } = await startReviewedCopyTrial<UploadOut>('upload-reviewed-copy', {
      count: 2,
      prefix: 'RA',
    });
    const original = readFileSync(file, 'utf8');
    expect((await upload()).code).toBe(0);
    writeFileSync(file, original.replace(',11.19,', ',111.19,'));
    expect((await upload()).code).toBe(1);
    const closed = await cli([
      'resolve',
      '0000100002/RA-0001',
      '--reviewed',
      '--note',
      'credit note CN-7',
      '--by',
      'ana',
    ]);
    expect(closed.code).toBe(0);

    const again = await upload();
    expect(again.code).toBe(0);
    expect(again.out).toMatchObject({ skipped: 2, conflicts: { count: 0 }, reviewedCopies: { count: 1 } });
    expect(again.out.reviewedCopies.examples[0]).toMatch(
      /^0000100002-RA-0001 \(0000100002\/RA-0001\): closed as reviewed, not posted: the same changed copy was held by run 2 and closed as reviewed on \d{4}-\d\d-\d\d \d\d:\d\d UTC by ana \(login \S+\); note: "credit note CN-7"$/,
    );
    const row = (await resultsByInvoice(again.out.results)).get('RA-0001')!;
    expect(row['Outcome']).toBe('skipped');
    expect(row['Message']).toContain('closed as reviewed on ');

    writeFileSync(file, original.replace(',11.19,', ',222.19,'));
    const changed = await upload();
    expect(changed.code).toBe(1);
    expect(changed.out).toMatchObject({ conflicts: { count: 1 }, reviewedCopies: { count: 0 } });
    expect(sandbox.stats().createRequests).toBe(2);
  }, 180_000);
});
