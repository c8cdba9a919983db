import { describe, expect, it } from 'vitest';
import { summarizeStatus } from '../../src/finance-api/summarize-status.js';
import { statusResponseSchema } from '../../src/finance-api/status-response-schema.js';
import { describeOutcome } from '../../src/finance-api/describe-outcome.js';

const base = {
  E_RETCODE: 0,
  E_ERP_DETAILS: {
    BUKRS: '',
    BELNR: '',
    GJAHR: '0000',
    BLART: '',
    BUDAT: '00000000',
    AUGBL: '',
    AUGDT: '00000000',
    ZBUKR: '',
    VBLNR: '',
    LAUFD: '00000000',
    CHECT: '',
    RZAWE: '',
  },
  E_STATUS: {
    INV_INSTNC_ID: '0030000001',
    OBJ_TYPE: 'INVOICE',
    RECEIVED_ON_DATE: '20250201',
    CURRNT_STS: '20',
    STS_DESCR: 'In approval',
    CREATED_ON: '20250201080000',
    TIMESTAMP: '20250202090000',
    EBELN: '',
    SYSTEM_ID: '',
  },
  T_APPROVAL: {
    item: [
      {
        INV_INSTANCE: '0030000001',
        APP_STOP_ID: '0000000001',
        AP_GROUP: 'AP',
        APPRO_TYPE: 'AP',
        ORD_APPR: 1,
        SSO_ID: '1',
        NAME_FIRST: 'Ann',
        NAME_LAST: 'A',
        TITLE: 'Clerk',
        APPROVE_STATUS: 'A',
        ACTION_CODE: 'APPR',
        PRE_APP_TYPE: 'AP',
      },
      {
        INV_INSTANCE: '0030000001',
        APP_STOP_ID: '0000000001',
        AP_GROUP: 'AP',
        APPRO_TYPE: 'AP',
        ORD_APPR: 1,
        SSO_ID: '2',
        NAME_FIRST: 'Bob',
        NAME_LAST: 'B',
        TITLE: 'Clerk',
        APPROVE_STATUS: '',
        ACTION_CODE: '',
        PRE_APP_TYPE: 'AP',
      },
      {
        INV_INSTANCE: '0030000001',
        APP_STOP_ID: '0000000002',
        AP_GROUP: 'CC',
        APPRO_TYPE: 'CC',
        ORD_APPR: '2',
        SSO_ID: '3',
        NAME_FIRST: 'Cy',
        NAME_LAST: 'C',
        TITLE: 'Owner',
        APPROVE_STATUS: '',
        ACTION_CODE: '',
        PRE_APP_TYPE: 'AP',
      },
      {
        INV_INSTANCE: '0030000001',
        APP_STOP_ID: '0000000002',
        AP_GROUP: 'CC',
        APPRO_TYPE: 'CC',
        ORD_APPR: '-1.5',
        SSO_ID: '4',
        NAME_FIRST: 'Di',
        NAME_LAST: 'D',
        TITLE: 'Owner',
        APPROVE_STATUS: '',
        ACTION_CODE: '',
        PRE_APP_TYPE: 'AP',
      },
    ],
  },
  T_APP_WORKFLOW: {
    item: [
      {
        SORT_ORD: ' 1',
        SSO_ID: '1',
        NAME_FIRST: 'Ann',
        NAME_LAST: 'A',
        APPRO_TYPE: '',
        ESC_APP: '',
        ACTION_CODE: 'SUBM',
        ACTION_DESCRIPTION: 'Submitted',
        TIMESTAMP: '20250201080000',
        REJ_RSN_CODE: '',
        PLATFORM: 'WEB',
        COMMENTS: '',
      },
      {
        SORT_ORD: ' 2',
        SSO_ID: '1',
        NAME_FIRST: 'Ann',
        NAME_LAST: 'A',
        APPRO_TYPE: 'AP',
        ESC_APP: '',
        ACTION_CODE: 'APPR',
        ACTION_DESCRIPTION: 'Approved',
        TIMESTAMP: '20250202090000',
        REJ_RSN_CODE: '',
        PLATFORM: 'WEB',
        COMMENTS: 'ok',
      },
      {
        SORT_ORD: ' 3',
        SSO_ID: '3',
        NAME_FIRST: 'Cy',
        NAME_LAST: 'C',
        APPRO_TYPE: 'CC',
        ESC_APP: 'X',
        ACTION_CODE: '',
        ACTION_DESCRIPTION: '',
        TIMESTAMP: '',
        REJ_RSN_CODE: '',
        PLATFORM: '',
        COMMENTS: '',
      },
    ],
  },
  T_CODING: {},
  T_HISTORY: {},
  T_INBOX: {},
};

describe('summarizeStatus', () => {
  it('lists the approvers of stops nobody approved yet, and the latest action', () => {
    const summary = summarizeStatus(statusResponseSchema.parse(base));
    expect(summary).toMatchObject({
      instanceId: '0030000001',
      code: '20',
      description: 'In approval',
      erpDocument: undefined,
      changedAt: '20250202090000',
    });
    expect(summary.pendingApprovers.map((a) => a.name)).toEqual(['Cy C', 'Di D']);
    expect(summary.lastAction).toMatchObject({
      name: 'Ann A',
      actionCode: 'APPR',
      description: 'Approved',
      comments: 'ok',
    });
  });

  it('reads the ERP document and treats zero dates as none', () => {
    const posted = {
      ...base,
      E_ERP_DETAILS: { ...base.E_ERP_DETAILS, BUKRS: '1000', BELNR: '5100000001', GJAHR: '2025', BUDAT: '20250203' },
    };
    expect(summarizeStatus(statusResponseSchema.parse(posted)).erpDocument).toEqual({
      companyCode: '1000',
      documentNumber: '5100000001',
      fiscalYear: '2025',
      postingDate: '20250203',
      clearingDocument: undefined,
      clearingDate: undefined,
      paymentRunDate: undefined,
      checkNumber: undefined,
    });
  });

  it('describes outcomes in one line', () => {
    expect(
      describeOutcome({ kind: 'http-error', status: 401, meaning: 'Unauthorized', excerpt: '', attempts: 1 }),
    ).toBe('HTTP 401 Unauthorized');
    expect(describeOutcome({ kind: 'not-sent', reason: 'connection refused (ECONNREFUSED)', attempts: 3 })).toBe(
      'not sent: connection refused (ECONNREFUSED) (after 3 attempts)',
    );
    expect(describeOutcome({ kind: 'rejected', status: 200, retcode: 8, message: 'Duplicate', attempts: 1 })).toBe(
      'refused by the finance system: E_RETCODE 8: Duplicate',
    );
  });
});
