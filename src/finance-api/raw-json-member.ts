/**
 * The raw text of a top-level member of a JSON object, as the server wrote it. JSON.parse turns
 * numbers into doubles, which lose digits past 2^53; an id sent as a number must be read from
 * the text instead. Pure; the text must already be known to be valid JSON.
 */

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);

/** Index just past the string literal that starts at `start` (a `"`). */
function endOfString(text: string, start: number): number {
  let at = start + 1;
  while (at < text.length && text[at] !== '"') at += text[at] === '\\' ? 2 : 1;
  return at + 1;
}

function skipWhitespace(text: string, at: number): number {
  let next = at;
  while (next < text.length && WHITESPACE.has(text[next] as string)) next += 1;
  return next;
}

/** Index just past the scalar (number, true, false, null) that starts at `start`. */
function endOfScalar(text: string, start: number): number {
  let at = start;
  while (
    at < text.length &&
    !WHITESPACE.has(text[at] as string) &&
    text[at] !== ',' &&
    text[at] !== '}' &&
    text[at] !== ']'
  )
    at += 1;
  return at;
}

/**
 * The raw texts of every value of `name` in the top-level object of `json`, in the order written
 * (JSON.parse keeps only the last of repeated names; a member written twice may be a broken
 * answer that must not be read as either), or [] when the body is not an object or has no such
 * member. Strings come back with their quotes and escapes.
 */
export function rawJsonMembers(json: string, name: string): string[] {
  let at = skipWhitespace(json, 0);
  if (json[at] !== '{') return [];
  at += 1;
  const found: string[] = [];
  for (;;) {
    at = skipWhitespace(json, at);
    if (json[at] !== '"') return found;
    const keyEnd = endOfString(json, at);
    const key = JSON.parse(json.slice(at, keyEnd)) as string;
    at = skipWhitespace(json, keyEnd) + 1; // past ':'
    at = skipWhitespace(json, at);
    const valueStart = at;
    if (json[at] === '"') {
      at = endOfString(json, at);
    } else if (json[at] === '{' || json[at] === '[') {
      // Nested values are skipped by depth; strings inside may hold brackets.
      let depth = 0;
      do {
        const char = json[at];
        if (char === '"') {
          at = endOfString(json, at);
          continue;
        }
        if (char === '{' || char === '[') depth += 1;
        else if (char === '}' || char === ']') depth -= 1;
        at += 1;
      } while (depth > 0 && at < json.length);
    } else {
      at = endOfScalar(json, at);
    }
    if (key === name) found.push(json.slice(valueStart, at));
    at = skipWhitespace(json, at);
    if (json[at] !== ',') return found;
    at += 1;
  }
}

/**
 * The raw text of the value of `name` in the top-level object of `json` (the last one, as
 * JSON.parse keeps the last of repeated names), or undefined when the body is not an object or
 * has no such member. Strings come back with their quotes and escapes.
 */
export function rawJsonMember(json: string, name: string): string | undefined {
  return rawJsonMembers(json, name).at(-1);
}
