/** What reconcile made of an in-doubt invoice whose create answer named its instance. */
export interface InDoubtSettlement {
  /** `PayeeId/Invoice_Number`. */
  key: string;
  invoiceId: string | null;
  /**
   * The instance the create's answer named, looked up with a status call; the one recorded once
   * settled. Left in doubt after a processed answer's number: its spellings, `0030000403 or 30000403`.
   */
  instanceId: string;
  /** Recorded as created as that instance; false: left in doubt, `why` says why. */
  created: boolean;
  /** Why it was left in doubt (the finance system does not show the instance, or could not be asked). */
  why?: string | undefined;
}

/**
 * Settles the in-doubt invoices of a target whose answers named an instance, as `resolve` does
 * (batch/settle-answered-in-doubt.ts): given to reconcile by the command, which owns the API target.
 */
export type SettleInDoubt = () => Promise<InDoubtSettlement[]>;
