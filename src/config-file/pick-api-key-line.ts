/**
 * Which line of an API key file is the key. Files are written by hand and copied from other tools:
 * a comment above the key, `NAME=KEY` as an env file has it, or a note after the key. Sending such a
 * line whole fails with a 401 that says nothing of why, so the file is read strictly and a problem
 * names the line by its number, never by its text (it may be the key). Pure.
 */

/** The key, or what is wrong with the file, worded to follow "the API key file <path>". */
export type KeyLine = { key: string } | { problem: string };

/** A line that is a comment: `#` first, as in env files and shell scripts. */
const isComment = (line: string) => line.startsWith('#');

export function pickApiKeyLine(text: string): KeyLine {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const keyLines = lines
    .map((line, index) => ({ line: line.trim(), number: index + 1 }))
    .filter(({ line }) => line !== '' && !isComment(line));
  if (keyLines.length === 0)
    return {
      problem: lines.some((line) => line.trim() !== '')
        ? 'holds only comments (lines starting with #), no key'
        : 'is empty',
    };
  if (keyLines.length > 1)
    return {
      problem: `holds ${keyLines.length} lines that are not comments (lines ${keyLines.map(({ number }) => number).join(', ')}): it must hold the key alone on one line; start any other line with #`,
    };
  const [{ line, number }] = keyLines as [{ line: string; number: number }];
  if (/\s/.test(line))
    return {
      problem: `line ${number} holds a space: it must hold the key alone, with no name or note beside it; write notes on lines starting with #`,
    };
  // Base64 keys may end in `=` padding; an `=` with more after it is `NAME=KEY`.
  if (/=[^=]/.test(line))
    return { problem: `line ${number} holds "=" inside: it must hold the key alone, not NAME=KEY` };
  return { key: line };
}
