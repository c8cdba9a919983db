/**
 * Whether progress may be one line rewritten in place: standard error is a terminal that can erase
 * a line. A terminal that says it is `dumb` (Emacs' shell, some CI consoles and remote shells) shows
 * the erase code as text, so progress there is written as plain lines, as in a log.
 */
export function rewritesLinesInPlace(isTTY: boolean | undefined, term: string | undefined): boolean {
  return Boolean(isTTY) && term !== 'dumb';
}
