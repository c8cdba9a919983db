/**
 * upload --json counts the invoices the finance system already held (a first post refused as a
 * duplicate naming an instance) under `alreadyCreated`, not under `created`: the counts add up to
 * `invoices` with each invoice in one of them, so a script summing them never counts one twice.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { uploadJson } from '../../src/print/upload-json.js';
import { mapped, validInvoice } from './mapped-invoices.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';
import { createElsewhere } from './create-elsewhere.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

/** The count keys of upload --json that partition `invoices`. */
const PARTITION = ['created', 'alreadyCreated', 'skipped', 'invalid', 'rejected', 'failed', 'inDoubt'] as const;

/** Invoices in the file, and how many of them the finance system held before the upload. */
const CASES = [
  { invoices: 1, already: 1 },
  { invoices: 3, already: 1 },
  { invoices: 3, already: 3 },
  { invoices: 4, already: 0 },
] as const;

describe('upload --json and invoices already created', () => {
  for (const { invoices, already } of CASES)
    it(`${already} of ${invoices} already in the finance system: alreadyCreated ${already}, created ${invoices - already}, the counts add up`, async () => {
      fixture = await uploadFixture({ duplicateAnswer: 'retcode' });
      const prefix = `AJ${invoices}${already}`;
      await createElsewhere(
        fixture,
        prefix,
        Array.from({ length: already }, (_, i) => i + 1),
      );
      const file = Array.from({ length: invoices }, (_, i) => mapped(validInvoice(i + 1, { prefix }), i + 2));
      const report = await fixture.upload('month-end.csv', file);

      const json = uploadJson(report, 'sandbox');
      expect(json).toMatchObject({ invoices, created: invoices - already, alreadyCreated: already });
      const summed = PARTITION.reduce((sum, key) => sum + json[key], 0);
      expect(summed).toBe(json.invoices);
      // The created count is the one the amounts' `created` part is of: nothing already there counts as created now.
      const createdNow = Number(json.totals.EUR?.created ?? '0');
      expect(createdNow > 0).toBe(invoices - already > 0);
    });
});
