/**
 * Regular expressions written in mapping files, run by re2js: matching takes time linear in the
 * text, so a pattern such as `^(a+)+$` cannot make one cell take minutes as a backtracking engine
 * would. The price is RE2's syntax: no backreferences and no lookaround.
 */
import { RE2JS } from 're2js';

/** A compiled mapping pattern: the parts of RegExp that mapping steps use. */
export interface LinearRegex {
  /** The pattern as written. */
  readonly source: string;
  /** True when the pattern matches anywhere in `text`. */
  test(text: string): boolean;
  /** The first match and its first capture group (undefined when the group took no part), or null. */
  exec(text: string): [string, string | undefined] | null;
}

/** Compiles `pattern`, or returns why it cannot be run in linear time. */
export function compileLinearRegex(pattern: string): LinearRegex | string {
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(pattern);
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).replace(/^error parsing regexp: /, '');
    return `not a regular expression this tool can run in linear time (RE2 syntax; backreferences and lookaround are not supported): ${reason}`;
  }
  const groups = compiled.groupCount();
  return {
    source: pattern,
    test: (text) => compiled.matcher(text).find(),
    exec: (text) => {
      const matcher = compiled.matcher(text);
      if (!matcher.find()) return null;
      return [matcher.group(0) ?? '', groups > 0 ? (matcher.group(1) ?? undefined) : undefined];
    },
  };
}
