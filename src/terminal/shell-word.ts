/** Text printed as part of a command to run: quoted only when a POSIX shell would not read it back unchanged. */
export function shellWord(text: string): string {
  if (/^[\w@%+=:,./-]+$/.test(text)) return text;
  // A control character (a journal path registered with the CR of a CRLF env file) cannot be typed
  // inside '...': $'...' (bash, zsh, ksh, POSIX.1-2024) spells it as an escape.
  if (/[\u0000-\u001f\u007f]/.test(text)) return `$'${text.replace(/[\\'\u0000-\u001f\u007f]/g, ansiEscape)}'`;
  return `'${text.replace(/'/g, `'\\''`)}'`;
}

const NAMED: Readonly<Record<string, string>> = { '\\': '\\\\', "'": "\\'", '\n': '\\n', '\r': '\\r', '\t': '\\t' };

function ansiEscape(char: string): string {
  return NAMED[char] ?? `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`;
}
