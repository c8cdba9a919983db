/**
 * A job's command text -> argv, the way a POSIX shell splits words: blanks separate, single
 * quotes keep everything, double quotes keep all but `\"` and `\\`, a backslash escapes one
 * character. No variables, globs or pipes: the job runs without a shell.
 */

export type SplitResult = { ok: true; argv: string[] } | { ok: false; message: string };

export function splitCommandLine(text: string): SplitResult {
  const argv: string[] = [];
  let word = '';
  let inWord = false;
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quote === "'") {
      if (ch === "'") quote = undefined;
      else word += ch;
    } else if (quote === '"') {
      if (ch === '"') quote = undefined;
      else if (ch === '\\' && (text[i + 1] === '"' || text[i + 1] === '\\')) word += text[++i];
      else word += ch;
    } else if (ch === "'" || ch === '"') {
      quote = ch;
      inWord = true;
    } else if (ch === '\\') {
      if (i + 1 >= text.length) return { ok: false, message: 'a backslash ends the command' };
      word += text[++i];
      inWord = true;
    } else if (/\s/.test(ch)) {
      if (inWord) argv.push(word);
      word = '';
      inWord = false;
    } else {
      word += ch;
      inWord = true;
    }
  }
  if (quote) return { ok: false, message: `a ${quote === "'" ? 'single' : 'double'} quote is not closed` };
  if (inWord) argv.push(word);
  if (argv.length === 0) return { ok: false, message: 'the command is empty' };
  return { ok: true, argv };
}
