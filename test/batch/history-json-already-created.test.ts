/**
 * history --json counts a run's invoices the finance system already held under `alreadyCreated`,
 * apart from `created`, as upload --json does: each invoice in one count, the counts adding up.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runRowJson } from '../../src/print/run-rows-json.js';
import { mapped, validInvoice } from './mapped-invoices.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';
import { createElsewhere } from './create-elsewhere.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

const PARTITION = ['created', 'alreadyCreated', 'skipped', 'invalid', 'rejected', 'failed', 'inDoubt'] as const;

/** Invoices in the file, and how many of them the finance system held before the upload. */
const CASES = [
  { invoices: 2, already: 1 },
  { invoices: 2, already: 2 },
  { invoices: 2, already: 0 },
] as const;

describe('history --json and invoices already created', () => {
  for (const { invoices, already } of CASES)
    it(`${already} of ${invoices} already there: alreadyCreated ${already}, created ${invoices - already}, options parsed`, async () => {
      fixture = await uploadFixture({ duplicateAnswer: 'conflict' });
      const prefix = `HJ${invoices}${already}`;
      await createElsewhere(
        fixture,
        prefix,
        Array.from({ length: already }, (_, i) => i + 1),
      );
      const file = Array.from({ length: invoices }, (_, i) => mapped(validInvoice(i + 1, { prefix }), i + 2));
      await fixture.upload('month-end.csv', file, { concurrency: 2 });

      const [run] = await fixture.journal.runs.listRuns(1);
      const json = runRowJson(run!);
      expect(json).toMatchObject({ invoices, created: invoices - already, alreadyCreated: already });
      expect(json.options).toMatchObject({ concurrency: 2 });
      expect(PARTITION.reduce((sum, key) => sum + json[key], 0)).toBe(invoices);
    });
});
