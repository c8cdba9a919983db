/**
 * Whether an API key can be sent at all: an HTTP header value carries visible ASCII and inner
 * spaces only. Checked before a run, so a key pasted with a line break or a typographic
 * character stops the command (exit 2) instead of leaving every invoice unsent. Pure.
 */

/** Why the key cannot be sent, never quoting the key; undefined when it can. */
export function apiKeyProblem(key: string): string | undefined {
  if (key !== key.trim()) return 'starts or ends with white space';
  // `set K="…"` in cmd.exe, or a key file written with quotes, keeps them: the server refuses the key with a bare 401.
  if (/^(["'`]).+\1$/s.test(key))
    return 'starts and ends with a quote, which would be sent as part of the key; set it without the quotes (in cmd.exe: set K=..., not set K="...")';
  for (let index = 0; index < key.length; index++) {
    const code = key.charCodeAt(index);
    if (code === 0x20 || (code >= 0x21 && code <= 0x7e)) continue;
    const name = `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
    return `has a character an HTTP header cannot carry at position ${index + 1} (${name}); expected visible ASCII characters only`;
  }
  return undefined;
}
