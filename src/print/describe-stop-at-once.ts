/**
 * The line an upload leaves when a second signal ends it at once: the invoices in flight, which
 * the journal holds as sending until the next command marks them in doubt (ending at once leaves
 * no time to write them), and the commands that show and settle them, each in the form that runs
 * once the invoice is filled in (`resolve` alone names none, and exits 2). Pure.
 */
import { inDoubtResolveLines } from '../report/outcome-words.js';

export function describeStopAtOnce(inFlight: number, showCommand: string, resolveCommand: string): string {
  if (inFlight === 0) return 'no invoice was in flight: none is in doubt';
  const one = inFlight === 1;
  const them = one ? 'it' : 'them';
  return `${inFlight} invoice${one ? ' was' : 's were'} in flight: the journal holds ${them} as sending, and the next command (upload, journal, history, reconcile or resolve) marks ${them} in doubt; then see ${them} with ${showCommand}, and settle each with ${inDoubtResolveLines(
    resolveCommand,
    inFlight,
  )
    .map(({ command, why }) => `${command} (${why})`)
    .join('; ')}`;
}
