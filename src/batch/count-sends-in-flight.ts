/**
 * Counts the creates of an upload that have left and are not answered yet: the invoices a stop at
 * once (a second Ctrl-C) leaves in doubt, since the journal holds them as being sent.
 */
import type { UploadPlan } from './upload-plan.js';

type Send = UploadPlan['send'];

export function countSendsInFlight(send: Send): { send: Send; inFlight: () => number } {
  let inFlight = 0;
  return {
    send: async (body, signal, hooks) => {
      inFlight += 1;
      try {
        return await send(body, signal, hooks);
      } finally {
        inFlight -= 1;
      }
    },
    inFlight: () => inFlight,
  };
}
