/**
 * A journal written while identities were the literal text of the address: after the migration,
 * the program finds its invoices, runs and statuses under the identity it now computes, on both
 * databases. Names that are not http(s) addresses (the embedded sandbox's) are left as they are.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ALL_MIGRATIONS } from '../../../src/journal/migrations/all-migrations.js';
import { openJournal, type Journal } from '../../../src/journal/open-journal.js';
import type { StatusSeen } from '../../../src/journal/status-history.js';
import { targetKey } from '../../../src/finance-api/api-target.js';
import { testPostgresUrl } from '../../helpers/start-postgres.js';
import { makeTempDir } from '../../helpers/temp-dir.js';
import { addInvoice, addRun, BACKENDS } from '../journal-fixture.js';

/**
 * The migrations of the version before identities were normalized, and 111, whose due_date column
 * today's staging statement, which writes the old rows here, inserts.
 */
const BEFORE = ALL_MIGRATIONS.filter((migration) => migration.id < 108 || migration.id === 111);

const SEGMENTS = { erpSegment: 'erp', appSegment: 'invoicing', envSegment: 'qa' };
/** How that version wrote the identity of `--base-url HTTPS://ERP.example:443/./`: the literal text. */
const OLD_SPELLING = 'HTTPS://ERP.example:443/./erp/invoicing/qa';
const NO_DOCUMENT = ['statusTimestamp', 'companyCode', 'documentNumber', 'fiscalYear', 'postingDate'];
const SANDBOX_IDENTITY = 'sandbox:/srv/Invoice Batch/output/sandbox';

async function writeOldJournal(journal: Journal): Promise<void> {
  const run = await addRun(journal, { targetIdentity: OLD_SPELLING });
  const row = await addInvoice(journal, run, 'INV-1', { targetIdentity: OLD_SPELLING });
  await journal.send.markSending(row, '2025-01-31T10:00:02.000Z');
  await journal.send.recordOutcome(row, {
    state: 'created',
    instanceId: '0030000001',
    attempts: 1,
    at: '2025-01-31T10:00:03.000Z',
  });
  await journal.statuses.insertStatusSeen({
    targetIdentity: OLD_SPELLING,
    instanceId: '0030000001',
    seenAt: '2025-02-01T10:00:00.000Z',
    code: '10',
    description: 'Submitted',
    ...Object.fromEntries(NO_DOCUMENT.map((field) => [field, undefined])),
  } as StatusSeen);
  await journal.advertisers.insertAdvertiserList(OLD_SPELLING, '2025-01-30T10:00:00.000Z', 0);
  const sandboxRun = await addRun(journal, { targetIdentity: SANDBOX_IDENTITY, sandbox: true });
  await addInvoice(journal, sandboxRun, 'INV-2', { targetIdentity: SANDBOX_IDENTITY });
}

async function oldJournalLocation(backend: (typeof BACKENDS)[number]): Promise<string> {
  const location =
    backend === 'postgres' ? await testPostgresUrl() : join(makeTempDir('old-journal'), 'journal.sqlite');
  const old = await openJournal(location, { migrations: BEFORE });
  try {
    await writeOldJournal(old);
  } finally {
    await old.close();
  }
  return location;
}

describe.each(BACKENDS)('migration 108 on %s', (backend) => {
  it('finds what an old journal recorded under a literal spelling under the identity computed now', async () => {
    const location = await oldJournalLocation(backend);
    const identity = targetKey({ baseUrl: 'https://erp.example', ...SEGMENTS });
    const journal = await openJournal(location);
    try {
      const created = await journal.send.findCreatedByKey({
        targetIdentity: identity,
        payeeId: '0000100001',
        invoiceNumber: 'INV-1',
      });
      expect(created).toMatchObject({ instanceId: '0030000001', targetIdentity: identity });
      expect((await journal.runs.listRuns(10)).map((run) => run.targetIdentity).sort()).toEqual(
        [identity, SANDBOX_IDENTITY].sort(),
      );
      expect([...(await journal.statuses.latestStatuses(identity)).keys()]).toEqual(['0030000001']);
      // A cached list under a spelling is dropped: it is fetched again under the identity.
      expect(await journal.advertisers.findAdvertiserList(OLD_SPELLING)).toBeUndefined();
      expect(await journal.advertisers.findAdvertiserList(identity)).toBeUndefined();
      const sandboxRows = await journal.lists.listInvoices({ limit: -1 });
      expect(sandboxRows.find((row) => row.invoiceNumber === 'INV-2')?.targetIdentity).toBe(SANDBOX_IDENTITY);
    } finally {
      await journal.close();
    }
  });
});
