/** What an upload stopped by its journal prints on standard output: what was recorded, or that nothing was sent. */
import { describe, expect, it } from 'vitest';
import { emptyCounts, type UploadProgress } from '../../src/batch/upload-progress.js';
import { describeJournalAway } from '../../src/print/describe-journal-away.js';

const LIST = 'invoice-batch journal --outcome "in doubt" --json';

function progress(part: Partial<UploadProgress>): UploadProgress {
  return {
    phase: 'reading',
    runId: 5,
    file: 'month.csv',
    total: 500,
    done: 0,
    requested: 0,
    counts: emptyCounts(),
    startedAt: 0,
    ...part,
  };
}

describe('describeJournalAway', () => {
  it('says nothing was sent and nothing is in doubt when the journal went while the files were staged', () => {
    const text = describeJournalAway(new Map([[5, progress({})]]), LIST, 0);
    expect(text).toContain('Upload stopped before anything was sent: nothing is in doubt.');
    expect(text).toContain('  month.csv (run 5): 500 invoices read');
    expect(text).toContain('upload the same files again');
    expect(text).not.toMatch(/went out of reach|list the invoices in doubt/);
    expect(text).not.toContain(LIST);
  });

  it('says the same when sending had begun but no request had been made', () => {
    const sending = progress({ phase: 'sending', total: 1000, done: 3, counts: { ...emptyCounts(), skipped: 3 } });
    const text = describeJournalAway(new Map([[5, sending]]), LIST, 0);
    expect(text).toContain('Upload stopped before anything was sent: nothing is in doubt.');
    expect(text).toContain('  month.csv (run 5): 3 of 1000 invoices: skipped 3');
  });

  it('points to the invoices in doubt once a request was made, or an answer could not be recorded', () => {
    const sent = progress({
      phase: 'sending',
      total: 1000,
      done: 67,
      requested: 67,
      counts: { ...emptyCounts(), created: 67 },
    });
    for (const [last, unrecorded] of [
      [sent, 0],
      [progress({ phase: 'sending', total: 1000 }), 5],
      [progress({ phase: 'sending', total: 1000, inFlight: 4 }), 0],
      // Requests left and no answer counted yet: whatever they did is in the journal or in doubt.
      [progress({ phase: 'sending', total: 1000, sent: 3 }), 0],
    ] as const) {
      const text = describeJournalAway(new Map([[5, last]]), LIST, unrecorded);
      expect(text).toContain('Upload stopped: the journal went out of reach. Recorded before it went:');
      expect(text).toContain(`  ${LIST}`);
    }
  });
});
