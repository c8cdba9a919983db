/**
 * Every text a server sends back (bodies, header values) passes through here before anything
 * reads it, so the API key and any credentials of the base URL never reach the journal, a
 * workbook, a log or the terminal, whatever field a server chose to echo them in.
 */
import type { ApiTarget } from './api-target.js';

/** What replaces a secret. */
const SCRUBBED = '***';

function htmlEscape(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/**
 * The secrets of a target and the spellings a server may echo them in: as sent, percent-encoded,
 * HTML-escaped, and JSON-escaped. Longest first, so a secret inside another is not cut in half.
 */
export function secretsOf(target: Pick<ApiTarget, 'apiKey' | 'baseUrl'>): string[] {
  const plain = [target.apiKey];
  try {
    const url = new URL(target.baseUrl);
    plain.push(url.username, url.password, decodeURIComponent(url.username), decodeURIComponent(url.password));
  } catch {
    // Not a URL: it carries no credentials to hide.
  }
  const spellings = plain
    .filter((secret) => secret !== '')
    .flatMap((secret) => [secret, encodeURIComponent(secret), htmlEscape(secret), JSON.stringify(secret).slice(1, -1)]);
  return [...new Set(spellings)].sort((a, b) => b.length - a.length);
}

function replaceAll(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const secret of secrets) if (out.includes(secret)) out = out.split(secret).join(SCRUBBED);
  return out;
}

/** A JSON string literal with its quotes; the two alternatives never overlap, so matching stays linear. */
const STRING_LITERAL = /"(?:[^"\\\n]|\\.)*"/g;

/**
 * The text with every secret replaced by `***`. JSON string literals with escapes are also
 * decoded, scrubbed and written back, so `"\u0073k-..."` cannot smuggle the key past the plain
 * comparison. Numbers and everything else are left exactly as they came.
 */
export function scrubServerText(text: string, secrets: readonly string[]): string {
  if (secrets.length === 0 || text === '') return text;
  const plain = replaceAll(text, secrets);
  if (!plain.includes('\\')) return plain;
  return plain.replace(STRING_LITERAL, (literal) => {
    if (!literal.includes('\\')) return literal;
    let decoded: unknown;
    try {
      decoded = JSON.parse(literal);
    } catch {
      return literal;
    }
    if (typeof decoded !== 'string') return literal;
    const scrubbed = replaceAll(decoded, secrets);
    return scrubbed === decoded ? literal : JSON.stringify(scrubbed);
  });
}

/** The same headers with every value scrubbed. */
export function scrubHeaders(headers: Headers, secrets: readonly string[]): Headers {
  const out = new Headers();
  headers.forEach((value, name) => out.append(name, scrubServerText(value, secrets)));
  return out;
}
