/**
 * Uploads through the sandbox's Apigee-class gateway: its refusals never reached the back-end, so
 * none of them leaves an invoice in doubt.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';
import { validBatch } from './mapped-invoices.js';

let fixture: UploadFixture | undefined;
afterEach(async () => {
  await fixture?.sandbox.close();
  await fixture?.journal.close();
  fixture = undefined;
});

describe('upload through an Apigee-class gateway', () => {
  it('a spike arrest answered 500 at 40/s: every invoice created once, none in doubt or failed', async () => {
    fixture = await uploadFixture({ gateway: { spikeArrestPerSecond: 40, spikeArrestStatus: 500 } });
    const report = await fixture.upload('spike.csv', validBatch(120, { prefix: 'SPIKE' }), { concurrency: 8 });
    expect(report.runs[0]!.counts).toMatchObject({ invoices: 120, created: 120, failed: 0, inDoubt: 0 });
    expect(fixture.sandbox.instances()).toHaveLength(120);
    expect(fixture.sandbox.stats()).toMatchObject({ created: 120, createRequests: 120, duplicateAttempts: 0 });
    expect(fixture.sandbox.stats().gatewayRefusals).toBeGreaterThan(0);
  });

  it('8 % of requests answered 503 NoActiveTargets: every invoice created once, none in doubt', async () => {
    fixture = await uploadFixture({ seed: 7, gateway: { noActiveTargetsRate: 0.08 } });
    const report = await fixture.upload('targets.csv', validBatch(100, { prefix: 'NAT' }), { concurrency: 8 });
    expect(report.runs[0]!.counts).toMatchObject({ invoices: 100, created: 100, failed: 0, inDoubt: 0 });
    expect(fixture.sandbox.stats()).toMatchObject({ created: 100, createRequests: 100, duplicateAttempts: 0 });
    expect(fixture.sandbox.stats().gatewayRefusals).toBeGreaterThan(0);
  });

  it('a key the gateway refuses stops the run with the gateway reason', async () => {
    fixture = await uploadFixture({ gateway: {} });
    const report = await fixture.upload('key.csv', validBatch(10, { prefix: 'KEY' }), {
      target: fixture.sandbox.target({ apiKey: 'revoked-key' }),
      concurrency: 2,
    });
    expect(report.stopped).toBe(true);
    expect(report.halted).toContain('"Invalid ApiKey" (oauth.v2.InvalidApiKey)');
    expect(report.runs[0]!.counts).toMatchObject({ failed: 10, inDoubt: 0 });
    expect(fixture.sandbox.stats().createRequests).toBe(0);
  });

  it('a request over the gateway size limit fails its invoice with the reason, never in doubt, never forwarded', async () => {
    fixture = await uploadFixture({ gateway: { maxRequestBytes: 100 } });
    const report = await fixture.upload('big.csv', validBatch(3, { prefix: 'BIG' }), { concurrency: 2 });
    expect(report.runs[0]!.counts).toMatchObject({ invoices: 3, failed: 3, inDoubt: 0, created: 0 });
    const rows = await fixture.journal.lists.listInvoices({ runId: report.runs[0]!.run.id, limit: 9 });
    for (const row of rows) {
      expect(row.state).toBe('failed');
      expect(row.detail).toContain('the gateway refused the request as too large');
      expect(row.detail).toContain('protocol.http.TooBigBody');
    }
    expect(fixture.sandbox.stats().createRequests).toBe(0);
  });

  it("a code of another gateway named in the profile's gateway.notProcessed fails the invoice, never in doubt", async () => {
    fixture = await uploadFixture();
    const body = JSON.stringify({
      fault: { faultstring: 'Rate exceeded', detail: { errorcode: 'acme.gateway.Refused' } },
    });
    fixture.sandbox.injectNext({ status: 500, body, route: 'create' });
    const report = await fixture.upload('other.csv', validBatch(1, { prefix: 'OTHER' }), {
      target: { ...fixture.sandbox.target(), gatewayNotProcessed: ['acme.gateway.Refused'] },
    });
    expect(report.runs[0]!.counts).toMatchObject({ invoices: 1, failed: 1, inDoubt: 0 });
    const [row] = await fixture.journal.lists.listInvoices({ runId: report.runs[0]!.run.id, limit: 9 });
    expect(row?.detail).toContain('"Rate exceeded" (acme.gateway.Refused)');
  });

  it('a key refused by the gateway under a status other than 401 or 403 stops the run too', async () => {
    fixture = await uploadFixture();
    const body = JSON.stringify({
      fault: {
        faultstring: 'Consumer key has expired',
        detail: { errorcode: 'keymanagement.service.consumer_key_expired' },
      },
    });
    fixture.sandbox.injectNext({ status: 500, body, route: 'create' });
    const report = await fixture.upload('expired.csv', validBatch(10, { prefix: 'EXP' }), { concurrency: 1 });
    expect(report.halted).toContain('"Consumer key has expired" (keymanagement.service.consumer_key_expired)');
    expect(report.runs[0]!.counts).toMatchObject({ created: 0, inDoubt: 0, failed: 10 });
  });

  it('a 1.2 MB invoice through a 1 MiB limit fails with the reason and its size; the others are created', async () => {
    fixture = await uploadFixture({ gateway: { maxRequestBytes: 1_048_576 } });
    const invoices = validBatch(5, { prefix: 'PDF' });
    const big = invoices[2]!;
    big.invoice = { ...big.invoice!, PDF: 'QUJD'.repeat(300_000) };
    const report = await fixture.upload('pdf.csv', invoices, { concurrency: 2 });
    expect(report.runs[0]!.counts).toMatchObject({ invoices: 5, created: 4, failed: 1, inDoubt: 0 });
    const rows = await fixture.journal.lists.listInvoices({ runId: report.runs[0]!.run.id, limit: 9 });
    const failed = rows.filter((row) => row.state === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]!.detail).toMatch(
      /^HTTP 413 .*the gateway refused the request as too large, before the finance system: "Body buffer overflow: \d+ bytes" \(protocol\.http\.TooBigBody\); the request was 1\.2 MB/,
    );
    expect(fixture.sandbox.stats()).toMatchObject({ created: 4, createRequests: 4 });
  });
});
