/**
 * The status code of a status answer as back-ends write it: an answer without one is no status,
 * padding is not part of it, and an empty table spelled as an empty string (SAP JSON converters)
 * is an empty table. Through the sandbox, as a real answer.
 */
import { describe, expect, it } from 'vitest';
import { getInvoiceStatus } from '../../src/finance-api/get-invoice-status.js';
import { describeOutcome } from '../../src/finance-api/describe-outcome.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

const ID = '0030000001';

function answer(status: Record<string, unknown>, tables: Record<string, unknown> = {}): string {
  return JSON.stringify({
    E_RETCODE: 0,
    E_MESSAGE: '',
    E_STATUS: { INV_INSTNC_ID: ID, STS_DESCR: 'Paid', ...status },
    T_APPROVAL: { item: [] },
    T_APP_WORKFLOW: { item: [] },
    ...tables,
  });
}

async function ask(body: string) {
  const s = await startTestSandbox();
  s.injectNext({ status: 200, route: 'status', body });
  return getInvoiceStatus(s.target(), ID);
}

describe('reading the status code of a status answer', () => {
  // What back-ends were seen to write for "no status": none of these is a status.
  it.each([
    ['null, description null', { CURRNT_STS: null, STS_DESCR: null }],
    ['null', { CURRNT_STS: null }],
    ['missing', {}],
    ['empty', { CURRNT_STS: '' }],
    ['blanks', { CURRNT_STS: '   ' }],
  ])('takes an answer whose code is %s as a failed check that says it had no status', async (_, status) => {
    const outcome = await ask(answer(status));
    expect(outcome.kind).toBe('http-error');
    expect(describeOutcome(outcome)).toMatch(/no status code \(E_STATUS\.CURRNT_STS\)/);
  });

  it.each([
    [' 28', '28'],
    ['28 ', '28'],
    ['\t28\t', '28'],
    [28, '28'],
    ['  20', '20'],
  ])('reads the code %j as %s', async (written, code) => {
    const outcome = await ask(answer({ CURRNT_STS: written }));
    if (outcome.kind !== 'status') throw new Error(`expected a status, got ${JSON.stringify(outcome)}`);
    expect(outcome.response.E_STATUS.CURRNT_STS).toBe(code);
  });

  it.each([
    ['T_APP_WORKFLOW', { T_APP_WORKFLOW: '' }],
    ['T_APPROVAL', { T_APPROVAL: '' }],
    ['both', { T_APPROVAL: '', T_APP_WORKFLOW: '' }],
  ])('reads an empty table written as an empty string (%s) as an empty table', async (_, tables) => {
    const outcome = await ask(answer({ CURRNT_STS: '20' }, tables));
    if (outcome.kind !== 'status') throw new Error(`expected a status, got ${JSON.stringify(outcome)}`);
    expect(outcome.response.T_APPROVAL).toEqual([]);
    expect(outcome.response.T_APP_WORKFLOW).toEqual([]);
  });

  it.each([
    ['a text that is not empty', { T_APP_WORKFLOW: 'none' }],
    ['a number', { T_APPROVAL: 0 }],
    ['a list of texts', { T_APP_WORKFLOW: { item: ['x'] } }],
  ])('still refuses a table that is %s', async (_, tables) => {
    const outcome = await ask(answer({ CURRNT_STS: '20' }, tables));
    expect(outcome.kind).toBe('http-error');
  });
});
