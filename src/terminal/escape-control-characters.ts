/**
 * Text that came from outside (a server's answer, a cell of a file, a file name) is printed to the
 * terminal through this function: control characters are shown as escapes instead of being acted
 * on, so an answer cannot move the cursor, retitle the window (ESC and OSC sequences), or fake a
 * line of the summary with CR or LF. Bidirectional overrides are escaped for the same reason: they
 * reorder what the reader sees.
 */

// C0 controls, DEL, C1 controls (0x9b is a one-byte CSI), line and paragraph separators, bidi controls.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Whether `text` holds a character this file escapes: text a person gives to be kept is refused with one. */
export const CONTROL_CHARACTER = new RegExp(CONTROL.source);

const NAMED: Readonly<Record<string, string>> = { '\n': '\\n', '\r': '\\r', '\t': '\\t', '\u001b': '\\e' };

function escapeOne(char: string): string {
  const named = NAMED[char];
  if (named) return named;
  const code = char.charCodeAt(0);
  return `\\u${code.toString(16).padStart(4, '0')}`;
}

/** `text` with every control character written as a visible escape (`\e`, `\n`, `\u0007`, `\u202e`). */
export function escapeControlCharacters(text: string): string {
  return text.replace(CONTROL, escapeOne);
}

/**
 * A message of several lines, as the program wrote it, for the terminal: its line breaks are kept
 * and every other control character is escaped. A CR, ESC or bidi control from quoted text is
 * still shown as an escape; quoted cell values are JSON-quoted where they are quoted (quoteValue).
 */
export function escapeMessageLines(text: string): string {
  return text.split('\n').map(escapeControlCharacters).join('\n');
}

// What JSON.stringify leaves raw: C1 controls, line and paragraph separators, bidi controls.
const RAW_IN_JSON = /[\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** `value` as JSON for the terminal: the same document, with those characters written as `\uXXXX`. */
export function printableJson(value: unknown, indent?: number): string {
  return printableJsonText(JSON.stringify(value, null, indent));
}

/** JSON text already written, with those characters written as `\uXXXX`: the same document. */
export function printableJsonText(json: string): string {
  return json.replace(RAW_IN_JSON, escapeOne);
}
