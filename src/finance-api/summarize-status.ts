/**
 * The parts of a status answer a person acts on: where the invoice is, its accounting document,
 * who still has to approve it, and what happened last.
 */
import type { StatusResponse } from './status-response-schema.js';

export interface ErpDocument {
  companyCode: string;
  documentNumber: string;
  fiscalYear: string;
  postingDate: string | undefined;
  /** Clearing (payment) document, once paid. */
  clearingDocument: string | undefined;
  clearingDate: string | undefined;
  paymentRunDate: string | undefined;
  checkNumber: string | undefined;
}

export interface PendingApprover {
  stopId: string;
  group: string;
  ssoId: string;
  name: string;
  title: string;
}

export interface WorkflowAction {
  ssoId: string;
  name: string;
  actionCode: string;
  description: string;
  timestamp: string;
  comments: string;
}

export interface StatusSummary {
  instanceId: string;
  code: string;
  description: string;
  receivedOn: string | undefined;
  /** E_STATUS.TIMESTAMP: when the status last changed. */
  changedAt: string | undefined;
  erpDocument: ErpDocument | undefined;
  pendingApprovers: PendingApprover[];
  lastAction: WorkflowAction | undefined;
}

/** Empty, all-zero dates and years mean "none" (seed 2.4). */
function present(value: string): string | undefined {
  const text = value.trim();
  return text === '' || /^0+$/.test(text) ? undefined : text;
}

function fullName(first: string, last: string): string {
  return [first, last].filter(Boolean).join(' ');
}

export function summarizeStatus(response: StatusResponse): StatusSummary {
  const erp = response.E_ERP_DETAILS;
  const erpDocument = present(erp.BELNR)
    ? {
        companyCode: erp.BUKRS,
        documentNumber: erp.BELNR,
        fiscalYear: erp.GJAHR,
        postingDate: present(erp.BUDAT),
        clearingDocument: present(erp.AUGBL),
        clearingDate: present(erp.AUGDT),
        paymentRunDate: present(erp.LAUFD),
        checkNumber: present(erp.CHECT),
      }
    : undefined;

  // A stop is done when any of its approvers approved; the others of an open stop are pending.
  const approvedStops = new Set(
    response.T_APPROVAL.filter((item) => item.APPROVE_STATUS !== '').map((item) => item.APP_STOP_ID),
  );
  const pendingApprovers = response.T_APPROVAL.filter((item) => !approvedStops.has(item.APP_STOP_ID)).map((item) => ({
    stopId: item.APP_STOP_ID,
    group: item.AP_GROUP,
    ssoId: item.SSO_ID,
    name: fullName(item.NAME_FIRST, item.NAME_LAST),
    title: item.TITLE,
  }));

  const acted = response.T_APP_WORKFLOW.filter((item) => item.ACTION_CODE !== '');
  const last = [...acted]
    .sort(
      (a, b) =>
        a.TIMESTAMP.localeCompare(b.TIMESTAMP) ||
        a.SORT_ORD.trim().localeCompare(b.SORT_ORD.trim(), 'en', { numeric: true }),
    )
    .pop();
  const lastAction = last
    ? {
        ssoId: last.SSO_ID,
        name: fullName(last.NAME_FIRST, last.NAME_LAST),
        actionCode: last.ACTION_CODE,
        description: last.ACTION_DESCRIPTION,
        timestamp: last.TIMESTAMP,
        comments: last.COMMENTS,
      }
    : undefined;

  const status = response.E_STATUS;
  return {
    instanceId: status.INV_INSTNC_ID,
    code: status.CURRNT_STS,
    description: status.STS_DESCR,
    receivedOn: present(status.RECEIVED_ON_DATE),
    changedAt: present(status.TIMESTAMP),
    erpDocument,
    pendingApprovers,
    lastAction,
  };
}
