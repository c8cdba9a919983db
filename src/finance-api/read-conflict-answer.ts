/**
 * A 409 Conflict to a create. REST back-ends answer so when they hold an invoice of the same key
 * already ("Invoice already exists as instance 0030000001"), whether an earlier post of this one
 * or another's: the finance system has, or may have, the invoice, so a 409 is never a refusal
 * that makes posting again safe. It is in doubt, with the server's own words kept apart for the
 * profile's duplicate rules to read (batch/send/interpret-create-outcome.ts). Pure.
 */
import type { InDoubt } from './call-outcome.js';
import { bodyExcerpt } from './body-excerpt.js';
import { pageText } from './page-text.js';
import type { Answer } from './read-json-answer.js';

/** Members that carry the text of an error body, most telling first: Spring, RFC 9457 problem, OAuth, others. */
const TEXT_MEMBERS = [
  'message',
  'detail',
  'errorMessage',
  'error_description',
  'description',
  'E_MESSAGE',
  'error',
  'title',
];

function textsOf(value: unknown, depth = 0): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value !== 'object' || value === null || depth > 2) return [];
  if (Array.isArray(value)) return value.slice(0, 5).flatMap((item) => textsOf(item, depth + 1));
  const record = value as Record<string, unknown>;
  const own = TEXT_MEMBERS.flatMap((name) => (typeof record[name] === 'string' ? [record[name]] : []));
  // `{"errors":[{"message":...}]}`, `{"error":{"message":...}}`
  const nested = ['errors', 'error'].flatMap((name) =>
    typeof record[name] === 'object' ? textsOf(record[name], depth + 1) : [],
  );
  return [...own, ...nested];
}

/** What the server said in a 409 answer, as one line scrubbed of the key; '' when it said nothing. */
export function conflictText(body: string, apiKey: string): string {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return pageText(bodyExcerpt(body, apiKey));
  }
  const texts = [...new Set(textsOf(json).map((text) => text.replace(/\s+/g, ' ').trim()))].filter(Boolean);
  return bodyExcerpt(texts.length > 0 ? texts.join('; ') : body, apiKey);
}

/** The in-doubt outcome of a 409 Conflict to a create. */
export function conflictAnswer(answer: Answer, apiKey: string, attempts: number): InDoubt {
  const said = conflictText(answer.body, apiKey);
  const words = said ? `: "${said}"` : '';
  return {
    kind: 'in-doubt',
    status: answer.status,
    reason: `HTTP 409 Conflict: the finance system holds, or may hold, this invoice already${words}`,
    conflict: said,
    attempts,
  };
}
