/**
 * What a header says beyond the field it resembles: an amount after payments (`Amount Due`,
 * `TOTALDUE`, `Offener Betrag`, `Solde`, `Openstaand`, `Kvar att betala`), an exporting system's
 * internal id (`Beleg-ID`, `Bill ID`, `Record ID`, `GUID`) rather than a document number, a
 * party's name rather than its number or code. Header words of English and the six other
 * languages infer reads, compared as `headerKey` compares them. Pure.
 */
import { DUE_DATE_WORDS } from './header-words/header-words.js';
import { tableWords } from './header-words/word-table.js';
import { headerKey } from './match-headers.js';

/** Words that name what is left to pay or what was paid, anywhere in the header. */
const SETTLED_ANYWHERE =
  /outstanding|balance|remaining|unpaid|settled|residual|payment|restbetrag|offen|bezahlt|gezahlt|zahlbetrag|zahlung|saldo|solde|restant|resteapayer|reglement|openstaand|betaald|betaling|pendiente|pagado|pago|restante|kvarattbetala|restbelopp|restbel[oø]p|obetal|utestaende|utest[aå]ende|betalning|residuo|pagato|pagamento|dapagare/;
/** Short words that say the same only at the start or the end of the header (`Due Date` is a date, refused by its values). */
const SETTLED_EDGE =
  /^(?:due|open|paid|owed|owing|left|betalt|amountdue|totaldue)|(?:due|open|paid|owed|owing|left|paye|regle|betalt|montantdu|restantdu|totaldu)$/;

/** True when the header names an amount after payments, or a payment: never an invoice's amount, net or tax. */
export function namesSettledAmount(header: string): boolean {
  const key = headerKey(header);
  return SETTLED_ANYWHERE.test(key) || SETTLED_EDGE.test(key);
}

/** The header's words: `Beleg-ID` -> beleg, id; `RecordId` -> record, id. */
function words(header: string): string[] {
  return header
    .replace(/(\p{Ll})(\p{Lu})/gu, '$1 $2')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

const ID_WORD = /^(?:id|ids|guid|uuid|key|oid|rowid|recordid|internalid|systemid)$/;
const LEADING_ID_WORD = /^(?:id|guid|uuid)$/;
/** Words that make a number an exporting system's own: `interne Nummer`, `Record No.`, `System ID`. */
const INTERNAL_WORD =
  /^(?:intern|interne|internal|interner|interno|interna|wewnętrzny|wewnetrzny|sisainen|record|recordno|recno|system|row|sys|object|objekt|datensatz)$/;
/**
 * An index (RO e-Factura's `Index încărcare`, an upload's or a row's index) or an upload's number
 * counts what a system received: a refused invoice sent again gets a new one, so it is never the number.
 */
const INDEX_WORD = /^(?:index|indeks|índice|indice|upload|uploaded)$/;

/** True when the header names an exporting system's internal id, not a number written on the invoice. */
export function namesInternalId(header: string): boolean {
  const w = words(header);
  if (w.length === 0) return false;
  const key = headerKey(header);
  // `ID документа`, a document's ID, puts the id word first where the language puts the owner after it.
  const leadingId = w.length > 1 && LEADING_ID_WORD.test(w[0]!);
  return (
    ID_WORD.test(w[w.length - 1]!) ||
    leadingId ||
    w.some((word) => INTERNAL_WORD.test(word)) ||
    w.some((word) => INDEX_WORD.test(word)) ||
    /(?:^|[^a])id$/.test(key)
  );
}

/**
 * Words of a party's name (not its number or code) in the languages infer reads: `Nazwa`, `Název`,
 * `Naziv`, `Neve`, `Nimi`, `Nimetus`, `Nosaukums`, `Pavadinimas`, `Denumire`, `Unvan`, `Επωνυμία`,
 * `Наименование`, `Назва`, `שם`, `اسم`, `Tên`, `ชื่อ`, `Nama`, Chinese and Japanese 名称, 名.
 */
const NAME_WORD =
  /^(?:name|naam|nom|nombre|namn|nome|navn|bezeichnung|nazwa|nazev|naziv|nev|neve|nimi|nimetus|nosaukums|pavadinimas|denumire|unvan|unvani|επωνυμια|ονομα|наименование|название|назва|имя|שם|اسم|ten|ชอ|nama)$/;

/** True when the header names a party's name: `Vendor Name`, `Crediteurnaam`, `Nom fournisseur`. */
export function namesPartyName(header: string): boolean {
  const key = headerKey(header);
  return (
    words(header).some((w) => NAME_WORD.test(headerKey(w))) ||
    /(?:name|naam|namn|navn|名称|名稱|名)$/.test(key) ||
    /^(?:nom|nombre|nome)(?!r)/.test(key)
  );
}

/** Words of a due date or payment term: `Due Date`, `Fälligkeit`, `Vencimiento`, `Forfallsdato`, `Eräpäivä`, `支払期日`. */
const DUE_WORD =
  /due|f(?:a|ae)llig|vencim|vence|echeance|scadenz|vervaldat|vervaldag|forfal|erapaiva|termin|zahlungsziel|betalingsfrist|期日|期限|到期/;

/** The due-date words of every language's row, as compared; each is read anywhere in the header (`Datum splatnosti`). */
const DUE_WORDS = tableWords(DUE_DATE_WORDS).map(headerKey);

/** True when the header names the date an invoice is due: never the date it was issued. */
export function namesDueDate(header: string): boolean {
  const key = headerKey(header);
  return DUE_WORD.test(key) || DUE_WORDS.some((word) => key.includes(word));
}
