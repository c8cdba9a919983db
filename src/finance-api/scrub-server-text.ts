/**
 * Every text a server sends back (bodies, header values) passes through here before anything
 * reads it, so the API key and any credentials of the base URL never reach the journal, a
 * workbook, a log or the terminal, whatever field a server chose to echo them in.
 */
import type { ApiTarget } from './api-target.js';
import { base64Forms, secretParts } from './secret-forms.js';

/** What replaces a secret. */
const SCRUBBED = '***';

/** HTML's named entities for the characters it must escape. */
const NAMED_ENTITIES: Readonly<Record<string, readonly string[]>> = {
  '&': ['&amp;'],
  '<': ['&lt;'],
  '>': ['&gt;'],
  '"': ['&quot;'],
  "'": ['&apos;'],
};

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

const hex4 = (unit: number) => unit.toString(16).padStart(4, '0');

/**
 * One character of a secret in every spelling a server may echo it in: as is, percent-encoded
 * (its UTF-8 bytes), as an HTML entity (decimal, hexadecimal, named), as a JSON escape, and a
 * space as `+`. Letters and hex digits match in either case (the pattern has the `i` flag).
 */
function characterPattern(character: string): string {
  const code = character.codePointAt(0) ?? 0;
  const units = code > 0xffff ? [0xd800 + ((code - 0x10000) >> 10), 0xdc00 + ((code - 0x10000) & 0x3ff)] : [code];
  const forms = [
    escapeRegExp(character),
    escapeRegExp([...Buffer.from(character, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join('')),
    `&#0*${code};`,
    `&#x0*${code.toString(16)};`,
    escapeRegExp(units.map((unit) => `\\u${hex4(unit)}`).join('')),
    ...(NAMED_ENTITIES[character] ?? []).map(escapeRegExp),
  ];
  // `\\` for a backslash is left to the JSON pass of scrubServerText: as a form here it would
  // overlap the plain backslash, and a key of many backslashes would take exponential time.
  if (character === '"' || character === '/') forms.push(escapeRegExp(`\\${character}`));
  if (character === ' ') forms.push('\\+');
  return `(?:${forms.join('|')})`;
}

/**
 * The secrets of a target: the API key and any user and password of the base URL, as given and
 * decoded, and the proxy's password with its `user:password` (whose base64 is the Basic header a
 * proxy may echo in a page it writes). Longest first, so a secret inside another is not cut in half.
 */
export function secretsOf(target: Pick<ApiTarget, 'apiKey' | 'baseUrl' | 'proxy'>): string[] {
  const plain = [target.apiKey];
  try {
    const url = new URL(target.baseUrl);
    plain.push(url.username, url.password, decodeURIComponent(url.username), decodeURIComponent(url.password));
  } catch {
    // Not a URL: it carries no credentials to hide.
  }
  if (target.proxy !== undefined) {
    const url = new URL(target.proxy.url);
    const password = decodeURIComponent(url.password);
    // The proxy's user name alone is left: often a person's login, which invoices may name too.
    if (password !== '') plain.push(url.password, password, `${decodeURIComponent(url.username)}:${password}`);
  }
  return [...new Set(plain.filter((secret) => secret !== ''))].sort((a, b) => b.length - a.length);
}

/**
 * Patterns by the secrets they find, joined. Made once: each answer is scrubbed, and building the
 * pattern cost more than using it. A process talks to one target or a few, so this stays small.
 */
const patterns = new Map<string, RegExp>();

/**
 * Every spelling of every secret, one character at a time, so that a server mixing encodings
 * (`Ab%2bc/d=e&amp;f`) is caught too. Each character is a choice among fixed strings, so matching
 * stays linear whatever the text.
 */
function secretPattern(secrets: readonly string[]): RegExp {
  const key = JSON.stringify(secrets);
  let pattern = patterns.get(key);
  if (!pattern) {
    // Whole spellings first, so an echo of all of the key is one `***`; then its base64 (a part of a
    // long key is found after, by secretParts).
    const alternatives = secrets.map((secret) => [...secret].map(characterPattern).join(''));
    const encoded = secrets.flatMap(base64Forms).map(escapeRegExp);
    pattern = new RegExp([...alternatives, ...encoded].join('|'), 'gi');
    // Bounded all the same: secrets stay in memory no longer than a few targets need them.
    if (patterns.size >= 16) patterns.clear();
    patterns.set(key, pattern);
  }
  return pattern;
}

/** The text with each run of a secret's characters (secret-forms.ts) replaced, last first so the spans stay valid. */
function replaceParts(text: string, secret: string): string {
  let result = text;
  for (const [start, end] of secretParts(text, secret).reverse())
    result = result.slice(0, start) + SCRUBBED + result.slice(end);
  return result;
}

function replaceAll(text: string, secrets: readonly string[]): string {
  return secrets.reduce(replaceParts, text.replace(secretPattern(secrets), SCRUBBED));
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
  // JSON strings with escapes first, decoded: matched on the raw text, a key ending in a backslash
  // would take half of an escaped `\\` with it and leave the answer no longer JSON.
  const literals = text.includes('\\')
    ? text.replace(STRING_LITERAL, (literal) => {
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
      })
    : text;
  return replaceAll(literals, secrets);
}

/** The same headers with every value scrubbed. */
export function scrubHeaders(headers: Headers, secrets: readonly string[]): Headers {
  const out = new Headers();
  headers.forEach((value, name) => out.append(name, scrubServerText(value, secrets)));
  return out;
}
