/**
 * An upload through a gateway that answers 500 itself: AWS API Gateway's authorizer error came
 * before the integration, so the invoice is sent again and booked once. Its Internal server error
 * may follow a Lambda that booked, and Azure API Management's, Kong's and Apigee's policy 500s do
 * not say whether the request was forwarded: those invoices stay in doubt and are never sent again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { validBatch } from './mapped-invoices.js';
import { uploadFixture, type UploadFixture } from './upload-fixture.js';

let fixture: UploadFixture | undefined;
afterEach(() => fixture?.journal.close());

describe('uploadFiles when a gateway answers 500 itself', () => {
  it('sends again, and creates once, an invoice AWS API Gateway refused for its authorizer', async () => {
    fixture = await uploadFixture({ proxyAnswer: { name: 'aws-authorizer-error', requests: 1 } });
    const report = await fixture.upload('authorizer.csv', validBatch(2, { prefix: 'AUTHZ' }), { concurrency: 1 });
    expect(report.runs[0]!.counts).toMatchObject({ created: 2, inDoubt: 0, failed: 0 });
    // One refused by the authorizer, then each invoice once.
    expect(fixture.sandbox.stats()).toMatchObject({ createRequests: 3, duplicateAttempts: 0 });
    expect(fixture.sandbox.instances()).toHaveLength(2);
  });

  it.each(['aws-internal-error', 'apim-internal-error', 'kong-unexpected-error', 'apigee-javascript-failure'] as const)(
    'keeps in doubt, booked once and never sent again, an invoice answered %s',
    async (name) => {
      fixture = await uploadFixture({ proxyAnswer: { name, requests: 1 } });
      const report = await fixture.upload(`${name}.csv`, validBatch(2, { prefix: 'GW500' }), { concurrency: 1 });
      expect(report.runs[0]!.counts).toMatchObject({ created: 1, inDoubt: 1, failed: 0 });
      expect(fixture.sandbox.stats()).toMatchObject({ createRequests: 2, duplicateAttempts: 0 });
      expect(fixture.sandbox.instances()).toHaveLength(2);
      const rows = await fixture.journal.lists.listInvoices({ runId: report.runs[0]!.run.id, limit: 9 });
      expect(rows.filter((row) => row.state === 'in-doubt')).toEqual([expect.objectContaining({ httpStatus: 500 })]);
    },
  );

  it('keeps in doubt the authorizer error passed on by a proxy in front after its own retry', async () => {
    fixture = await uploadFixture({ proxyAnswer: { name: 'aws-authorizer-error', requests: 1, hop: 'via' } });
    const report = await fixture.upload('hop.csv', validBatch(1, { prefix: 'HOP' }), { concurrency: 1 });
    expect(report.runs[0]!.counts).toMatchObject({ created: 0, inDoubt: 1, failed: 0 });
    expect(fixture.sandbox.stats()).toMatchObject({ createRequests: 1, duplicateAttempts: 0 });
  });
});
