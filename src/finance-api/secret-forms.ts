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

/**
 * The spans `[start, end)` of `text` that are runs of at least PART_LENGTH consecutive characters of
 * the secret, each as long as the text goes on matching it. Found by looking up each window of
 * PART_LENGTH characters among the secret's own, so the work grows with the text, not with the
 * square of the key: a pattern with one alternative per start took seconds for a 200-character key
 * and did not finish for a 900-character one. Case counts (a part is the key's own characters), and
 * a run of digits only is left alone: it may be an amount or an account number that a key made of
 * digits happens to share, and changing it would change what a person reads.
 */
export function secretParts(text: string, secret: string): [number, number][] {
  if (secret.length < PARTS_FROM_LENGTH || text.length < PART_LENGTH) return [];
  const starts = new Map<string, number[]>();
  for (let at = 0; at + PART_LENGTH <= secret.length; at += 1) {
    const window = secret.slice(at, at + PART_LENGTH);
    const known = starts.get(window);
    if (known) known.push(at);
    else starts.set(window, [at]);
  }
  const spans: [number, number][] = [];
  let at = 0;
  while (at + PART_LENGTH <= text.length) {
    const found = starts.get(text.slice(at, at + PART_LENGTH));
    let end = at;
    for (const from of found ?? []) {
      let length = PART_LENGTH;
      while (at + length < text.length && from + length < secret.length && text[at + length] === secret[from + length])
        length += 1;
      end = Math.max(end, at + length);
    }
    if (end > at && /\D/.test(text.slice(at, end))) {
      spans.push([at, end]);
      at = end;
    } else at += 1;
  }
  return spans;
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
