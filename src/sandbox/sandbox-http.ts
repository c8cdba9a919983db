/**
 * Reading requests and writing answers for the sandbox server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { httpStatusMeaning } from '../finance-api/http-status-meaning.js';
import { BODY_ROOM_BESIDES_PDF, DEFAULT_MAX_PDF_BYTES, base64Length } from '../invoice/pdf-size.js';
import { encodeAnswerBody } from './encode-answer-body.js';

/**
 * Largest request body accepted: a create carrying the largest PDF a mapping attaches by default
 * (base64, a third larger) fits, with room for the rest of the invoice; about 30.7 MiB.
 */
export const MAX_BODY_BYTES = base64Length(DEFAULT_MAX_PDF_BYTES) + BODY_ROOM_BESIDES_PDF;

export class BodyTooLarge extends Error {}

export async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new BodyTooLarge(`request body larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * Writes an answer; with `encoding`, its body compressed and labelled so, as by a proxy.
 * @param encoding the Content-Encoding of every answer @default none
 */
export function send(
  response: ServerResponse,
  status: number,
  body: string,
  contentType: string,
  headers: Record<string, string> = {},
  encoding?: string,
): void {
  if (response.headersSent) return;
  const plain = Buffer.from(body, 'utf8');
  // An empty body has nothing to compress; a proxy leaves it unlabelled.
  const encoded = encoding !== undefined && plain.length > 0;
  const bytes = encoded ? encodeAnswerBody(plain, encoding) : plain;
  const coding: Record<string, string> = encoded ? { 'Content-Encoding': encoding } : {};
  response.writeHead(status, { 'Content-Type': contentType, 'Content-Length': bytes.length, ...coding, ...headers });
  response.end(bytes);
}

/**
 * True for an answer node's server will not write as asked: it refuses a status below 100 or
 * above 999, writes a 1xx as an interim answer and leaves the request open, and drops the body
 * of a 204 or 304.
 */
export function needsRawAnswer(status: number, body: string): boolean {
  if (status < 200 || status > 999) return true;
  return body !== '' && (status === 204 || status === 304);
}

/**
 * Writes the answer on the socket by hand, status line and all, then closes the connection:
 * how a broken gateway sends `HTTP/1.1 000` or a body after a 1xx.
 */
export function sendRaw(
  response: ServerResponse,
  status: number,
  body: string,
  headers: Record<string, string> = {},
): void {
  if (response.headersSent) return;
  const bytes = Buffer.from(body, 'utf8');
  const fields = { ...headers, 'Content-Length': String(bytes.length), Connection: 'close' };
  const head = [
    `HTTP/1.1 ${String(status).padStart(3, '0')} Odd Status`,
    ...Object.entries(fields).map(([n, v]) => `${n}: ${v}`),
  ];
  response.socket?.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`, 'latin1'), bytes]));
}

export function sendJson(
  response: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
  encoding?: string,
): void {
  send(response, status, JSON.stringify(value), 'application/json; charset=utf-8', headers, encoding);
}

/** The error body of the sandbox's gateway; the seed does not show one, so it is the sandbox's own. */
export function errorBody(status: number, detail: string): Record<string, string> {
  return { httpCode: String(status), httpMessage: httpStatusMeaning(status), moreInformation: detail };
}

export function sendError(
  response: ServerResponse,
  status: number,
  detail: string,
  headers: Record<string, string> = {},
): void {
  sendJson(response, status, errorBody(status, detail), headers);
}
