/** A resolve's refusals and their words, apart from resolve-in-doubt.ts which records the answers. */
import { EXIT_USAGE, InvoiceBatchError } from '../errors.js';
import { displayKey, type InvoiceRow } from '../journal/invoice-row.js';

/**
 * Why a resolve was refused. The messages name no flag (the same answer can come from elsewhere
 * than a command line); the command rewords the refusals that are about how it was asked.
 */
export type ResolveRefusal =
  /**
   * `offered`: ids the stored answer named, not confirmed (offer-answered-instance.ts); `shownNone`:
   * each was looked up and the finance system shows none of them; `shownSeveral`: it shows each of
   * `offered`, and a status answer cannot tell which is this invoice.
   */
  | { kind: 'no-answer'; offered?: string[]; shownNone?: boolean; shownSeveral?: boolean }
  | { kind: 'instance-id-not-digits'; instanceId: string }
  | {
      kind: 'several';
      /** `"<reference>" names several in-doubt invoices: <each of them>`. */
      found: string;
      /** A key to give instead, when the invoices named differ by key. */
      exampleKey: string | undefined;
      /** True when they are on several targets. */
      severalTargets: boolean;
    }
  | { kind: 'not-in-doubt' }
  /** Closing as reviewed: the reference names no open held copy. */
  | { kind: 'not-held' }
  /** The note cannot be kept as given (control characters, too long, a secret). */
  | { kind: 'bad-note'; problem: string }
  /** Another invoice on the target holds the instance: created, or in doubt with it named by its create answer. */
  | { kind: 'instance-taken'; holderKey: string; holderState: 'created' | 'in-doubt' }
  /** The finance system does not show the instance id. */
  | { kind: 'instance-unknown'; instanceId: string }
  /** The finance system's answer about the instance id belongs to other data. */
  | { kind: 'instance-other-data'; instanceId: string }
  /** The finance system shows the instance a correction says was not created. */
  | { kind: 'instance-exists'; instanceId: string }
  /** A correction that cannot be made as asked (nothing resolved, nothing to change, posted again since). */
  | { kind: 'cannot-correct' }
  /** The settings name another finance system than the one the invoice was sent to. */
  | { kind: 'other-target'; sentTo: string; settings: string };

/** The user's answer cannot be recorded as given. Exit 2: nothing was changed. */
export class ResolveRefusedError extends InvoiceBatchError {
  override readonly name = 'ResolveRefusedError' as const;
  readonly exitCode = EXIT_USAGE;
  readonly refusal: ResolveRefusal;
  constructor(message: string, refusal: ResolveRefusal) {
    super(message);
    this.refusal = refusal;
  }
}

/**
 * One instance is one invoice: the refusal of `instanceId` for the invoice `name`, which `holder`
 * (another key's row on the target) holds, naming it: recorded twice, a typo would land its error
 * on the invoice that really has it. Leading zeros do not make another instance.
 */
export function takenInstanceError(instanceId: string, holder: InvoiceRow, name: string): ResolveRefusedError {
  const as = holder.instanceId !== instanceId ? ` (as ${holder.instanceId})` : '';
  const how =
    holder.state === 'created'
      ? 'already recorded as created for another invoice'
      : 'already named, in doubt, by the create answer of another invoice';
  return new ResolveRefusedError(
    `instance ${instanceId}${as} is ${how} on this target: ${displayKey(holder)} (InvoiceId ${holder.invoiceId ?? '?'}, run ${holder.runId}); check the instance id of ${name} in the finance system`,
    {
      kind: 'instance-taken',
      holderKey: displayKey(holder),
      holderState: holder.state === 'created' ? 'created' : 'in-doubt',
    },
  );
}

/** The refusal of a reference that names several in-doubt invoices, asking for what tells them apart. */
export function severalInDoubtError(reference: string, rows: InvoiceRow[]): ResolveRefusedError {
  const listed = rows
    .map((row) => `${displayKey(row)} (InvoiceId ${row.invoiceId ?? '?'}) on ${row.targetIdentity}`)
    .join('; ');
  const refusal = {
    kind: 'several' as const,
    found: `"${reference}" names several in-doubt invoices: ${listed}`,
    exampleKey: new Set(rows.map(displayKey)).size > 1 ? displayKey(rows[0] as InvoiceRow) : undefined,
    severalTargets: new Set(rows.map((row) => row.targetIdentity)).size > 1,
  };
  const ask = [
    refusal.exampleKey !== undefined ? `name one by its key, e.g. ${refusal.exampleKey}` : '',
    refusal.severalTargets ? 'name the target identity' : '',
  ].filter(Boolean);
  return new ResolveRefusedError(`${refusal.found}; ${ask.join(', and ')}`, refusal);
}
