/**
 * A header that names its column in two scripts in one cell, the halves apart by a slash (Algeria's
 * `رقم الفاتورة / N° facture`, a Gulf export's `التاريخ / Date`): each half is the whole name in its
 * language, so each is read as a header on its own. Only halves in two scripts: a slash between
 * words of one script joins two names of one thing (`Tax Invoice / EFD Receipt Number`). Pure.
 */

const LATIN = /\p{Script=Latin}/u;
const OTHER = /(?!\p{Script=Latin})\p{L}/u;

/** The two halves of a header written in Latin letters and in another script, or none. */
export function bilingualHalves(header: string): string[] {
  const halves = header.split(/\s+\/\s+/);
  if (halves.length !== 2) return [];
  const [first, second] = halves as [string, string];
  const latinOnly = (text: string) => LATIN.test(text) && !OTHER.test(text);
  const otherOnly = (text: string) => OTHER.test(text) && !LATIN.test(text);
  return (latinOnly(first) && otherOnly(second)) || (otherOnly(first) && latinOnly(second)) ? halves : [];
}
