/**
 * reconcile's settling of in-doubt invoices whose create answer gave their instance (a non-zero
 * E_RETCODE with an id, or a processed answer's number whose zeros may be lost): each is settled by
 * `resolveInDoubt`, exactly as `resolve <ref>` with no answer settles it, so the number's spellings
 * are tried by the same rule. One that cannot be confirmed stays in doubt; an id read from a cut
 * answer or a refusal waits for a person (inDoubtIdKind).
 */
import { ApiError } from '../errors.js';
import type { ApiTarget } from '../finance-api/api-target.js';
import { displayKey } from '../journal/invoice-row.js';
import { inDoubtIdKind, processedIdSpellings } from '../finance-api/offer-answered-ids.js';
import type { Journal } from '../journal/open-journal.js';
import { RECONCILE_NAME } from '../journal/read-hand-resolution.js';
import type { InDoubtSettlement } from '../reconcile/in-doubt-settlement.js';
import { checkResolveInstance } from './check-resolve-instance.js';
import { resolveInDoubt } from './resolve-in-doubt.js';
import { ResolveRefusedError } from './refuse-resolve.js';

export async function settleAnsweredInDoubt(
  journal: Journal,
  target: ApiTarget,
  options: { signal?: AbortSignal | undefined; now?: Date | undefined } = {},
): Promise<InDoubtSettlement[]> {
  const settlements: InDoubtSettlement[] = [];
  const done = new Set<string>();
  for (const row of await journal.resolve.listOpenInDoubt(target.identity)) {
    const key = displayKey(row);
    const kind = inDoubtIdKind(row);
    if ((kind !== 'named' && kind !== 'processed-number') || done.has(key)) continue;
    done.add(key);
    const given = row.instanceId ?? processedIdSpellings([row.detail]).join(' or ');
    const named = { key, invoiceId: row.invoiceId, instanceId: given };
    try {
      const result = await resolveInDoubt(journal, {
        reference: key,
        targetIdentity: target.identity,
        by: RECONCILE_NAME,
        checkInstance: (instanceId, invoice) =>
          checkResolveInstance(target, instanceId, invoice, options.signal ? { signal: options.signal } : {}),
        ...(options.now ? { now: options.now } : {}),
      });
      settlements.push({ ...named, instanceId: result.instanceId ?? given, created: true });
    } catch (error) {
      // Refused (several answers, an id the finance system does not show) or not asked: left for resolve.
      if (!(error instanceof ResolveRefusedError || error instanceof ApiError)) throw error;
      settlements.push({ ...named, created: false, why: error.message });
    }
  }
  return settlements;
}
