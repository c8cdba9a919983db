/**
 * Reading requests and writing answers for the sandbox server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { httpStatusMeaning } from '../finance-api/http-status-meaning.js';
import { BODY_ROOM_BESIDES_PDF, DEFAULT_MAX_PDF_BYTES, base64Length } from '../invoice/pdf-size.js';

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

export function send(
  response: ServerResponse,
  status: number,
  body: string,
  contentType: string,
  headers: Record<string, string> = {},
): void {
  if (response.headersSent) return;
  response.writeHead(status, { 'Content-Type': contentType, 'Content-Length': Buffer.byteLength(body), ...headers });
  response.end(body);
}

export function sendJson(
  response: ServerResponse,
  status: number,
  value: unknown,
  headers: Record<string, string> = {},
): void {
  send(response, status, JSON.stringify(value), 'application/json; charset=utf-8', headers);
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
