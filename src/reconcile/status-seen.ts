/** A status answer -> the row kept in the status history. Pure. */
import type { ErpDocument, PendingApprover, StatusSummary, WorkflowAction } from '../finance-api/summarize-status.js';
import type { StatusSeen } from '../journal/status-history.js';

/** `Jonas Weber (AP_CLERKS)`; several joined by `; `. */
export function describeApprovers(approvers: readonly PendingApprover[]): string {
  return approvers.map((a) => `${a.name || a.ssoId}${a.group ? ` (${a.group})` : ''}`).join('; ');
}

/** `Approved by Anna Schmidt`, without the time (the workbook shows that in a date cell of its own). */
export function describeActionDone(action: WorkflowAction | undefined): string {
  if (!action) return '';
  const what = action.description || action.actionCode;
  const who = action.name || action.ssoId;
  return `${what}${who ? ` by ${who}` : ''}`;
}

/** `Approved by Anna Schmidt at 20260501101500`, as the journal keeps it. */
export function describeAction(action: WorkflowAction | undefined): string {
  if (!action) return '';
  return `${describeActionDone(action)}${action.timestamp ? ` at ${action.timestamp}` : ''}`;
}

export function statusSeen(
  targetIdentity: string,
  instanceId: string,
  seenAt: string,
  status: StatusSummary,
): StatusSeen {
  const doc: ErpDocument | undefined = status.erpDocument;
  return {
    targetIdentity,
    instanceId,
    seenAt,
    code: status.code,
    description: status.description,
    statusTimestamp: status.changedAt,
    companyCode: doc?.companyCode,
    documentNumber: doc?.documentNumber,
    fiscalYear: doc?.fiscalYear,
    postingDate: doc?.postingDate,
    clearingDocument: doc?.clearingDocument,
    clearingDate: doc?.clearingDate,
    paymentRunDate: doc?.paymentRunDate,
    checkNumber: doc?.checkNumber,
    pendingApprovers: describeApprovers(status.pendingApprovers) || undefined,
    lastAction: describeAction(status.lastAction) || undefined,
  };
}

/** `20260501101500` (taken as UTC, as no zone is given) -> ISO; undefined for anything else. */
export function timestampToIso(text: string | null | undefined): string | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text ?? '');
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6]));
  return Number.isNaN(ms) ? undefined : new Date(ms).toISOString();
}
