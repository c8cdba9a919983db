/**
 * The words every halt saying the finance API could not be reached begins with (send-runs.ts
 * checkAddress, watch-api-health.ts, pause-for-gateway.ts write them from here), and whether a halt
 * is one: such a halt sent nothing more, so what it left is not sent, never in doubt. Pure.
 */
export const UNREACHABLE = 'the finance API could not be reached';

export function isUnreachableHalt(halt: string | undefined): boolean {
  return halt?.startsWith(UNREACHABLE) ?? false;
}
