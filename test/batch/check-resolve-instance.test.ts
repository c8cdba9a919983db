import { afterEach, describe, expect, it } from 'vitest';
import type { Journal } from '../../src/journal/open-journal.js';
import { resolveInDoubt } from '../../src/batch/resolve-in-doubt.js';
import { ResolveRefusedError } from '../../src/batch/refuse-resolve.js';
import { checkResolveInstance } from '../../src/batch/check-resolve-instance.js';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import type { ApiTarget } from '../../src/finance-api/api-target.js';
import { ApiError } from '../../src/errors.js';
import { UNKNOWN_INSTANCE_ANSWERS } from '../../src/sandbox/unknown-instance-answer.js';
import { startTestSandbox, type TestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';
import { addInvoice, addRun, tempJournal } from '../journal/journal-fixture.js';

let journal: Journal;
afterEach(() => journal.close());

/** What the sandbox answers a key it does not know. */
const SANDBOX_401_BODY =
  '{"httpCode":"401","httpMessage":"Unauthorized","moreInformation":"the api_key is not recognised"}';
const SENT_AT = '2025-01-31T10:00:02.000Z';

/** An invoice of `target` sent at SENT_AT with `payload`, its answer lost. */
async function inDoubtOn(target: ApiTarget, payload: object = {}): Promise<number> {
  journal = await tempJournal();
  const run = await addRun(journal, { targetIdentity: target.identity });
  const row = await addInvoice(journal, run, 'N1', {
    targetIdentity: target.identity,
    payloadJson: JSON.stringify({ PayeeId: '0000100001', Invoice_Number: 'N1', ...payload }),
  });
  await journal.send.markSending(row, SENT_AT);
  await journal.send.recordOutcome(row, { state: 'in-doubt', attempts: 1, at: '2025-01-31T10:00:05.000Z' });
  return row;
}

async function createdAt(sandbox: TestSandbox, number: string): Promise<string> {
  const created = await createInvoice(sandbox.target(), sampleInvoice({ Invoice_Number: number }));
  if (created.kind !== 'created') throw new Error(`not created: ${created.kind}`);
  return created.instanceId;
}

function resolveChecked(target: ApiTarget, instanceId: string) {
  return resolveInDoubt(journal, {
    reference: 'ID-N1',
    instanceId,
    checkInstance: (id, invoice) => checkResolveInstance(target, id, invoice),
  });
}

async function stillInDoubt(row: number): Promise<boolean> {
  return (await journal.lists.listInvoices({ state: 'in-doubt', limit: 9 })).some((r) => r.id === row);
}

describe.each(UNKNOWN_INSTANCE_ANSWERS)('resolve checks the instance id: unknown answered %s', (mode) => {
  it('refuses an id the finance system does not know and records nothing', async () => {
    const sandbox = await startTestSandbox({ unknownInstance: mode });
    const row = await inDoubtOn(sandbox.target());
    const attempt = resolveChecked(sandbox.target(), '999999999');
    await expect(attempt).rejects.toThrow(ResolveRefusedError);
    await expect(attempt).rejects.toMatchObject({
      exitCode: 2,
      refusal: { kind: 'instance-unknown', instanceId: '999999999' },
      message: expect.stringMatching(
        /^the finance system does not show instance 999999999 \(.+\); nothing recorded: check the instance id of 0000100001\/N1$/,
      ),
    });
    expect(await stillInDoubt(row)).toBe(true);
  });
});

describe('resolve checks the instance id with a status call', () => {
  it('records an id the finance system shows as an invoice created after this one was sent', async () => {
    const sandbox = await startTestSandbox({ now: () => Date.parse('2025-01-31T10:00:03Z') });
    const row = await inDoubtOn(sandbox.target());
    const instance = await createdAt(sandbox, 'N1');
    const result = await resolveChecked(sandbox.target(), instance);
    expect(result.settled).toEqual([expect.objectContaining({ rowId: row, state: 'created' })]);
    expect(sandbox.stats().statusRequests).toBe(1);
  });

  it('refuses an id of an invoice created days before this one was sent', async () => {
    const sandbox = await startTestSandbox({ now: () => Date.parse('2025-01-20T09:00:00Z') });
    const row = await inDoubtOn(sandbox.target());
    const instance = await createdAt(sandbox, 'OLD-1');
    await expect(resolveChecked(sandbox.target(), instance)).rejects.toMatchObject({
      refusal: { kind: 'instance-other-data' },
      message: `instance ${instance} is not 0000100001/N1 by what the finance system shows: created on 20250120, before the invoice was first sent (20250131); nothing recorded: check the instance id`,
    });
    expect(await stillInDoubt(row)).toBe(true);
  });

  it('refuses an id whose answer is the status of another instance', async () => {
    const sandbox = await startTestSandbox({ statusInstanceId: 'another' });
    const row = await inDoubtOn(sandbox.target());
    const [asked, other] = [await createdAt(sandbox, 'A-1'), await createdAt(sandbox, 'A-2')];
    await expect(resolveChecked(sandbox.target(), asked)).rejects.toMatchObject({
      refusal: { kind: 'instance-other-data' },
      message: expect.stringContaining(`its answer is the status of instance ${other}`),
    });
    expect(await stillInDoubt(row)).toBe(true);
  });

  it('refuses with exit 1 and records nothing when the finance system cannot be reached', async () => {
    const sandbox = await startTestSandbox();
    const target = sandbox.target({ retry: { attempts: 2, baseDelayMs: 1, maxDelayMs: 5 } });
    const row = await inDoubtOn(target);
    const instance = await createdAt(sandbox, 'N1');
    await sandbox.close();
    const attempt = resolveChecked(target, instance);
    await expect(attempt).rejects.toThrow(ApiError);
    await expect(attempt).rejects.toMatchObject({
      exitCode: 1,
      message: expect.stringMatching(
        new RegExp(
          `^cannot check instance ${instance} with the finance system: not sent: .+; nothing recorded: try again when it answers$`,
        ),
      ),
    });
    expect(await stillInDoubt(row)).toBe(true);
  });

  it('names where a refused API key came from, never the key, and records nothing', async () => {
    const sandbox = await startTestSandbox();
    const created = await createdAt(sandbox, 'N1');
    const source = 'the environment variable INVOICE_BATCH_API_KEY';
    const target = sandbox.target({ apiKey: 'an-old-key-42', apiKeySource: source });
    const row = await inDoubtOn(target);
    const attempt = resolveChecked(target, created);
    await expect(attempt).rejects.toMatchObject({
      exitCode: 1,
      message: `cannot check instance ${created} with the finance system: HTTP 401 Unauthorized - body: ${SANDBOX_401_BODY}; the API key sent came from ${source}; nothing recorded: try again when it answers`,
    });
    expect(await stillInDoubt(row)).toBe(true);
  });

  it('refuses to check with another finance system than the one the invoice was sent to', async () => {
    const sandbox = await startTestSandbox();
    const row = await inDoubtOn(sandbox.target({ identity: 'https://erp.example/erp/invoicing/qa' }));
    await expect(resolveChecked(sandbox.target(), '1')).rejects.toMatchObject({
      refusal: { kind: 'other-target', sentTo: 'https://erp.example/erp/invoicing/qa' },
    });
    expect(sandbox.stats().statusRequests).toBe(0);
    expect(await stillInDoubt(row)).toBe(true);
  });
});
