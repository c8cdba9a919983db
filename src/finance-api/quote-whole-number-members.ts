/**
 * JSON text with every member `name` whose value is a whole number of digits written as a string
 * of those digits instead, at any depth. JSON.parse turns numbers into doubles, which change the
 * digits of an id past 2^53 (12345678901234567890 becomes 12345678901234567000); quoted first, the
 * id keeps the digits the server wrote. Other numbers (negative, with a fraction or exponent) are
 * left as they are, for the schema to judge. Pure; text that is not JSON comes back unchanged in
 * meaning (JSON.parse still refuses it).
 */

const WHOLE_NUMBER = /^\d+/;

export function quoteWholeNumberMembers(text: string, name: string): string {
  const key = JSON.stringify(name);
  let out = '';
  let at = 0;
  let lastString = '';
  let afterKey = false;
  while (at < text.length) {
    const char = text[at] as string;
    if (char === '"') {
      let end = at + 1;
      while (end < text.length && text[end] !== '"') end += text[end] === '\\' ? 2 : 1;
      lastString = text.slice(at, end + 1);
      out += lastString;
      at = end + 1;
      afterKey = false;
      continue;
    }
    if (char === ':') {
      afterKey = lastString === key;
      out += char;
      at += 1;
      continue;
    }
    if (afterKey && char >= '0' && char <= '9') {
      const digits = WHOLE_NUMBER.exec(text.slice(at))![0];
      const next = text[at + digits.length];
      // A fraction or exponent follows: not a whole number of digits, left for the schema.
      if (next !== '.' && next !== 'e' && next !== 'E') {
        out += `"${digits}"`;
        at += digits.length;
        afterKey = false;
        continue;
      }
    }
    if (char !== ' ' && char !== '\t' && char !== '\n' && char !== '\r') afterKey = false;
    out += char;
    at += 1;
  }
  return out;
}
