/**
 * Turns an HTTP answer into JSON checked against a schema, or into the `http-error` outcome that
 * says what was wrong: status, meaning, and a short excerpt of the body with the key removed.
 */
import type { z } from 'zod';
import type { HttpFailure } from './call-outcome.js';
import { bodyExcerpt } from './body-excerpt.js';
import { readGatewayBlock } from './gateway-block.js';
import { httpStatusMeaning } from './http-status-meaning.js';
import { redirectNote } from './describe-redirect.js';
import { readProxyFront } from './read-proxy-front.js';
import { readSignInPage, signInWords } from './read-sign-in-page.js';

export interface Answer {
  status: number;
  headers: Headers;
  body: string;
  /** Why the body was not read (longer than the size limit, ...); the body is then empty. */
  unread?: string | undefined;
  /** Ms from the request's last byte to the answer's headers (send-request.ts); undefined when not measured. */
  waitedMs?: number | undefined;
}

/** Why an answer over the size limit was not read. */
export function oversizeMeaning(limit: number): string {
  return `the answer is longer than ${limit} bytes (the maxAnswerBytes limit) and was not read`;
}

/** The http-error outcome of an answer. */
export function httpFailure(answer: Answer, meaning: string, apiKey: string, attempts: number): HttpFailure {
  return { kind: 'http-error', status: answer.status, meaning, excerpt: bodyExcerpt(answer.body, apiKey), attempts };
}

/**
 * `HTTP 401 Unauthorized`-style failure for a non-2xx answer.
 * @param baseUrl the target's base URL, whose path shows a proxy in front @default not known
 */
export function statusFailure(answer: Answer, apiKey: string, attempts: number, baseUrl?: string): HttpFailure {
  const blocked = readGatewayBlock(answer);
  if (blocked)
    return {
      ...httpFailure(answer, `${httpStatusMeaning(answer.status)}: ${blocked.words}`, apiKey, attempts),
      blockedBy: blocked.by,
    };
  const unread = answer.unread === undefined ? '' : ` (${answer.unread})`;
  const failure = httpFailure(
    answer,
    `${httpStatusMeaning(answer.status)}${redirectNote(answer)}${unread}`,
    apiKey,
    attempts,
  );
  // A proxy in front may have dropped the api_key header, and the back-end then refuses the key.
  const proxyFront = answer.status === 401 ? readProxyFront(answer.headers, baseUrl) : undefined;
  return proxyFront ? { ...failure, proxyFront } : failure;
}

/** Zod's type names as a person says them. */
const TYPE_WORDS: Readonly<Record<string, string>> = {
  object: 'an object',
  array: 'a list',
  string: 'text',
  number: 'a number',
  boolean: 'true or false',
  null: 'null',
};

/** A zod issue in a person's words: what the answer lacked, or what it held instead. */
function issueWords(issue: z.core.$ZodIssue): string {
  const message = issue.message.replace(/^Invalid input: /, '');
  if (issue.code !== 'invalid_type') return message;
  const expected = TYPE_WORDS[issue.expected] ?? issue.expected;
  const received = /received (\w+)$/.exec(issue.message)?.[1];
  if (received === undefined) return message;
  if (received === 'undefined') return `missing from the answer (${expected} expected)`;
  return `expected ${expected}, got ${TYPE_WORDS[received] ?? received}`;
}

/** The first problem of a zod error as `field: what is wrong`, e.g. `E_STATUS: missing from the answer (an object expected)`. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'the response does not have the expected shape';
  const field = issue.path
    .map((part) => (typeof part === 'number' ? `[${part}]` : String(part)))
    .join('.')
    .replace(/\.\[/g, '[');
  return `${field || 'the response'}: ${issueWords(issue)}`;
}

/** Parses the body as JSON; the failure names what was received instead. */
export function parseJson(answer: Answer): { ok: true; value: unknown } | { ok: false; meaning: string } {
  if (answer.unread !== undefined) return { ok: false, meaning: answer.unread };
  const contentType = answer.headers.get('content-type') ?? 'no content type';
  if (answer.body.trim() === '')
    return { ok: false, meaning: `expected a JSON body, got an empty body (${contentType})` };
  try {
    return { ok: true, value: JSON.parse(answer.body) as unknown };
  } catch {
    return { ok: false, meaning: `expected a JSON body, got ${contentType.split(';')[0]} that is not JSON` };
  }
}

/**
 * The http-error of a 2xx answer whose body is not the JSON asked for: a login proxy's sign-in
 * page is named as such (every further call would get it too), anything else by `meaning`.
 */
export function notJsonFailure(
  answer: Answer,
  what: string,
  meaning: string,
  apiKey: string,
  attempts: number,
): HttpFailure {
  const signInPage = readSignInPage(answer, apiKey);
  if (signInPage === undefined) return httpFailure(answer, `${what}: ${meaning}`, apiKey, attempts);
  return { ...httpFailure(answer, `${what}: ${signInWords(signInPage)}`, apiKey, attempts), signInPage };
}

/** JSON checked against `schema`, or the http-error outcome naming the field that is wrong. */
export function readJsonAnswer<S extends z.ZodType>(
  answer: Answer,
  schema: S,
  what: string,
  apiKey: string,
  attempts: number,
): { ok: true; value: z.output<S> } | { ok: false; failure: HttpFailure } {
  const json = parseJson(answer);
  if (!json.ok) return { ok: false, failure: notJsonFailure(answer, what, json.meaning, apiKey, attempts) };
  const parsed = schema.safeParse(json.value);
  if (!parsed.success)
    return {
      ok: false,
      failure: httpFailure(answer, `${what} has the wrong shape: ${describeIssue(parsed.error)}`, apiKey, attempts),
    };
  return { ok: true, value: parsed.data };
}
