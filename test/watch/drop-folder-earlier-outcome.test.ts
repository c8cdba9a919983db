/**
 * A file dropped again is refused because its content was uploaded before; its results say what
 * came of that upload in the words of the results workbook: an invoice the finance system already
 * held is "already created", never counted as created by the upload. Real watch loop over a temp
 * drop folder, real sandbox, a real SQLite or PostgreSQL journal.
 */
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openJournal } from '../../src/journal/open-journal.js';
import type { WatchSummary } from '../../src/watch/watch-drop-folder.js';
import { makeDropFolder, watchFolderOnce } from '../helpers/drop-folder.js';
import { resultsByInvoice, summaryValues } from '../helpers/read-workbook.js';
import { testPostgresUrl } from '../helpers/start-postgres.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';

const HEADER = 'Vendor,Number,Date,Currency,Total,Net,Tax';
const E1 = '0000100001,E-1,2026-05-01,EUR,119.00,100.00,19.00';
const E2 = '0000100002,E-2,2026-05-01,EUR,59.50,50.00,9.50';
const E3 = '0000100003,E-3,2026-05-01,EUR,23.80,20.00,3.80';

/** One `watch --once` of the drop folder under `dir` with the journal at `location`, closed after. */
async function watchOnce(dir: string, drop: string, location: string, sandbox: TestSandbox): Promise<WatchSummary> {
  const journal = await openJournal(location);
  try {
    const target = sandbox.target();
    return await watchFolderOnce({
      drop,
      journal,
      target,
      mapping: join(dir, 'm.yaml'),
      duplicates: SANDBOX_DUPLICATES,
    });
  } finally {
    await journal.close();
  }
}

// As the sandbox profile reads its duplicate refusal, which names the instance it holds.
const SANDBOX_DUPLICATES = { messagePattern: 'duplicate', instancePattern: 'as instance (\\d+)' };

const resultsNamed = (drop: string, stem: string): string =>
  join(
    drop,
    'results',
    readdirSync(join(drop, 'results')).find((name) => name.startsWith(`${stem}-results-`))!,
  );

describe.each(['sqlite', 'postgres'] as const)('the Earlier outcome of a file dropped again, %s journal', (backend) => {
  it('counts the invoices the finance system already held apart from those created, in the workbook words', async () => {
    const sandbox = await startTestSandbox();
    // E-1 is in the finance system before the drop folder's journal knows it: posted by another journal.
    const elsewhere = makeDropFolder('ib-earlier-elsewhere');
    writeFileSync(join(elsewhere.inbox, 'typed.csv'), [HEADER, E1].join('\n'));
    const other = join(elsewhere.dir, 'elsewhere.sqlite');
    expect(await watchOnce(elsewhere.dir, elsewhere.drop, other, sandbox)).toMatchObject({ done: 1 });

    const { dir, drop, inbox } = makeDropFolder('ib-earlier-outcome');
    const journal = backend === 'sqlite' ? join(dir, 'journal.sqlite') : await testPostgresUrl();
    writeFileSync(join(inbox, 'may.csv'), [HEADER, E1, E2, E3].join('\n'));
    expect(await watchOnce(dir, drop, journal, sandbox)).toMatchObject({ done: 1, failed: 0 });
    const first = await resultsByInvoice(resultsNamed(drop, 'may'));
    expect([...first.values()].map((row) => row['Outcome'])).toEqual(['already created', 'created', 'created']);
    const creates = sandbox.stats().createRequests;

    writeFileSync(join(inbox, 'may-again.csv'), [HEADER, E1, E2, E3].join('\n'));
    expect(await watchOnce(dir, drop, journal, sandbox)).toMatchObject({ done: 0, failed: 1 });
    expect(sandbox.stats().createRequests).toBe(creates);
    const refusal = await summaryValues(resultsNamed(drop, 'may-again'));
    expect(refusal.get('Earlier file')).toBe('may.csv');
    expect(refusal.get('Earlier outcome')).toBe('3 invoices: 2 created, 1 already created');
  });
});
