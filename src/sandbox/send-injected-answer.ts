import type { ServerResponse } from 'node:http';
import type { InjectedAnswer } from './sandbox-options.js';
import { needsRawAnswer, send, sendRaw } from './sandbox-http.js';

/** A test's injected answer, as raw bytes when Node's writer would refuse or change it. */
export function sendInjected(response: ServerResponse, answer: InjectedAnswer, encoding?: string): void {
  const body = answer.body ?? '';
  const looksJson = /^\s*[[{]/.test(body);
  const contentType = answer.contentType ?? (looksJson ? 'application/json' : 'text/html');
  if (needsRawAnswer(answer.status, body))
    return sendRaw(response, answer.status, body, { 'Content-Type': contentType, ...answer.headers });
  send(response, answer.status, body, contentType, answer.headers, encoding);
}
