/**
 * Migration 116 on both databases: a run recorded before it has no rows left out known (its results
 * say nothing of them rather than "none"), and the rows left out kept with a run read back as they
 * were given, whatever the rules' labels, sheets and rows.
 */
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALL_MIGRATIONS } from '../../../src/journal/migrations/all-migrations.js';
import { openJournal } from '../../../src/journal/open-journal.js';
import type { RunLeftOut } from '../../../src/journal/run-left-out.js';
import { summarizeRun } from '../../../src/journal/summarize-run.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { addRun, BACKENDS } from '../journal-fixture.js';

const BEFORE = ALL_MIGRATIONS.filter((migration) => migration.id < 116);
const FLAGS = { heldForInvalid: false, stopped: false };

/** Rules as mappings name them (numbers, quotes, accents included) with their rows, on a sheet or in a CSV. */
const leftOutArb: fc.Arbitrary<RunLeftOut> = fc
  .uniqueArray(
    fc.tuple(
      fc.oneof(fc.string({ minLength: 1 }), fc.constantFrom('12', '"Vendor No." equals "Total"', 'Zwischensumme ü')),
      fc.array(
        fc.record({ sheet: fc.option(fc.string(), { nil: undefined }), row: fc.integer({ min: 1, max: 1_048_576 }) }),
        {
          maxLength: 6,
        },
      ),
      fc.nat({ max: 3 }),
    ),
    { selector: ([rule]) => rule, maxLength: 5 },
  )
  .map((rules) => new Map(rules.map(([rule, places, more]) => [rule, { rows: places.length + more, places }])));

describe.each(BACKENDS)('migration 116 on %s', (backend) => {
  it('leaves older runs without rows left out known, and keeps what a run is given as given', async () => {
    const location =
      backend === 'postgres' ? await testPostgresUrl() : join(makeTempDir('old-journal'), 'journal.sqlite');
    const old = await openJournal(location, { migrations: BEFORE });
    let oldRun: number;
    try {
      oldRun = await addRun(old);
    } finally {
      await old.close();
    }

    const journal = await openJournal(location);
    try {
      expect((await summarizeRun(journal, oldRun, FLAGS)).leftOut).toBeUndefined();
      await fc.assert(
        fc.asyncProperty(leftOutArb, async (leftOut) => {
          const runId = await addRun(journal);
          await journal.runs.setRunLeftOut(runId, leftOut);
          const read = (await summarizeRun(journal, runId, FLAGS)).leftOut;
          expect(read && [...read]).toEqual([...leftOut]);
        }),
        { numRuns: 40 },
      );
    } finally {
      await journal.close();
    }
  });
});
