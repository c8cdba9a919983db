/**
 * The status answer (seed 2.4) of one sandbox instance at its current step: approval stops with
 * several approvers each, a workflow log, and the accounting document once posted and paid.
 */
import { EMPTY_ERP_DETAILS } from '../finance-api/status-response-schema.js';
import type { SandboxInstance } from './sandbox-state.js';
import { LIFECYCLE, type LifecycleStep } from './sandbox-lifecycle.js';
import { dateText, timestampText } from './sandbox-clock-text.js';

interface Person {
  sso: string;
  first: string;
  last: string;
  title: string;
}

const PEOPLE: readonly Person[] = [
  { sso: '502117301', first: 'Anna', last: 'Schmidt', title: 'AP Clerk' },
  { sso: '502117302', first: 'Jonas', last: 'Weber', title: 'AP Clerk' },
  { sso: '502204417', first: 'Claire', last: 'Lefèvre', title: 'Cost Center Owner' },
  { sso: '502204418', first: 'Marco', last: 'Bianchi', title: 'Cost Center Owner' },
  { sso: '502309925', first: 'Siobhan', last: "O'Neill", title: 'Finance Controller' },
  { sso: '502309926', first: 'Lars', last: 'Nygård', title: 'Finance Controller' },
];

function person(seq: number, offset: number): Person {
  return PEOPLE[(seq + offset) % PEOPLE.length]!;
}

function docNumber(prefix: string, seq: number): string {
  return `${prefix}${String(seq % 100_000_000).padStart(8, '0')}`;
}

function erpDetails(instance: SandboxInstance, step: number, enteredAt: number[]): typeof EMPTY_ERP_DETAILS {
  if (step < 2) return { ...EMPTY_ERP_DETAILS };
  const posted = enteredAt[2]!;
  const companyCode = instance.compCode || '1000';
  const details = {
    ...EMPTY_ERP_DETAILS,
    BUKRS: companyCode,
    BELNR: docNumber('51', instance.seq),
    GJAHR: dateText(posted).slice(0, 4),
    BLART: 'KR',
    BUDAT: dateText(posted),
  };
  if (step < 3) return details;
  const paid = enteredAt[3]!;
  return {
    ...details,
    AUGBL: docNumber('15', instance.seq),
    AUGDT: dateText(paid),
    ZBUKR: companyCode,
    VBLNR: docNumber('20', instance.seq),
    LAUFD: dateText(paid),
    CHECT: docNumber('00', instance.seq + 410_000),
    RZAWE: 'C',
  };
}

function approvals(instance: SandboxInstance, step: number): Record<string, unknown>[] {
  if (step < 1) return [];
  const clerkA = person(instance.seq, 0);
  const clerkB = person(instance.seq, 1);
  const owner = person(instance.seq, 2);
  const ownerApproved = step >= 2;
  const item = (
    stop: number,
    group: string,
    type: string,
    order: number,
    who: Person,
    approved: boolean,
    preType: string,
  ) => ({
    INV_INSTANCE: instance.instanceId,
    APP_STOP_ID: String(stop).padStart(10, '0'),
    AP_GROUP: group,
    APPRO_TYPE: type,
    ORD_APPR: order,
    SSO_ID: who.sso,
    NAME_FIRST: who.first,
    NAME_LAST: who.last,
    TITLE: who.title,
    APPROVE_STATUS: approved ? 'A' : '',
    ACTION_CODE: approved ? 'APPR' : '',
    PRE_APP_TYPE: preType,
  });
  return [
    // The submitter's own step comes before the approval order, hence the negative order.
    item(0, 'AP_REQUESTER', '', -1, clerkA, true, 'REQ'),
    // Stop 1 has two approvers; one approving is enough.
    item(1, 'AP_CLERKS', 'AP', 1, clerkA, true, 'AP'),
    item(1, 'AP_CLERKS', 'AP', 1, clerkB, false, 'AP'),
    item(2, `CC_${instance.compCode || '1000'}`, 'CC', 2, owner, ownerApproved, 'AP'),
  ];
}

