/**
 * The steps an invoice goes through in the sandbox, and which step it is at. The seed shows one
 * pairing (28 Paid); the others are the sandbox's own and documented here.
 */
import type { SandboxInstance } from './sandbox-state.js';

export interface LifecycleStep {
  code: string;
  description: string;
}

/** Received -> In approval -> Posted -> Paid. */
export const LIFECYCLE: readonly LifecycleStep[] = [
  { code: '10', description: 'Received' },
  { code: '20', description: 'In approval' },
  { code: '25', description: 'Posted' },
  { code: '28', description: 'Paid' },
];

export const LAST_STEP = LIFECYCLE.length - 1;
/** A stuck invoice stays here: in approval, with an approver who never acts. */
export const STUCK_STEP = 1;

/**
 * How invoices move on.
 * - `per-call`: each status call answers the current step, then moves the invoice one step on
 * - `{ everyMs }`: one step per `everyMs` since creation, whatever is asked
 */
export type Advance = 'per-call' | { everyMs: number };

/** The step index an instance is at, and when it entered each step (ms since the epoch). */
export function stepOf(
  instance: SandboxInstance,
  advance: Advance,
  nowMs: number,
): { step: number; enteredAt: number[] } {
  const cap = instance.stuck ? STUCK_STEP : LAST_STEP;
  if (advance === 'per-call') {
    const enteredAt = [instance.createdAt, ...instance.advancedAt].slice(0, cap + 1);
    return { step: enteredAt.length - 1, enteredAt };
  }
  const every = Math.max(1, advance.everyMs);
  const step = Math.min(cap, Math.max(0, Math.floor((nowMs - instance.createdAt) / every)));
  const enteredAt = Array.from({ length: step + 1 }, (_, i) => instance.createdAt + i * every);
  return { step, enteredAt };
}

/** True when a status call should move this instance on (per-call lifecycle only). */
export function movesOnAfterCall(instance: SandboxInstance, advance: Advance): boolean {
  if (advance !== 'per-call') return false;
  const cap = instance.stuck ? STUCK_STEP : LAST_STEP;
  return instance.advancedAt.length < cap;
}
