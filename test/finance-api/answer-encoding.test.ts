/**
 * Answers compressed by a proxy in front of the API (Content-Encoding), for every operation: a
 * coding node:zlib decodes is read; any other is named, and a create whose answer cannot be read
 * is in doubt, never posted again.
 */
import { describe, expect, it } from 'vitest';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { getInvoiceStatus } from '../../src/finance-api/get-invoice-status.js';
import { extractAdvertisers } from '../../src/finance-api/extract-advertisers.js';
import type { ApiTarget } from '../../src/finance-api/api-target.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

type Operation = 'create' | 'status' | 'advertisers';

/** One call of the operation, as `kind` plus its text (reason or meaning). */
async function call(operation: Operation, target: ApiTarget): Promise<{ kind: string; text: string }> {
  const outcome =
    operation === 'create'
      ? await createInvoice(target, sampleInvoice())
      : operation === 'status'
        ? await getInvoiceStatus(target, '0012345678')
        : await extractAdvertisers(target);
  const text = 'reason' in outcome ? outcome.reason : 'meaning' in outcome ? outcome.meaning : '';
  return { kind: outcome.kind, text };
}

/** What each operation comes to when its answer is read: an unknown instance is a refusal of the back-end. */
const READ: Record<Operation, string> = { create: 'created', status: 'rejected', advertisers: 'advertisers' };
/** What it comes to when its answer cannot be read. */
const UNREAD: Record<Operation, string> = { create: 'in-doubt', status: 'http-error', advertisers: 'http-error' };
const OPERATIONS: readonly Operation[] = ['create', 'status', 'advertisers'];

describe('answers with a Content-Encoding', () => {
  describe.each(['gzip', 'x-gzip', 'deflate', 'br', 'GZIP'])('%s, which node:zlib decodes', (encoding) => {
    it.each(OPERATIONS)('is read for %s', async (operation) => {
      const s = await startTestSandbox({ answerEncoding: encoding });
      expect(await call(operation, s.target())).toMatchObject({ kind: READ[operation] });
    });
  });

  describe.each(['compress', 'zstd', 'gzip, compress'])('%s, which it does not decode', (encoding) => {
    it.each(OPERATIONS)('is named in the outcome of %s, and a create is not posted again', async (operation) => {
      const s = await startTestSandbox({ answerEncoding: encoding });
      const outcome = await call(operation, s.target());
      expect(outcome.kind).toBe(UNREAD[operation]);
      expect(outcome.text).toContain(`Content-Encoding ${encoding}`);
      if (operation === 'create') expect(s.stats()).toMatchObject({ createRequests: 1, created: 1 });
    });
  });

  it('reads a body compressed twice (gzip, then br), undoing the codings in reverse order', async () => {
    const s = await startTestSandbox({ answerEncoding: 'gzip, br' });
    for (const operation of OPERATIONS)
      expect(await call(operation, s.target())).toMatchObject({ kind: READ[operation] });
  });

  it.each(OPERATIONS)('names a body labelled gzip that is not gzip, for %s', async (operation) => {
    const s = await startTestSandbox();
    const body = operation === 'create' ? '{"E_RETCODE":0,"E_INSTANCE_ID":"0000000042"}' : '{"E_RETCODE":0}';
    s.injectNext({ status: 200, body, headers: { 'Content-Encoding': 'gzip' }, route: operation });
    const outcome = await call(operation, s.target({ retry: { attempts: 1, baseDelayMs: 10, maxDelayMs: 100 } }));
    expect(outcome.kind).toBe(UNREAD[operation]);
    expect(outcome.text).toMatch(/Content-Encoding gzip.*could not be decoded/);
  });

  it('does not decode past the answer-size limit (a small body that expands enormously)', async () => {
    const s = await startTestSandbox({ answerEncoding: 'gzip' });
    s.injectNext({ status: 200, body: JSON.stringify({ E_RETCODE: 0, pad: 'x'.repeat(200_000) }), route: 'status' });
    const outcome = await call('status', s.target({ maxAnswerBytes: 10_000 }));
    expect(outcome.kind).toBe('http-error');
    expect(outcome.text).toContain('longer than 10000 bytes');
  });

  it('leaves a 4xx refusal whose body cannot be decoded in doubt for a create: it might have said processed', async () => {
    const s = await startTestSandbox({ answerEncoding: 'compress' });
    s.injectNext({ status: 400, body: '{"E_RETCODE":0,"E_INSTANCE_ID":"0000000042"}', route: 'create' });
    expect(await call('create', s.target())).toMatchObject({ kind: 'in-doubt' });
  });
});
