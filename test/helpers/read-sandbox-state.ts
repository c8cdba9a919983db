/**
 * Reads a sandbox state file without starting a server, e.g. to count invoices and duplicate
 * creates after runs that each started their own in-process sandbox.
 */
import { existsSync } from 'node:fs';
import type { SandboxInstanceView } from '../../src/sandbox/running-sandbox.js';
import { SandboxState } from '../../src/sandbox/sandbox-state.js';
import { viewSandboxInstances } from '../../src/sandbox/view-sandbox-instances.js';

export function readSandboxState(file: string): { instances: SandboxInstanceView[]; duplicateAttempts: number } {
  if (!existsSync(file)) return { instances: [], duplicateAttempts: 0 };
  const state = new SandboxState(file);
  try {
    return {
      instances: viewSandboxInstances(state),
      duplicateAttempts: state.duplicatesRecorded,
    };
  } finally {
    state.close();
  }
}
