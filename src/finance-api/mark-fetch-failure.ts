/**
 * What a failed request tells its caller beyond the error itself: whether it failed before any
 * connection existed (so no byte of a create left), and whether node choked on the very first bytes
 * a server sent (so those bytes say what the server speaks). The marks ride on the error object,
 * since the error passes through ky and the retry code unchanged.
 */
import type { Socket } from 'node:net';

/** Marks an error that happened before a connection to the server existed: no byte of the request left. */
const NEVER_CONNECTED = Symbol('never connected');

/** True when `error` was marked by nodeHttpFetch as failing before any connection existed. */
export function failedBeforeConnecting(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[NEVER_CONNECTED] === true;
}

/**
 * Marks a parse error whose bytes are the first the server sent on a new connection: nothing before
 * them was read as HTTP, so what they look like (a TLS record) says what the server speaks.
 */
const FIRST_ANSWER_BYTES = Symbol('first answer bytes');

/** True when `error` is node's parse error of the very first bytes a server sent on a new connection. */
export function failedOnFirstAnswerBytes(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as Record<symbol, unknown>)[FIRST_ANSWER_BYTES] === true;
}

/** Node's parse error carries the chunk it failed in; a later chunk of an answer proves nothing. */
export function markIfFirstAnswerBytes(error: unknown, socket: Socket | undefined, reused: boolean): void {
  const rawPacket = (error as { rawPacket?: unknown }).rawPacket;
  if (socket === undefined || reused || !Buffer.isBuffer(rawPacket)) return;
  // The socket's count includes the failing chunk: equal means no byte came before it.
  if (socket.bytesRead === rawPacket.length) Object.assign(error as object, { [FIRST_ANSWER_BYTES]: true });
}

/** Returns `error` marked as failing before any connection existed (failedBeforeConnecting). */
export function markNeverConnected(error: unknown): unknown {
  if (typeof error === 'object' && error !== null) Object.assign(error, { [NEVER_CONNECTED]: true });
  return error;
}
