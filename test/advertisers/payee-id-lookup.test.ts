/**
 * Every PayeeId is checked against the cached advertiser list on a mapping without an
 * `advertisers` section: generated files of known ids, bare numbers (ids 1-40 as a sheet holds
 * them), ids that lost their leading zeros and ids nobody registered, read through a real journal.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiserReadOptions } from '../../src/advertisers/advertiser-read-options.js';
import { storeAdvertiserList } from '../../src/advertisers/refresh-advertiser-cache.js';
import { openJournal, type Journal } from '../../src/journal/open-journal.js';
import { parseMapping } from '../../src/mapping/load-mapping.js';
import { readInvoices } from '../../src/mapping/read-invoices.js';
import { SANDBOX_ADVERTISERS } from '../../src/sandbox/sandbox-advertisers.js';
import { ONE_ROW_MAPPING } from '../helpers/one-row-mapping.js';
import { makeTempDir } from '../helpers/temp-dir.js';

const KNOWN = new Set(SANDBOX_ADVERTISERS.map((a) => a.id));

/** PayeeIds as files hold them, and whether the sandbox's list knows each. */
const payeeId = fc.oneof(
  fc.constantFrom(...KNOWN).map((id) => ({ id, known: true })),
  fc.integer({ min: 1, max: 40 }).map((n) => ({ id: String(n), known: false })),
  fc.integer({ min: 1, max: 40 }).map((n) => ({ id: String(100_000 + n), known: false })),
  fc.integer({ min: 100_041, max: 9_999_999 }).map((n) => ({ id: String(n).padStart(10, '0'), known: false })),
);

let dir: string;
let journal: Journal;

beforeAll(async () => {
  dir = makeTempDir('payee-ids');
  journal = await openJournal(join(dir, 'journal.sqlite'));
  await storeAdvertiserList(journal, 'erp-qa', SANDBOX_ADVERTISERS, '2026-05-01T06:00:00.000Z');
});

afterAll(async () => {
  await journal.close();
});

describe('PayeeIds of a mapping without an advertisers section', () => {
  it('are a problem at their cell exactly when the cached list does not know them', async () => {
    const mapping = await parseMapping(ONE_ROW_MAPPING, 'mapping.yaml');
    const { options, state } = await advertiserReadOptions(journal, mapping, 'erp-qa');
    expect(state).toEqual({ kind: 'checked', fetchedAt: '2026-05-01T06:00:00.000Z', advertisers: 40 });
    let file = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(payeeId, { minLength: 1, maxLength: 12 }), async (payees) => {
        const path = join(dir, `ids-${(file += 1)}.csv`);
        const rows = payees.map(({ id }, i) => `${id},N-${i},20250131,EUR,11.19,10.00,1.19`);
        writeFileSync(path, `Vendor,Number,Date,Currency,Total,Net,Tax\n${rows.join('\n')}\n`);
        const problems: [number | undefined, string | undefined, string | undefined, string][] = [];
        for await (const invoice of readInvoices(path, mapping, options))
          for (const p of invoice.problems) problems.push([p.row, p.column, p.value, p.message]);
        const expected = payees.flatMap(({ id, known }, i) =>
          known
            ? []
            : [
                [
                  i + 2,
                  'Vendor',
                  id,
                  expect.stringMatching(
                    /^expected the id of an advertiser: not in the advertiser list of 2026-05-01 06:00 UTC/,
                  ),
                ],
              ],
        );
        expect(problems).toEqual(expected);
      }),
      { numRuns: 40 },
    );
  });
});
