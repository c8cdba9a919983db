/**
 * Headers that name an id, a number or a code rather than an amount: `Supplier UID`, `Tax ID`,
 * `Invoice No`, `Matricule fiscal`, `Número de cuenta`, `Kundennummer`. Their values may be
 * grouped by dots (`123.456.789`) as amounts never are in a file with a decimal point, so they
 * say nothing of how the amounts are written. Pure.
 */

/** Whole words (any language infer reads) that name an id, number, code or account. */
const ID_WORDS =
  /^(?:id|uid|guid|uuid|key|no|nr|nro|num|number|numbers|code|codes|ref|reference|account|acct|iban|bic|swift|siret|siren|nif|nit|ruc|rfc|cuit|cnpj|cpf|ice|ninea|niu|matricule|identifiant|numero|número|numéro|codigo|código|konto|nummer|kennung|postcode|zip|phone|tel|telefon|téléphone)$/u;
/** Compounds written as one word: German `Kundennummer`, `Steuernr`, Dutch `Klantnummer`. */
const ID_ENDINGS = /(?:nummer|nr|kennung|konto)$/u;

const words = (header: string) =>
  header
    .normalize('NFC')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w !== '');

/** True when `header` names an id, number or code: `Supplier UID`, `N° RUC`, `Steuernummer`. */
export function isIdHeader(header: string): boolean {
  const w = words(header);
  if (header.includes('°') || header.includes('#')) return true;
  return w.some((x) => ID_WORDS.test(x) || (x.length > 5 && ID_ENDINGS.test(x)));
}
