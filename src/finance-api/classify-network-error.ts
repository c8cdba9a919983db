/**
 * Whether a request that got no answer may have reached the server. Only failures that happen
 * before a connection exists prove that no byte left; everything else is in doubt.
 */

/** Connection could not be made: nothing was sent, and trying again may help. */
const NOT_SENT_TRANSIENT: Readonly<Record<string, string>> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host name not found',
  EAI_AGAIN: 'host name lookup failed for now',
  ENETUNREACH: 'network unreachable',
  EHOSTUNREACH: 'host unreachable',
  EADDRNOTAVAIL: 'address not available',
  UND_ERR_CONNECT_TIMEOUT: 'connection not established in time',
};

export interface NetworkFailure {
  /** False only when no byte of the request can have left this machine. */
  maybeSent: boolean;
  /** Trying again may help (only meaningful when nothing was sent). */
  transient: boolean;
  reason: string;
}

function causeChain(error: unknown): { code?: string; message: string }[] {
  const chain: { code?: string; message: string }[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current !== 'object') break;
    const { code, message } = current as { code?: unknown; message?: unknown };
    chain.push({
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' ? message : String(current),
    });
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * Classifies an error thrown by the transport for a request that got no HTTP answer.
 * @param neverLeft the transport knows no connection existed, so no byte can have left @default false
 */
export function classifyNetworkError(error: unknown, neverLeft = false): NetworkFailure {
  const chain = causeChain(error);
  for (const { code } of chain) {
    if (code && NOT_SENT_TRANSIENT[code])
      return { maybeSent: false, transient: true, reason: `${NOT_SENT_TRANSIENT[code]} (${code})` };
  }
  for (const { code, message } of chain) {
    // TLS is negotiated before the request is written; a certificate problem will not go away by itself.
    if (code && /^(ERR_TLS|ERR_SSL|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH)/.test(code)) {
      return { maybeSent: false, transient: false, reason: `TLS failure before sending (${code})` };
    }
    // fetch refuses some ports (e.g. 9, 25) before connecting.
    if (message === 'bad port')
      return { maybeSent: false, transient: false, reason: 'the port is blocked by fetch ("bad port")' };
  }
  const last = [...chain].reverse().find((link) => link.code) ?? chain[chain.length - 1];
  const detail = last?.code
    ? `${last.message.split('\n')[0]} (${last.code})`
    : (last?.message ?? 'unknown network error');
  // E.g. a header value no HTTP header can carry: refused before connecting, and it stays refused.
  if (neverLeft) return { maybeSent: false, transient: false, reason: `the request could not be made: ${detail}` };
  return {
    maybeSent: true,
    transient: true,
    reason: `connection failed after the request may have been sent: ${detail}`,
  };
}
