import { describe, expect, it } from 'vitest';
import { startTestSandbox } from '../helpers/start-sandbox.js';
import { UNKNOWN_INSTANCE_ANSWERS, type UnknownInstanceAnswer } from '../../src/sandbox/unknown-instance-answer.js';
import { createInvoice } from '../../src/finance-api/create-invoice.js';
import { sampleInvoice } from './sample-invoice.js';

/** What each mode sends for an instance id the sandbox does not know. */
const EXPECTED: Record<UnknownInstanceAnswer, { status: number; check: (json: Record<string, any>) => void }> = {
  retcode: {
    status: 200,
    check: (json) =>
      expect(json).toMatchObject({ E_RETCODE: 4, E_MESSAGE: 'Invoice instance 999999999 does not exist' }),
  },
  'not-found': {
    status: 404,
    check: (json) =>
      expect(json).toMatchObject({ httpCode: '404', moreInformation: 'Invoice instance 999999999 does not exist' }),
  },
  empty: {
    status: 200,
    check: (json) => {
      expect(json).toMatchObject({ E_RETCODE: 0, T_APPROVAL: { item: [] } });
      expect(Object.values(json.E_STATUS as object).every((value) => value === '')).toBe(true);
    },
  },
  bare: { status: 200, check: (json) => expect(json).toEqual({ E_RETCODE: 0, E_MESSAGE: '' }) },
};

describe.each(UNKNOWN_INSTANCE_ANSWERS)('sandbox unknownInstance %s', (mode) => {
  it('answers a status request for an unknown instance id that way, and a known one as always', async () => {
    const sandbox = await startTestSandbox({ unknownInstance: mode });
    const url = (id: string) =>
      `${sandbox.baseUrl}/${sandbox.erpSegment}/${sandbox.appSegment}/${sandbox.envSegment}/v1/finance/invoice/status?INSTANCE_ID=${id}`;
    const response = await fetch(url('999999999'), { headers: { api_key: sandbox.apiKey } });
    expect(response.status).toBe(EXPECTED[mode].status);
    EXPECTED[mode].check((await response.json()) as Record<string, any>);
    const created = await createInvoice(sandbox.target(), sampleInvoice());
    if (created.kind !== 'created') throw new Error(created.kind);
    const known = await fetch(url(created.instanceId), { headers: { api_key: sandbox.apiKey } });
    expect(known.status).toBe(200);
    expect(await known.json()).toMatchObject({ E_RETCODE: 0, E_STATUS: { INV_INSTNC_ID: created.instanceId } });
  });
});
