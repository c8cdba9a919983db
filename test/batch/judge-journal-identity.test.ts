/**
 * judgeJournalIdentity over what a register can have seen and what can be put at a path: another
 * identity where one was seen is always refused, the same identity with fewer runs always refused
 * as older, with as many or more never (a shared journal only gains runs), and the same identity (or
 * the same first run, the identities made apart) at another path refused as a copy while a file is
 * still where it was seen, whatever its runs.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  judgeJournalIdentity,
  type IdentityRefusal,
  type JournalInHand,
} from '../../src/batch/judge-journal-identity.js';
import type { SeenJournal, SeenJournals } from '../../src/journal/register/journal-register.js';

const idArb = fc.stringMatching(/^[0-9a-f]{32}$/);
const pathArb = fc.oneof(
  fc.constantFrom('/srv/a/journal.sqlite', '/srv/b/journal.sqlite', 'C:\\ops\\journal.sqlite'),
  fc.constantFrom('postgres://ops@db.example/journal', 'postgresql://ops@10.0.0.5:5432/journal'),
);
const seenArb: fc.Arbitrary<SeenJournal> = fc.record({ id: idArb, highestRun: fc.integer({ min: 1, max: 1e6 }) });
const anyExists = fc.func(fc.boolean());

describe('judgeJournalIdentity', () => {
  it('refuses another identity where one was seen, whatever its runs', () => {
    fc.assert(
      fc.property(
        pathArb,
        seenArb,
        idArb,
        fc.option(fc.nat(), { nil: undefined }),
        anyExists,
        (path, seen, id, run, exists) => {
          fc.pre(id !== seen.id);
          const judged = judgeJournalIdentity({ journal: path, id, highestRun: run }, { [path]: seen }, exists);
          expect(judged).toEqual({ kind: 'other', seenId: seen.id });
        },
      ),
    );
  });

  it('refuses the same identity with fewer runs than seen, at its path or another, and never with as many or more', () => {
    fc.assert(
      fc.property(pathArb, pathArb, seenArb, fc.integer({ min: -1e6, max: 1e6 }), (path, seenAt, seen, delta) => {
        const highestRun = Math.max(0, seen.highestRun + delta);
        const judged = judgeJournalIdentity(
          { journal: path, id: seen.id, highestRun },
          { [seenAt]: seen },
          () => false,
        );
        if (highestRun < seen.highestRun) expect(judged).toEqual({ kind: 'older', seenAt, seenRun: seen.highestRun });
        else expect(judged).toBeUndefined();
      }),
    );
  });

  it('refuses a copy at another path only while another file is where the journal was seen; a moved journal goes on', () => {
    fc.assert(
      fc.property(pathArb, pathArb, seenArb, fc.nat({ max: 5 }), fc.boolean(), (path, seenAt, seen, more, kept) => {
        fc.pre(path !== seenAt);
        const inHand = { journal: path, id: seen.id, highestRun: seen.highestRun + more };
        const judged = judgeJournalIdentity(inHand, { [seenAt]: seen }, (p) => kept && p === seenAt);
        // A SQLite file left where a journal was seen is a copy, but not beside the PostgreSQL
        // journal it was moved to (migrate-journal keeps the file as the move's backup).
        const postgres = seenAt.startsWith('postgres') || path.startsWith('postgres');
        expect(judged).toEqual(kept && !postgres ? { kind: 'copy', seenAt } : undefined);
      }),
    );
  });

  it('at another path, judges by its first run where the identities were made apart: a copy while kept apart, else by its runs', () => {
    const firstRunArb = fc.stringMatching(/^[0-9a-f]{8}@2026-0[1-9]-1[0-9]T1[0-9]:00:00Z$/);
    fc.assert(
      fc.property(
        pathArb,
        pathArb,
        seenArb,
        idArb,
        firstRunArb,
        fc.integer({ min: -5, max: 5 }),
        fc.boolean(),
        (path, seenAt, seen, id, firstRun, delta, kept) => {
          fc.pre(path !== seenAt && id !== seen.id);
          const highestRun = Math.max(0, seen.highestRun + delta);
          const judged = judgeJournalIdentity(
            { journal: path, id, highestRun, firstRun },
            { [seenAt]: { ...seen, firstRun } },
            (p, there) => kept && p === seenAt && there.firstRun === firstRun,
          );
          const postgres = seenAt.startsWith('postgres') || path.startsWith('postgres');
          if (kept && !postgres) expect(judged).toEqual({ kind: 'copy', seenAt });
          else if (highestRun < seen.highestRun)
            expect(judged).toEqual({ kind: 'older', seenAt, seenRun: seen.highestRun });
          else expect(judged).toBeUndefined();
          // A register that saw no first run (written before first runs were kept) judges by identity alone.
          expect(
            judgeJournalIdentity({ journal: path, id, highestRun, firstRun }, { [seenAt]: seen }, () => kept),
          ).toBeUndefined();
        },
      ),
    );
  });

  it('takes a journal the register has not seen with its identity as it is', () => {
    fc.assert(
      fc.property(
        pathArb,
        idArb,
        fc.option(fc.nat(), { nil: undefined }),
        fc.dictionary(pathArb, seenArb),
        (path, id, run, seen) => {
          fc.pre(!(path in seen) && Object.values(seen).every((each) => each.id !== id));
          expect(judgeJournalIdentity({ journal: path, id, highestRun: run }, seen, () => true)).toBeUndefined();
          expect(judgeJournalIdentity({ journal: path, id, highestRun: run }, undefined, () => true)).toBeUndefined();
        },
      ),
    );
  });
});

const [PATH_A, PATH_B, PATH_C] = ['/srv/a/journal.sqlite', '/srv/b/journal.sqlite', '/srv/c/journal.sqlite'];
const [J, K] = ['1'.repeat(32), '2'.repeat(32)];
const T1 = 'https://finance.example/api';
const T2 = 'https://other-finance.example/api';
const SEEN_A: SeenJournal = { id: J, highestRun: 40 };
const SEEN_B: SeenJournal = { id: J, highestRun: 60 };
const MOVED = { [PATH_A]: SEEN_A, [PATH_B]: SEEN_B };

interface MovedCase {
  name: string;
  seen: SeenJournals;
  inHand: JournalInHand;
  target?: string;
  kept?: string;
  expected: IdentityRefusal | undefined;
}

const MOVED_CASES: MovedCase[] = [
  {
    name: 'moved from /a to /b and used to run 60, a backup at run 40 put back at /a',
    seen: { [T1]: MOVED },
    inHand: { journal: PATH_A, id: J, highestRun: 40 },
    expected: { kind: 'older', seenAt: PATH_B, seenRun: 60 },
  },
  {
    name: 'the same backup at a new path',
    seen: { [T1]: MOVED },
    inHand: { journal: PATH_C, id: J, highestRun: 40 },
    expected: { kind: 'older', seenAt: PATH_B, seenRun: 60 },
  },
  {
    name: 'the same backup at a new path, the journal still at /b',
    seen: { [T1]: MOVED },
    inHand: { journal: PATH_C, id: J, highestRun: 40 },
    kept: PATH_B,
    expected: { kind: 'copy', seenAt: PATH_B },
  },
  {
    name: 'the journal at its current path',
    seen: { [T1]: MOVED },
    inHand: { journal: PATH_B, id: J, highestRun: 60 },
    expected: undefined,
  },
  {
    name: 'the journal moved back to /a with every run',
    seen: { [T1]: MOVED },
    inHand: { journal: PATH_A, id: J, highestRun: 60 },
    expected: undefined,
  },
  {
    name: 'moved back to /a and used to run 70, a backup at run 65 there',
    seen: { [T1]: { ...MOVED, [PATH_A]: { id: J, highestRun: 70 } } },
    inHand: { journal: PATH_A, id: J, highestRun: 65 },
    expected: { kind: 'older', seenAt: PATH_A, seenRun: 70 },
  },
  {
    name: 'another journal at /b with more runs',
    seen: { [T1]: { ...MOVED, [PATH_B]: { id: K, highestRun: 60 } } },
    inHand: { journal: PATH_A, id: J, highestRun: 40 },
    expected: undefined,
  },
  {
    name: 'two targets: the runs seen at /b are of another target',
    seen: { [T1]: { [PATH_A]: SEEN_A }, [T2]: { [PATH_B]: SEEN_B } },
    inHand: { journal: PATH_A, id: J, highestRun: 40 },
    expected: undefined,
  },
  {
    name: 'two targets: a backup below what the other target saw at /b, judged for that target',
    seen: { [T1]: { [PATH_A]: SEEN_A }, [T2]: MOVED },
    inHand: { journal: PATH_A, id: J, highestRun: 40 },
    target: T2,
    expected: { kind: 'older', seenAt: PATH_B, seenRun: 60 },
  },
];

describe('judgeJournalIdentity where a journal was seen at two paths', () => {
  it.each(MOVED_CASES)('$name', ({ seen, inHand, target, kept, expected }) => {
    // Unless a row keeps the journal at /b, no copy is left where it was seen: judged by its runs.
    const keptApart = (path: string) => path === kept;
    expect(judgeJournalIdentity(inHand, seen[target ?? T1], keptApart)).toEqual(expected);
  });
});
