/**
 * Whether an upload's halt says the finance API could not be reached: the words every such halt
 * begins with (send-runs.ts checkAddress, watch-api-health.ts, watch-halts.ts neverReached,
 * pause-for-gateway.ts). A halt of that kind sent nothing more, so what it left is not sent, never
 * in doubt. Pure.
 */
const UNREACHABLE = 'the finance API could not be reached';

export function isUnreachableHalt(halt: string | undefined): boolean {
  return halt?.startsWith(UNREACHABLE) ?? false;
}
