/**
 * Which part of an amount text the reader did not understand, when the rest is an amount: a word
 * or sign before or after it that is no currency sign or code the mapping knows (`TL`, `ر.س.`,
 * `円`), or a credit or debit mark (`CR`, `DR`). Such a text is refused, never
 * read: the word may be another currency than the invoice's, and a credit mark flips the sign. Pure.
 */
const CREDIT_MARK = /^(?:CR|DR)$/i;
const AFTER = /^(.*\d)\s*([^\d\s]+)$/u;
const BEFORE = /^([^\d\s\-+(\u2212]+)\s*(\d.*)$/u;

/**
 * Why `text` is no amount, naming the part not understood; undefined when no amount stands beside it.
 * @param decimalSeparator the format's, for the examples
 * @param readsAsAmount whether a text is an amount as the format writes it
 */
export function explainUnreadAmount(
  text: string,
  decimalSeparator: '.' | ',',
  readsAsAmount: (text: string) => boolean,
): string | undefined {
  const trimmed = text.trim();
  const after = AFTER.exec(trimmed);
  const before = after && readsAsAmount(after[1]!) ? undefined : BEFORE.exec(trimmed);
  const [word, side] =
    after && readsAsAmount(after[1]!)
      ? [after[2]!, 'after']
      : before && readsAsAmount(before[2]!)
        ? [before[1]!, 'before']
        : [undefined, ''];
  if (word === undefined) return undefined;
  const example = decimalSeparator === ',' ? '1.234,50' : '1,234.50';
  if (CREDIT_MARK.test(word))
    return `the text "${word}" ${side} the amount marks a credit or debit, which the mapping does not read: write a credit as a negative amount (-${example} or (${example}))`;
  return `the text "${word}" ${side} the amount is not a currency sign the mapping knows: write the amount without it, or with the currency's three-letter ISO code (${example} EUR), which must be the invoice's currency`;
}
