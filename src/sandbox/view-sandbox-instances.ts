/** The invoices a sandbox state holds, as tests inspect them after a run: times as ISO 8601 text. */
import type { SandboxInstanceView } from './running-sandbox.js';
import type { SandboxState } from './sandbox-state.js';

export function viewSandboxInstances(state: SandboxState): SandboxInstanceView[] {
  return state.all().map((i) => ({
    instanceId: i.instanceId,
    payeeId: i.payeeId,
    invoiceNumber: i.invoiceNumber,
    invoiceId: i.invoiceId,
    amount: i.amount,
    currency: i.currency,
    createdAt: new Date(i.createdAt).toISOString(),
  }));
}
