/**
 * docs/api.md: every field of a status answer may be missing or null, read as empty. A null is held
 * to the reading of the same field missing, over every field at once.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statusResponseSchema } from '../../src/finance-api/status-response-schema.js';
import { getInvoiceStatus } from '../../src/finance-api/get-invoice-status.js';
import { startTestSandbox } from '../helpers/start-sandbox.js';

type Json = Record<string, unknown>;

function fullAnswer(): Json {
  return {
    E_RETCODE: 0,
    E_MESSAGE: 'ok',
    E_ERP_DETAILS: {
      BUKRS: '1000',
      BELNR: '5100000001',
      GJAHR: '2026',
      BLART: 'KR',
      BUDAT: '20261122',
      AUGBL: '1500000001',
      AUGDT: '20261123',
      ZBUKR: '1000',
      VBLNR: '2000000001',
      LAUFD: '20261123',
      CHECT: '0000410001',
      RZAWE: 'C',
    },
    E_STATUS: {
      INV_INSTNC_ID: '0030000001',
      OBJ_TYPE: 'INV',
      RECEIVED_ON_DATE: '20261120',
      CURRNT_STS: '28',
      STS_DESCR: 'Paid',
      CREATED_ON: '20261120',
      TIMESTAMP: '2026-11-23 10:00:00',
      EBELN: '',
      SYSTEM_ID: 'SBX100',
    },
    T_APPROVAL: {
      item: [
        {
          INV_INSTANCE: '0030000001',
          APP_STOP_ID: '1',
          AP_GROUP: 'AP',
          APPRO_TYPE: 'A',
          ORD_APPR: 1,
          SSO_ID: 'u1',
          NAME_FIRST: 'Jonas',
          NAME_LAST: 'Weber',
          TITLE: 'Clerk',
          APPROVE_STATUS: '',
          ACTION_CODE: '',
          PRE_APP_TYPE: '',
        },
      ],
    },
    T_APP_WORKFLOW: {
      item: [
        {
          SORT_ORD: '1',
          SSO_ID: 'u1',
          NAME_FIRST: 'Jonas',
          NAME_LAST: 'Weber',
          APPRO_TYPE: 'A',
          ESC_APP: '',
          ACTION_CODE: 'APP',
          ACTION_DESCRIPTION: 'Approved',
          TIMESTAMP: '2026-11-22 09:00:00',
          REJ_RSN_CODE: '',
          PLATFORM: 'web',
          COMMENTS: '',
        },
      ],
    },
    T_CODING: {},
    T_HISTORY: {},
    T_INBOX: {},
  };
}

// Without these an answer is refused, missing or null alike; an element of a table is no field.
const REQUIRED = new Set(['E_RETCODE', 'E_STATUS', 'E_STATUS.INV_INSTNC_ID']);

/** Every path to a field of the answer, the tables and their items included; E_RETCODE and the instance id are required. */
function fieldPaths(value: unknown, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const here = prefix.length > 0 ? [prefix] : [];
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  return [...here, ...entries.flatMap(([key, v]) => fieldPaths(v, [...prefix, key]))].filter(
    (path) => !REQUIRED.has(path.join('.')) && !/^\d+$/.test(path[path.length - 1]!),
  );
}

function setAt(answer: Json, path: string[], how: 'missing' | 'null'): void {
  let holder: unknown = answer;
  for (const key of path.slice(0, -1)) {
    if (holder === null || typeof holder !== 'object') return;
    holder = (holder as Json)[key];
  }
  if (holder === null || typeof holder !== 'object') return;
  const last = path[path.length - 1]!;
  if (how === 'null') (holder as Json)[last] = null;
  else delete (holder as Json)[last];
}

const PATHS = fieldPaths(fullAnswer());

describe('status answers with null parts', () => {
  it('reads every field null as it reads it missing, any mix of missing, null and present', () => {
    const choice = fc.constantFrom('present', 'missing', 'null');
    fc.assert(
      fc.property(fc.array(choice, { minLength: PATHS.length, maxLength: PATHS.length }), (choices) => {
        const withNulls = fullAnswer();
        const withMissing = fullAnswer();
        for (let i = 0; i < PATHS.length; i++) {
          if (choices[i] === 'present') continue;
          setAt(withNulls, PATHS[i]!, choices[i] === 'null' ? 'null' : 'missing');
          setAt(withMissing, PATHS[i]!, 'missing');
        }
        const nulls = statusResponseSchema.safeParse(withNulls);
        const missing = statusResponseSchema.safeParse(withMissing);
        expect(missing.success).toBe(true);
        expect(nulls.success ? '' : nulls.error.message).toBe('');
        // T_CODING, T_HISTORY and T_INBOX are passed through as they came, null or not: never read.
        const read = (data: unknown) => ({ ...(data as Json), T_CODING: 0, T_HISTORY: 0, T_INBOX: 0 });
        expect(read(nulls.data)).toEqual(read(missing.data));
      }),
      { numRuns: 300 },
    );
  });

  it('takes the answer of a back-end that writes null for what it has not got (trial: E_ERP_DETAILS null, STS_DESCR null)', async () => {
    const s = await startTestSandbox();
    const body = {
      E_RETCODE: 0,
      E_ERP_DETAILS: null,
      // A null status code is no status (status-code-reading.test.ts); every other part may be null.
      E_STATUS: { INV_INSTNC_ID: '0030000001', CURRNT_STS: '10', STS_DESCR: null, TIMESTAMP: null },
      T_APPROVAL: null,
      T_APP_WORKFLOW: { item: null },
      T_CODING: null,
    };
    s.injectNext({ status: 200, route: 'status', body: JSON.stringify(body) });
    const outcome = await getInvoiceStatus(s.target(), '0030000001');
    if (outcome.kind !== 'status') throw new Error(`expected a status, got ${JSON.stringify(outcome)}`);
    expect(outcome.response.E_STATUS.STS_DESCR).toBe('');
    expect(outcome.response.E_ERP_DETAILS.BELNR).toBe('');
    expect(outcome.response.T_APPROVAL).toEqual([]);
    expect(outcome.response.T_APP_WORKFLOW).toEqual([]);
  });
});