function workflow(instance: SandboxInstance, step: number, enteredAt: number[]): Record<string, unknown>[] {
  if (step < 1) return [];
  const clerkA = person(instance.seq, 0);
  const clerkB = person(instance.seq, 1);
  const owner = person(instance.seq, 2);
  const inApproval = enteredAt[1]!;
  const entry = (
    sort: number,
    who: Person,
    type: string,
    action: [string, string] | undefined,
    at: number | undefined,
    extra: Record<string, string> = {},
  ) => ({
    SORT_ORD: String(sort).padStart(2, ' '),
    SSO_ID: who.sso,
    NAME_FIRST: who.first,
    NAME_LAST: who.last,
    APPRO_TYPE: type,
    ESC_APP: '',
    ACTION_CODE: action?.[0] ?? '',
    ACTION_DESCRIPTION: action?.[1] ?? '',
    TIMESTAMP: at === undefined ? '' : timestampText(at),
    REJ_RSN_CODE: '',
    PLATFORM: action ? 'WEB' : '',
    COMMENTS: '',
    ...extra,
  });
  const ownerEntry =
    step >= 2
      ? entry(3, owner, 'CC', ['APPR', 'Approved'], enteredAt[2], { PLATFORM: 'MOBILE' })
      : entry(3, owner, 'CC', undefined, undefined, instance.stuck ? { ESC_APP: 'X' } : {});
  return [
    entry(1, clerkA, '', ['SUBM', 'Submitted'], instance.createdAt),
    entry(2, clerkA, 'AP', ['APPR', 'Approved'], inApproval, { COMMENTS: 'Checked against the insertion order' }),
    // Several entries may share a SORT_ORD: the other approver of the same stop.
    entry(2, clerkB, 'AP', undefined, undefined),
    ownerEntry,
  ];
}

/** The full status answer of `instance` at `step`. */
export function buildStatusResponse(
  instance: SandboxInstance,
  step: number,
  enteredAt: number[],
): Record<string, unknown> {
  const current: LifecycleStep = LIFECYCLE[step]!;
  return {
    E_RETCODE: 0,
    E_ERP_DETAILS: erpDetails(instance, step, enteredAt),
    E_STATUS: {
      INV_INSTNC_ID: instance.instanceId,
      OBJ_TYPE: 'INVOICE',
      RECEIVED_ON_DATE: instance.receivedOn,
      CURRNT_STS: current.code,
      STS_DESCR: current.description,
      CREATED_ON: timestampText(instance.createdAt),
      TIMESTAMP: timestampText(enteredAt[step]!),
      EBELN: '',
      SYSTEM_ID: 'SBX100',
    },
    T_APPROVAL: { item: approvals(instance, step) },
    T_APP_WORKFLOW: { item: workflow(instance, step, enteredAt) },
    T_CODING: {},
    T_HISTORY: {},
    T_INBOX: {},
  };
}

/** The answer for an instance id the sandbox does not know: HTTP 200 with E_RETCODE 4. */
export function unknownInstanceResponse(instanceId: string, why: string): Record<string, unknown> {
  return {
    E_RETCODE: 4,
    E_MESSAGE: why,
    E_ERP_DETAILS: { ...EMPTY_ERP_DETAILS },
    E_STATUS: {
      INV_INSTNC_ID: instanceId,
      OBJ_TYPE: '',
      RECEIVED_ON_DATE: '00000000',
      CURRNT_STS: '',
      STS_DESCR: '',
      CREATED_ON: '',
      TIMESTAMP: '',
      EBELN: '',
      SYSTEM_ID: 'SBX100',
    },
    T_APPROVAL: { item: [] },
    T_APP_WORKFLOW: { item: [] },
    T_CODING: {},
    T_HISTORY: {},
    T_INBOX: {},
  };
}
