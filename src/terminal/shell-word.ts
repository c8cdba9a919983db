/** Text printed as part of a command to run: quoted only when a POSIX shell would not read it back unchanged. */
export function shellWord(text: string): string {
  return /^[\w@%+=:,./-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
