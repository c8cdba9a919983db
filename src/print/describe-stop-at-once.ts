/**
 * The line an upload leaves when a second signal ends it at once: the invoices in flight (now in
 * doubt, as the next command finds them) and the commands that show and settle them. Pure.
 */
export function describeStopAtOnce(inFlight: number, showCommand: string, resolveCommand: string): string {
  if (inFlight === 0) return 'no invoice was in flight: none is in doubt';
  const one = inFlight === 1;
  return `${inFlight} invoice${one ? ' was' : 's were'} in flight and ${one ? 'is' : 'are'} now in doubt; see ${one ? 'it' : 'them'} with ${showCommand}, then settle each with ${resolveCommand}`;
}
