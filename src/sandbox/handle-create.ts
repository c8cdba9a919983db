/**
 * Invoice create as the sandbox answers it: strict validation against the Invoice model, the
 * payee must be a known advertiser, one invoice per (PayeeId, Invoice_Number). Every refusal is
 * HTTP 200 with a non-zero E_RETCODE, as the finance back-end does.
 */
import { checkInvoice, type FieldProblem } from '../invoice/check-invoice.js';
import type { Invoice } from '../invoice/invoice-schema.js';
import type { SandboxInstance, SandboxState } from './sandbox-state.js';
import { dateText } from './sandbox-clock-text.js';

/** E_RETCODE of an invoice that fails validation or names an unknown payee. */
export const RETCODE_INVALID = 4;
/** E_RETCODE of a second invoice with the same PayeeId and Invoice_Number. */
export const RETCODE_DUPLICATE = 8;

export type CreateResult =
  | { kind: 'created'; instance: SandboxInstance; body: Record<string, unknown> }
  | { kind: 'rejected'; body: Record<string, unknown> }
  | { kind: 'duplicate'; existing: SandboxInstance; body: Record<string, unknown> };

function describeProblem(problem: FieldProblem): string {
  const got = problem.value === undefined ? 'missing' : JSON.stringify(problem.value);
  return `${problem.path} ${got}: ${problem.message}`;
}

function refusal(retcode: number, message: string): Record<string, unknown> {
  return { E_INSTANCE_ID: '', E_MESSAGE: message, E_RETCODE: retcode, T_CONTACT: { item: [] }, T_EVENT: { item: [] } };
}

function echo(invoice: Invoice, instanceId: string): Record<string, unknown> {
  return {
    E_INSTANCE_ID: instanceId,
    E_MESSAGE: '',
    E_RETCODE: 0,
    T_CONTACT: {
      item: invoice.Contacts.map((c) => ({
        MANDT: '',
        INV_INSTNC_ID: '',
        ROLE: c.Role ?? '',
        USER_ID: c.User_ID ?? '',
        CONTACT_NAME: '',
        TELEPHONE: c.Telephone ?? '',
        EMAIL: c.Email ?? '',
      })),
    },
    T_EVENT: {
      item: invoice.Events.map((e) => ({
        MANDT: '',
        INV_INSTNC_ID: '',
        EVENT_ID: e.Event_ID ?? '',
        EVENT_NAME: e.Event_Name ?? '',
        EVENT_DATE: e.Event_Date ?? '',
        CREATED_BY: e.Created_By ?? '',
        EVENT_DESC: e.Event_Description ?? '',
      })),
    },
  };
}

export interface CreateContext {
  state: SandboxState;
  nowMs: number;
  /** Decides once per new instance whether it stays in approval for good. */
  isStuck: (instanceId: string) => boolean;
  /** Book a second invoice of a key instead of refusing it. @default false */
  booksDuplicates?: boolean;
  /** The advertiser ids as the sandbox lists them (listedPayeeIds): no other spelling is known. */
  payeeIds: ReadonlySet<string>;
}

export function handleCreate(body: unknown, context: CreateContext): CreateResult {
  const check = checkInvoice(body);
  if (!check.invoice) {
    const listed = check.problems.slice(0, 20).map(describeProblem).join('; ');
    const more = check.problems.length > 20 ? `; and ${check.problems.length - 20} more` : '';
    return { kind: 'rejected', body: refusal(RETCODE_INVALID, `Invalid invoice: ${listed}${more}`) };
  }
  const invoice = check.invoice;
  if (!context.payeeIds.has(invoice.PayeeId)) {
    return {
      kind: 'rejected',
      body: refusal(
        RETCODE_INVALID,
        `Invalid invoice: PayeeId ${JSON.stringify(invoice.PayeeId)}: not a registered advertiser`,
      ),
    };
  }
  const { created, instance } = context.state.addInstance(
    (seq, instanceId) => ({
      instanceId,
      seq,
      payeeId: invoice.PayeeId,
      invoiceNumber: invoice.Invoice_Number,
      invoiceId: invoice.InvoiceId,
      amount: invoice.Invoice_Amount,
      currency: invoice.CurrencyCode,
      compCode: invoice.CompCode ?? '',
      receivedOn: invoice.Received_On ?? dateText(context.nowMs),
      createdAt: context.nowMs,
      stuck: context.isStuck(instanceId),
    }),
    context.booksDuplicates,
  );
  if (!created) {
    context.state.recordDuplicate(instance.instanceId, context.nowMs);
    const message = `Duplicate invoice: PayeeId ${invoice.PayeeId} Invoice_Number ${invoice.Invoice_Number} already exists as instance ${instance.instanceId}`;
    return { kind: 'duplicate', existing: instance, body: refusal(RETCODE_DUPLICATE, message) };
  }
  return { kind: 'created', instance, body: echo(invoice, instance.instanceId) };
}
