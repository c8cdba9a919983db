/** reconcile's lines about the in-doubt invoices it looked up by the instance their answers named. Pure. */
import type { InDoubtSettlement } from '../reconcile/in-doubt-settlement.js';

export function formatInDoubtSettled(settled: readonly InDoubtSettlement[]): string[] {
  if (settled.length === 0) return [];
  const created = settled.filter((s) => s.created).length;
  const lines = [
    `In doubt with an instance id in their answer: ${settled.length} looked up by it, ${created} settled as created (as resolve does).`,
  ];
  for (const s of settled)
    if (!s.created) lines.push(`  ${s.key} (instance ${s.instanceId}): still in doubt: ${s.why ?? 'not confirmed'}`);
  return lines;
}
