/**
 * Cape Verde writes its escudo with `$` as the decimal mark (`1.234$50`, `12 345$50` is 12345.50
 * CVE). Read as a dollar sign it would be 1234 or 123450 of something else, so such a cell is
 * refused with a message that says how to write it. Refused even on a CVE invoice: an amount is
 * read before its invoice's currency is known, and a `$` between digits may as well be a slip. Pure.
 */

/** Digits, optionally grouped by spaces or points, then `$` and one or two decimals (the escudo's centavos). */
const ESCUDO = /^[-\u2212]?\d{1,3}(?:[ .\u00a0\u202f]?\d{3})*\$\d{1,2}$/;

/** Invisible marks ICU's pt-CV writes after the amount (a zero-width space). */
const INVISIBLE = /[\u200b\u200e\u200f\u061c]/g;

/** The advice for a text written the Cape Verdean way, undefined for any other. */
export function escudoDecimalProblem(text: string): string | undefined {
  const bare = text.replace(INVISIBLE, '').trim();
  if (!ESCUDO.test(bare)) return undefined;
  const [whole, cents] = bare.split('$') as [string, string];
  const example = `${whole.replace(/[ .\u00a0\u202f]/g, '')}.${cents.padEnd(2, '0')}`;
  return `"${bare}" writes $ as the decimal mark, as Cape Verde writes escudos (${example} CVE): write the amount with a decimal point or comma (${example}) and CVE as the invoice's currency`;
}
