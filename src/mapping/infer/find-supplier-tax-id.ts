/**
 * The supplier's tax registration number beside its name (KRA's `PIN of Supplier`, India's
 * `GSTIN/UIN`, Argentina's `CUIT`, a `VAT Reg. No.`): where two suppliers may share a name or write
 * it two ways, their tax id does not, so it is the better part of a key built from vendor and
 * number. Found by its header and confirmed by its values: one id per supplier name and one name
 * per id on every sampled row. Pure.
 */
import { foldText } from '../fold-text.js';
import type { ColumnProfile } from './profile-column.js';
import { findTaxIdByValues } from './find-tax-id-by-values.js';

// Tax registration numbers as exports head them, accents dropped: Kenya's PIN, India's GSTIN, the
// EU's VAT number (PVN, PVM, KMKR, DIČ, OIB, NIP, NIF, CIF, P.IVA, BTW, USt-IdNr), Argentina's CUIT,
// Latin America's RUC / RFC / NIT / CNPJ, Russia's ИНН, Australia's ABN, the Gulf's TRN, Indonesia's NPWP,
// Pakistan's NTN and sales tax STRN, Serbia's PIB (ПИБ), Chile's RUT, the Dominican RNC, Morocco's IF
// (identifiant fiscal) and ICE, a matricule fiscal (Tunisia), Slovenia's ID za DDV, Bangladesh's BIN,
// Moldova's IDNO, Armenia's ՀՎՀՀ, Mongolia's ТТД, Azerbaijan's VÖEN, Cambodia's VATTIN, Kosovo's NUI, Albania's NIPT,
// Bhutan's TPN, Belarus' УНП, Côte d'Ivoire's NCC (numéro de compte contribuable), North Macedonia's ЕДБ, Zimbabwe's BP number,
// Venezuela's RIF, Bosnia and Herzegovina's PDV number and JIB, Türkiye's vergi (kimlik) no.
const TAX_ID_HEADER =
  /(?:^|[^\p{L}])(?:pin|rif|jib|pdv ?broj|ncc|едб|bp ?(?:no|nr|number)|k?gstin|gstn|tin|tpn|vat ?(?:no|nr|number|id|reg\w*)|tax ?(?:id|no|number|reg\w*)|pvn|pvm|kmkr|dic|oib|nip|nif|cif|p ?iva|partita iva|btw|ust ?id\w*|cuit|cuil|ruc|rfc|nit|cnpj|инн|abn|trn|npwp|ntn|strn|pib|пиб|vkn|vergi ?(?:kimlik ?)?(?:no|numarasi)|mst|ico|rut|rnc|if|ice|(?:matricule|identifiant) fiscal|id za ddv|bin|idno|հվհհ|ттд|voen|vattin|nui|nipt|унп|unp)(?:[^\p{L}]|$)/iu;
// A VAT (or GST, sales tax) registration apart from the taxpayer's number: `Supplier VAT Number` beside `Supplier BP Number`.
const VAT_NUMBER =
  /(?:^|[^\p{L}])(?:vat|gst|k?gstin|gstn|pvn|pvm|kmkr|btw|p ?iva|partita iva|ust ?id\w*|id za ddv|vattin|strn)(?:[^\p{L}]|$)/iu;
// Scripts whose words the boundaries above do not part: Lao's taxpayer number (ເລກປະຈຳຕົວຜູ້ເສຍອາກອນ),
// Arabic's tax registration number (رقم التسجيل الضريبي), read inside a longer header (`… للمورد`, the supplier's),
// and China's taxpayer identification number (纳税人识别号; the invoice platform's `销方识别号`, the seller's) and
// unified social credit code (统一社会信用代码), which is the same number since 2015.
const WRITTEN_TAX_ID = [
  'ເລກປະຈຳຕົວຜູ້ເສຍອາກອນ',
  'رقم التسجيل الضريبي',
  'الرقم الضريبي',
  '识别号',
  '識別號',
  '统一社会信用代码',
].map(foldText);
// A registration number: at least six letters and digits, most of them digits, no spaces inside.
export const TAX_ID_VALUE = /^(?=(?:\D*\d){5})[\p{L}\p{N}][\p{L}\p{N}./-]{5,24}$/u;

/** True when a header names a tax registration number. */
export function namesTaxId(header: string): boolean {
  const folded = foldText(header);
  return TAX_ID_HEADER.test(folded) || WRITTEN_TAX_ID.some((w) => folded.includes(w));
}

/** True when every pair of `a` and `b` on a row pairs each value of one with one value of the other. */
function oneToOne(a: readonly (string | undefined)[], b: readonly (string | undefined)[]): boolean {
  const there = new Map<string, string>();
  const back = new Map<string, string>();
  for (let row = 0; row < a.length; row++) {
    const x = a[row];
    const y = b[row];
    if (x === undefined && y === undefined) continue;
    if (x === undefined || y === undefined) return false;
    if ((there.get(x) ?? y) !== y || (back.get(y) ?? x) !== x) return false;
    there.set(x, y);
    back.set(y, x);
  }
  return there.size >= 2;
}

/** The column of the supplier's tax ids beside the supplier's names in `payee`, if one is there. */
export function findSupplierTaxId(
  profiles: readonly ColumnProfile[],
  payee: number | undefined,
): ColumnProfile | undefined {
  // A payee written as a code is a key already; a name is what two suppliers may share.
  if (payee === undefined || profiles[payee]!.share.code >= 0.5) return undefined;
  const names = profiles[payee]!.texts;
  const found = profiles.filter(
    (p) =>
      p.index !== payee &&
      p.filled >= 2 &&
      namesTaxId(p.header) &&
      p.texts.every((t) => t === undefined || TAX_ID_VALUE.test(t)) &&
      oneToOne(names, p.texts),
  );
  // A taxpayer's number (every taxpayer's, for every tax) over a VAT number only a VAT-registered supplier holds.
  // No header names one: the values may still show the supplier's registration beside its name.
  return found.find((p) => !VAT_NUMBER.test(foldText(p.header))) ?? found[0] ?? findTaxIdByValues(profiles, payee);
}

/**
 * True when every sampled number holds its row's supplier tax id (Belarus' ЭСЧФ numbers start
 * with the supplier's УНП): no two suppliers can write the same number, so it is a key by itself.
 */
export function numberHoldsTaxId(number: ColumnProfile, taxId: ColumnProfile): boolean {
  let seen = 0;
  for (let row = 0; row < number.texts.length; row++) {
    const n = number.texts[row];
    const id = taxId.texts[row];
    if (n === undefined && id === undefined) continue;
    if (n === undefined || id === undefined || !n.includes(id)) return false;
    seen++;
  }
  return seen >= 2;
}
