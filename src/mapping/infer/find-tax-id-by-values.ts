/**
 * The supplier's tax id where its header is in no word list (`Supplier VAT Account No.`, `NUIT do
 * Fornecedor`, `N.I.F.`): told by what tax registers hold. A registration number is a code of one
 * fixed length (a country writes all its ids alike), mostly digits, and each supplier has one: it
 * repeats exactly where the supplier's name repeats. A ledger's running entry number never repeats,
 * a short account key (`SUP005`) is too short to be a registration, a free reference varies in
 * length. Bank and phone data is never one, whatever its shape: an IBAN (the supplier's, repeating
 * with its name like a tax id), a bank account, a phone number would end in the key, the journal and
 * the body sent. Pure.
 */
import type { ColumnProfile } from './profile-column.js';
import { TAX_WORD } from './read-tax-header.js';

// Letters and digits, a dash, dot, slash or space between them (`30-70132284-8`, `B61235670`).
const CODE_SHAPE = /^[\p{L}\p{N}]+(?:[-./ ][\p{L}\p{N}]+)*$/u;
// A calendar date in any order of its parts, whether or not the file's date formats read it.
const DATE_SHAPE = /^(?:\d{4}[-./]\d{1,2}[-./]\d{1,2}|\d{1,2}[-./]\d{1,2}[-./]\d{4})$/;
// The fewest letters and digits, and digits, a registration holds: tax ids run from eight (a NIF's letter and digits) up.
const FEWEST_SIGNS = 8;
const FEWEST_DIGITS = 7;
// A register writes the supplier's id beside its name, at most a column between them.
const NEAREST = 2;

function isRegistration(text: string): boolean {
  const signs = text.replace(/[-./ ]/g, '');
  return CODE_SHAPE.test(text) && signs.length >= FEWEST_SIGNS && (signs.match(/\d/g)?.length ?? 0) >= FEWEST_DIGITS;
}

// Headers of bank and phone data: an account is one unless the header names a tax (Bahrain's `VAT Account No.`).
const BANK_OR_PHONE =
  /^(?:bank|banco|banque|iban|bic|swift|phone|telephone|tel|telefon|telefono|teléfono|mobile|fax|konto|kontonummer|cuenta|conta|giro)$/;
const ACCOUNT = /^(?:account|acct|acc)$/;

/** True when the header names bank or phone data, or an account that is not a tax account. */
function namesBankOrPhone(header: string): boolean {
  const words = header.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  if (words.some((w) => BANK_OR_PHONE.test(w))) return true;
  return words.some((w) => ACCOUNT.test(w)) && !words.some((w) => TAX_WORD.test(w));
}

/** True for an IBAN: a country's two letters, two check digits and the account, whose mod-97 check holds. */
function isIban(text: string): boolean {
  const plain = text.replace(/ /g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(plain)) return false;
  const moved = `${plain.slice(4)}${plain.slice(0, 4)}`;
  const digits = moved.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  return BigInt(digits) % 97n === 1n;
}

/** True when `ids` pairs each name with one id and each id with one name, and some supplier shows twice. */
function repeatsWithName(names: readonly (string | undefined)[], ids: readonly (string | undefined)[]): boolean {
  const idOf = new Map<string, string>();
  const nameOf = new Map<string, string>();
  let rows = 0;
  for (let row = 0; row < ids.length; row++) {
    const name = names[row];
    const id = ids[row];
    if (name === undefined && id === undefined) continue;
    if (name === undefined || id === undefined) return false;
    if ((idOf.get(name) ?? id) !== id || (nameOf.get(id) ?? name) !== name) return false;
    idOf.set(name, id);
    nameOf.set(id, name);
    rows++;
  }
  return idOf.size >= 2 && rows > idOf.size;
}

/** The column beside the supplier's names in `payee` whose values are its tax ids, if exactly one is. */
export function findTaxIdByValues(profiles: readonly ColumnProfile[], payee: number): ColumnProfile | undefined {
  const names = profiles[payee]!.texts;
  const found = profiles.filter((p) => {
    if (p.index === payee || Math.abs(p.index - payee) > NEAREST || p.filled < 2) return false;
    if (namesBankOrPhone(p.header)) return false;
    const texts = p.texts.filter((t) => t !== undefined);
    // A date (`2024-01-05`) has a registration's shape, and a supplier invoicing once a day repeats it with its name.
    if (p.share.date > 0 || texts.some((t) => DATE_SHAPE.test(t))) return false;
    if (texts.some(isIban)) return false;
    return (
      texts.every(isRegistration) && new Set(texts.map((t) => t.length)).size === 1 && repeatsWithName(names, p.texts)
    );
  });
  // Two such columns (a taxpayer number and a VAT number) leave the choice to the header rules.
  return found.length === 1 ? found[0] : undefined;
}
