/**
 * What summaries say about invoices held in doubt behind another target: the same back-end reached
 * by another address (a proxy, a path prefix) has a post of their key in doubt, so they were not
 * sent. Resolved there, with the command their Message names; the upload's own resolve command
 * would resolve nothing, or the wrong invoice. The terminal, `--json` and the Summary sheet alike.
 */
import type { HeldThere } from '../journal/held-there-detail.js';
import type { ResolveLine } from './outcome-next-steps.js';

/** Why they are in doubt and where to resolve them, before the commands. */
export function heldThereWhy(count: number, target: string): string {
  return `${count} invoice(s) are IN DOUBT behind another target, ${target}: a post of the same PayeeId and Invoice_Number there is in doubt, and the two targets are most often one finance system, so these were not sent. Do not post or pay them again by hand. Look each one up, then record what you found under that target; each held one here is settled with it`;
}

/** The commands that resolve them there, as their Message names them (`--target` and that target's address). */
export function heldThereResolveLines(there: HeldThere): ResolveLine[] {
  return [
    { command: `${there.resolve} <PayeeId/Invoice_Number> --instance-id <N>`, why: 'it was created as instance N' },
    { command: `${there.resolve} <PayeeId/Invoice_Number> --not-created`, why: 'it was not: the next upload posts it' },
  ];
}

/** The Summary sheet's text for them: why, then the commands. */
export function heldThereNext(count: number, there: HeldThere): string {
  const lines = heldThereResolveLines(there).map(({ command, why }) => `${command} (${why})`);
  return `${heldThereWhy(count, there.target)}: ${lines.join('; ')}. If that target is a different finance system, upload again with --distinct-target.`;
}
