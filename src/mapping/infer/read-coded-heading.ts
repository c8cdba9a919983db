/**
 * Report headings that write a code and a name (`v0000105 - Acme Media`): the rule that carries
 * the name alone. Pure.
 */

const CODED = /^(\S*\d\S*)\s+([-–:|])\s+(\S.*)$/u;

/**
 * A `matches` rule for headings that each write a code of one shape and a name (Yardi's
 * `v0000105 - Acme Media`): the code's letters as written and its digits as `\d{n}`, the name
 * captured. A code is not the party's name, nor does the advertiser list hold the two together.
 */
export function codedRule(texts: readonly string[]): string | undefined {
  const parts = texts.map((t) => CODED.exec(t));
  if (parts.some((p) => p === null)) return undefined;
  const shape = (code: string) =>
    code.replace(/[.*+?^${}()[\]\\|]/g, '\\$&').replace(/\d+/g, (digits) => `\\d{${digits.length}}`);
  const shapes = new Set(parts.map((p) => shape(p![1]!)));
  const separators = new Set(parts.map((p) => p![2]!));
  if (shapes.size !== 1 || separators.size !== 1) return undefined;
  return `^${[...shapes][0]!} ${[...separators][0]!} (.+)$`;
}
