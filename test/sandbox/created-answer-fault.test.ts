/** The sandbox's wordings of a booked create: the raw bodies a client must read as they come. */
import { describe, expect, it } from 'vitest';
import { request } from 'node:http';
import { CREATED_ANSWERS, RETCODE_WARNING, WARNING_MESSAGE } from '../../src/sandbox/created-answer-fault.js';
import { createInvoiceUrl } from '../../src/finance-api/api-paths.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { sampleInvoice } from './sample-invoice.js';

/** One create, sent by hand: the body exactly as the sandbox wrote it. */
async function rawCreate(createdAnswer: (typeof CREATED_ANSWERS)[number]): Promise<{ body: string; booked: string[] }> {
  const sandbox = await startTestSandbox({ createdAnswer });
  const url = createInvoiceUrl(sandbox.target());
  const body = await new Promise<string>((resolve, reject) => {
    const sent = request(
      url,
      { method: 'POST', headers: { api_key: sandbox.apiKey, 'content-type': 'application/json' } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve(text));
      },
    );
    sent.on('error', reject);
    sent.end(JSON.stringify(sampleInvoice()));
  });
  return { body, booked: sandbox.instances().map((i) => i.instanceId) };
}

describe('the sandbox createdAnswer fault', () => {
  it('books the invoice every way, and words the answer as asked', async () => {
    const plain = await rawCreate('plain');
    expect(JSON.parse(plain.body)).toMatchObject({ E_RETCODE: 0, E_INSTANCE_ID: plain.booked[0] });

    const warning = await rawCreate('warning');
    expect(warning.booked).toHaveLength(1);
    expect(JSON.parse(warning.body)).toMatchObject({
      E_RETCODE: RETCODE_WARNING,
      E_INSTANCE_ID: warning.booked[0],
      E_MESSAGE: WARNING_MESSAGE,
    });

    const repeated = await rawCreate('repeated-retcode');
    expect(repeated.booked).toHaveLength(1);
    expect(repeated.body).toMatch(/^\{"E_INSTANCE_ID":"\d{10}",.*"E_RETCODE":0,.*,"E_RETCODE":8\}$/);
    expect(repeated.body).toContain(`"E_INSTANCE_ID":"${repeated.booked[0]}"`);

    const numeric = await rawCreate('numeric-id');
    expect(numeric.booked[0]).toMatch(/^00\d{8}$/);
    expect(numeric.body).toContain(`"E_INSTANCE_ID":${numeric.booked[0]!.replace(/^0+/, '')},`);
  });
});
