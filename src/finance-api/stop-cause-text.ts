/**
 * What stopped a run (an upload, a reconcile), as a clerk knows it: Ctrl-C for SIGINT, the signal's own name for the
 * others (the CLI aborts with an Error named for the signal), or none for a stop without a signal.
 */
export function stopCauseText(signal: AbortSignal | undefined): string {
  const reason: unknown = signal?.reason;
  const name = reason instanceof Error ? reason.message : '';
  if (name === 'SIGINT') return 'stopped by Ctrl-C';
  return /^SIG[A-Z]+$/.test(name) ? `stopped by ${name}` : 'the run was stopped';
}
