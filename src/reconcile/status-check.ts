/** What asking the status of one invoice came to, as the report and the JSON output show it. */
import type { StatusSummary } from '../finance-api/summarize-status.js';
import type { CreatedInvoice, LastStatus } from '../journal/status-history.js';

export type StatusCheck = {
  /** The invoice as the journal knows it; only `instanceId` is set for an id the journal did not make. */
  invoice: CreatedInvoice;
  /** The status seen at the check before this one. */
  previous: LastStatus | undefined;
  /** ISO 8601 UTC. */
  checkedAt: string;
} & (
  | {
      ok: true;
      status: StatusSummary;
      /** The status differs from the one seen before (a first check counts as a change). */
      changed: boolean;
      /** Since when the invoice shows this status, as far as is known (ISO). */
      inStatusSince: string | undefined;
      /** The code is not one the API's owners list (reconcile.statusCodes). @default false */
      unlisted?: boolean | undefined;
    }
  | {
      ok: false;
      /**
       * Outcome kind: `http-error`, `rejected`, `not-sent`, `timeout`; `stopped` when a signal came
       * first, `halted` when the API was found unreachable (or refused the key) before it was asked;
       * `unknown-instance` when the answer said the instance does not exist (is-unknown-instance.ts).
       */
      failure: string;
      /** One line saying what happened. */
      error: string;
      /** Since when the journal knows the invoice in its last known status (ISO); undefined when it knows none. */
      inStatusSince?: string | undefined;
    }
);
