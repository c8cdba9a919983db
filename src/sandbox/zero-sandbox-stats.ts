/** The counts of a sandbox that has answered nothing yet. */
import type { SandboxStats } from './running-sandbox.js';

export function zeroSandboxStats(): SandboxStats {
  return {
    createRequests: 0,
    created: 0,
    rejected: 0,
    duplicateAttempts: 0,
    injectedFailures: 0,
    lostResponses: 0,
    oddAnswers: 0,
    throttled: 0,
    peakCreatesInFlight: 0,
    statusRequests: 0,
    refusedKeys: 0,
    gatewayRefusals: 0,
    redirected: 0,
    signInPages: 0,
    notHttpConnections: 0,
    connections: 0,
    idleResets: 0,
  };
}
