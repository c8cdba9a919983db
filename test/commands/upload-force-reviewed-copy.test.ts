/**
 * With the built CLI, the new-user trial's sequence: upload, edit two amounts, upload again (two
 * held copies), close one as reviewed, `upload --force`. The reviewed copy is not sent, and is
 * reported as reviewed; the open one is sent, and the sandbox refuses it as a duplicate: its advice
 * says the next upload holds it again, not that fixing the file posts it. Real sandbox, real SQLite journal.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startReviewedCopyTrial } from './reviewed-copy-trial.js';

interface UploadOut {
  conflicts: { count: number };
  reviewedCopies: { count: number; examples: string[] };
  rejections: { reasons: { reason: string; count: number }[]; next: string | null };
}

describe('upload --force after a held copy is closed as reviewed', () => {
  it('sends only the copy still open; a duplicate refusal advises resolve --reviewed, not another upload', async () => {
    const { sandbox, cli, file, upload } = await startReviewedCopyTrial<UploadOut>('upload-force-reviewed', {
      count: 3,
      prefix: 'RF',
    });
    expect((await upload()).code).toBe(0);
    writeFileSync(file, readFileSync(file, 'utf8').replace(',11.19,', ',111.19,').replace(',21.19,', ',121.19,'));
    const held = await upload();
    expect(held.out.conflicts.count).toBe(2);
    const closed = await cli(['resolve', '0000100002/RF-0001', '--reviewed', '--note', 'credit note CN-7']);
    expect(closed.code).toBe(0);

    const forced = await upload('--force');
    expect(forced.out.reviewedCopies.count).toBe(1);
    expect(forced.out.reviewedCopies.examples[0]).toContain('0000100002/RF-0001): closed as reviewed, not posted');
    // Three created first, then only the open copy: the reviewed one never left.
    expect(sandbox.stats().createRequests).toBe(4);
    expect(forced.out.rejections.reasons).toHaveLength(1);
    expect(forced.out.rejections.reasons[0]!.reason).toContain('sent with --force past the invoice created');
    expect(forced.out.rejections.next).toContain('the next upload holds them again');
    expect(forced.out.rejections.next).toContain('invoice-batch resolve <InvoiceId> --reviewed --note');
    expect(forced.out.rejections.next).not.toContain('Fix them in the file');
  }, 180_000);
});
