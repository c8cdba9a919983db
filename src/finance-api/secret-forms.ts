/**
 * The forms of a secret a server may echo besides its spellings character by character: a part of
 * it (the rest masked or cut, as `sk-live-abc***` shows all but a few characters) and its base64.
 */

/**
 * The shortest run of a secret found as a part of it. Keys are long random strings (16 or more
 * characters): 12 of their characters carry about 70 bits, which no invoice number, amount or word
 * holds by chance, while a server masking only the last few characters of a key still shows 12.
 */
export const PART_LENGTH = 12;

/**
 * Shorter secrets (a test system's `test-key-001`, a base URL's user name) are found whole only: a
 * run of a few of their characters is an ordinary word (`invoice-`).
 */
export const PARTS_FROM_LENGTH = 16;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

/**
 * A pattern for any run of at least PART_LENGTH consecutive characters of the secret: one
 * alternative per start, each extended as far as the text goes on matching the secret. Each
 * alternative is fixed text followed by nested optional characters, so matching stays linear.
 */
export function partsPattern(secret: string): string | undefined {
  const characters = [...secret];
  if (characters.length < PARTS_FROM_LENGTH) return undefined;
  const alternatives: string[] = [];
  for (let start = 0; start + PART_LENGTH <= characters.length; start += 1) {
    const head = characters
      .slice(start, start + PART_LENGTH)
      .map(escapeRegExp)
      .join('');
    const tail = characters
      .slice(start + PART_LENGTH)
      .reduceRight((rest, character) => `(?:${escapeRegExp(character)}${rest})?`, '');
    alternatives.push(head + tail);
  }
  return alternatives.join('|');
}

/**
 * The secret's base64 and base64url as found inside any longer base64 text (`Basic dXNlcjpr...`):
 * for each of the three byte offsets the secret may start at, the characters made of its bytes
 * alone. Given only for secrets long enough for those characters to be a key's and nothing else.
 */
export function base64Forms(secret: string): string[] {
  const bytes = Buffer.from(secret, 'utf8');
  if (bytes.length < PARTS_FROM_LENGTH) return [];
  const forms: string[] = [];
  for (let offset = 0; offset < 3; offset += 1) {
    const padded = Buffer.concat([Buffer.alloc(offset), bytes]);
    const text = padded.toString('base64');
    // The characters that mix the filler's bits, and the last group's that mix padding, are left out.
    const start = Math.ceil((offset * 4) / 3);
    const end = Math.floor(padded.length / 3) * 4;
    const stable = text.slice(start, end);
    forms.push(stable, stable.replace(/\+/g, '-').replace(/\//g, '_'));
  }
  return [...new Set(forms)];
}
