/**
 * Reads a sandbox state file without starting a server, e.g. to count invoices and duplicate
 * creates after runs that each started their own in-process sandbox.
 */
import { existsSync } from 'node:fs';
import type { SandboxInstanceView } from './sandbox-options.js';
import { SandboxState } from './sandbox-state.js';

export function readSandboxState(file: string): { instances: SandboxInstanceView[]; duplicateAttempts: number } {
  if (!existsSync(file)) return { instances: [], duplicateAttempts: 0 };
  const state = new SandboxState(file);
  try {
    return {
      instances: state.all().map((i) => ({
        instanceId: i.instanceId,
        payeeId: i.payeeId,
        invoiceNumber: i.invoiceNumber,
        invoiceId: i.invoiceId,
        amount: i.amount,
        currency: i.currency,
        createdAt: new Date(i.createdAt).toISOString(),
      })),
      duplicateAttempts: state.duplicatesRecorded,
    };
  } finally {
    state.close();
  }
}
