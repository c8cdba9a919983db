import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from '../sandbox/sample-invoice.js';

/** 409 answers as real back-ends and their frameworks write them. */
const WRITERS: readonly { writer: string; body: string; contentType: string; says: string }[] = [
  {
    writer: 'Spring Boot',
    body: '{"timestamp":"2026-11-29T04:30:00.000+00:00","status":409,"error":"Conflict","message":"Invoice already exists as instance 0030000001","path":"/invoice/create"}',
    contentType: 'application/json',
    says: 'Invoice already exists as instance 0030000001; Conflict',
  },
  {
    writer: 'RFC 9457 problem details',
    body: '{"type":"about:blank","title":"Conflict","status":409,"detail":"duplicate Invoice_Number INV-1 for payee 100001"}',
    contentType: 'application/problem+json',
    says: 'duplicate Invoice_Number INV-1 for payee 100001; Conflict',
  },
  {
    writer: 'an errors array (Rails, JSON:API)',
    body: '{"errors":[{"status":"409","message":"has already been taken"}]}',
    contentType: 'application/json',
    says: 'has already been taken',
  },
  { writer: 'plain text', body: 'Already exists', contentType: 'text/plain', says: 'Already exists' },
  {
    writer: 'nginx-style page',
    body: '<html><head><title>409 Conflict</title></head><body><h1>409 Conflict</h1></body></html>',
    contentType: 'text/html',
    says: '409 Conflict',
  },
  { writer: 'no body', body: '', contentType: 'text/plain', says: '' },
];

describe('a create answered 409 Conflict', () => {
  it('is in doubt with the server words, as each writer words it, never failed or safe to post again', async () => {
    const sandbox = await startTestSandbox();
    for (const { writer, body, contentType, says } of WRITERS) {
      sandbox.injectNext({ status: 409, body, contentType, route: 'create' });
      const outcome = await createInvoice(sandbox.target(), sampleInvoice());
      expect(outcome, writer).toMatchObject({ kind: 'in-doubt', status: 409, conflict: says, attempts: 1 });
      if (outcome.kind === 'in-doubt')
        expect(outcome.reason, writer).toMatch(
          /^HTTP 409 Conflict: the finance system holds, or may hold, this invoice already/,
        );
    }
    expect(sandbox.stats().createRequests).toBe(WRITERS.length);
  });

  it('is in doubt whatever body comes with it, and the key never appears in its words', async () => {
    const sandbox = await startTestSandbox();
    const target = sandbox.target();
    await fc.assert(
      fc.asyncProperty(fc.oneof(fc.string(), fc.json()), async (body) => {
        sandbox.injectNext({ status: 409, body: `${body} ${target.apiKey}`, route: 'create' });
        const outcome = await createInvoice(target, sampleInvoice());
        expect(outcome.kind).toBe('in-doubt');
        expect(JSON.stringify(outcome)).not.toContain(target.apiKey);
      }),
      { numRuns: 60 },
    );
  });

  it('of a duplicate, by a sandbox taught to refuse duplicates so, names the instance it holds', async () => {
    const sandbox = await startTestSandbox({ duplicateAnswer: 'conflict' });
    const invoice = sampleInvoice();
    const created = await createInvoice(sandbox.target(), invoice);
    const again = await createInvoice(sandbox.target(), invoice);
    expect(created.kind).toBe('created');
    const id = created.kind === 'created' ? created.instanceId : '';
    expect(again).toMatchObject({
      kind: 'in-doubt',
      status: 409,
      conflict: expect.stringContaining(`already exists as instance ${id}`),
    });
    expect(sandbox.stats()).toMatchObject({ createRequests: 2, created: 1, duplicateAttempts: 1 });
  });
});
