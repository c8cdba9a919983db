import { describe, expect, it } from 'vitest';
import { describeJournalReach } from '../../../src/batch/send/describe-journal-reach.js';
import type { JournalReach } from '../../../src/journal/journal.js';

const AT = 'postgres://ann@db.example:5432/journal';
const REASON =
  "the journal's connection was lost before its transaction committed (Connection terminated unexpectedly)";

describe('the line told when a journal transaction is cut, the server answering', () => {
  it.each<[JournalReach, number | undefined, string]>([
    [{ kind: 'lost', reason: REASON, cut: true }, undefined, `journal connection cut: ${AT}: ${REASON}; trying again`],
    [
      { kind: 'lost', reason: REASON, cut: true },
      2,
      `journal connection cut: ${AT}: ${REASON}; trying again; 2 answers held in memory`,
    ],
    [
      { kind: 'gave-up', afterMs: 3_200, reason: REASON, cut: true },
      undefined,
      `journal connection still cut after 3 s (${REASON}): the upload stops`,
    ],
    [{ kind: 'lost', reason: 'ECONNREFUSED' }, undefined, `journal unreachable: ${AT}: ECONNREFUSED; retrying`],
  ])('%j (held %s) reads as %j', (reach, held, line) => {
    expect(describeJournalReach(reach, AT, held)).toBe(line);
  });
});
