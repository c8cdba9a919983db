/**
 * Whether a request that got no answer may have reached the server. Only failures that happen
 * before a connection exists prove that no byte left; everything else is in doubt.
 */
import { describeTlsFailure } from './describe-tls-failure.js';
import { failedOnFirstAnswerBytes } from './mark-fetch-failure.js';
import { PROXY_REFUSED } from './proxy-refusal.js';

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
  /**
   * What the failure says of the address's scheme: the server answered in TLS (an https:// server
   * asked in plain HTTP), it answered the TLS handshake with something else (a plain HTTP server
   * asked over https://), or it closed the connection without a byte of answer (as an HTTPS server
   * does to a plain request). @default undefined when it says nothing of it
   */
  mismatch?: SchemeMismatch | undefined;
  /**
   * What failed, without what it means for a request that may have left: a create's `reason` says
   * it may have been sent, which is not true of a request that carried no invoice (the address check).
   * @default undefined when `reason` says only what failed
   */
  failed?: string | undefined;
}

export type SchemeMismatch = 'server-speaks-tls' | 'server-speaks-no-tls' | 'closed-unanswered';

/** TLS record types (20-23) then major version 3: the first bytes of any TLS answer, an alert included. */
function looksLikeTls(bytes: unknown): boolean {
  return Buffer.isBuffer(bytes) && bytes.length >= 2 && bytes[0]! >= 0x14 && bytes[0]! <= 0x17 && bytes[1] === 0x03;
}

interface ChainLink {
  code?: string | undefined;
  message: string;
  /** The bytes node's HTTP parser could not read as an answer. */
  rawPacket?: unknown;
  /** `rawPacket` is the very first the server sent: nothing before it was read as HTTP. */
  firstAnswerBytes: boolean;
}

function causeChain(error: unknown): ChainLink[] {
  const chain: ChainLink[] = [];
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current; depth++) {
    if (typeof current !== 'object') break;
    const { code, message, rawPacket } = current as { code?: unknown; message?: unknown; rawPacket?: unknown };
    chain.push({
      code: typeof code === 'string' ? code : undefined,
      message: typeof message === 'string' ? message : String(current),
      rawPacket,
      firstAnswerBytes: failedOnFirstAnswerBytes(current),
    });
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * Classifies an error thrown by the transport for a request that got no HTTP answer.
 * @param neverLeft the transport knows no connection existed, so no byte can have left @default false
 * @param proxy the proxy the request went through (describeProxy): the connection that could not be made was to it @default none
 */
export function classifyNetworkError(error: unknown, neverLeft = false, proxy?: string): NetworkFailure {
  const chain = causeChain(error);
  for (const { code, message } of chain) {
    // The proxy's own refusal names the proxy and its status; some (502, 503) may pass.
    if (code === PROXY_REFUSED) {
      const transient = (error as { transient?: unknown }).transient === true;
      return { maybeSent: false, transient, reason: message };
    }
    if (code && NOT_SENT_TRANSIENT[code]) {
      // Through a proxy, the only connection made here is to the proxy: the server's is the proxy's refusal.
      const where = proxy === undefined ? '' : ` to the proxy ${proxy}`;
      return { maybeSent: false, transient: true, reason: `${NOT_SENT_TRANSIENT[code]} (${code})${where}` };
    }
  }
  for (const { code, message, rawPacket, firstAnswerBytes } of chain) {
    // OpenSSL's words for a handshake answered by something that is not TLS, e.g. a plain HTTP server's 400.
    if (code === 'ERR_SSL_WRONG_VERSION_NUMBER' || (code === 'EPROTO' && /wrong version number/.test(message))) {
      const reason = `the server does not speak TLS: it answered the TLS handshake with something else, most likely plain HTTP (OpenSSL: "wrong version number")`;
      return { maybeSent: false, transient: false, reason, mismatch: 'server-speaks-no-tls' };
    }
    // Bytes that look like TLS after an HTTP status line prove nothing: that server may have booked it.
    if (code?.startsWith('HPE_') && firstAnswerBytes && looksLikeTls(rawPacket)) {
      const reason = `the server answered in TLS, not in HTTP: it expects HTTPS (${code})`;
      // A TLS server cannot have read a plain HTTP request: nothing of it was processed.
      return { maybeSent: false, transient: false, reason, mismatch: 'server-speaks-tls' };
    }
    // TLS is negotiated before the request is written; a certificate problem will not go away by itself.
    const tls = code === undefined ? undefined : describeTlsFailure(code);
    if (tls) return { maybeSent: false, transient: false, reason: tls };
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
  const closedUnanswered = last?.code === 'ECONNRESET' && last.message === 'socket hang up';
  return {
    maybeSent: true,
    transient: true,
    reason: `connection failed after the request may have been sent: ${detail}`,
    failed: `the connection failed: ${detail}`,
    ...(closedUnanswered ? { mismatch: 'closed-unanswered' as const } : {}),
  };
}
