/**
 * The exporting system's own number of each document, where it has one: Cegid's `N° pièce`,
 * Procountor's `Laskun tunniste`, JD Edwards' `Doc Number`, a `Voucher No.` or `Beleg-Nr.`, a
 * Spanish `Comprobante`, a Portuguese `Código do Lançamento`, or a column named as the system's
 * internal id (`Numer wewnętrzny`, `<Product> ID`) and for no other field. A
 * supplier's invoice number is unique only per supplier; the system's voucher number is unique
 * on its own, so it is the better key where the sample shows it naming the same invoices as the
 * vendor and number do. Pure.
 */
import { headerCandidates, headerKey } from './match-headers.js';
import { namesInternalId } from './read-header-meaning.js';
import { readOwnNumbering } from './read-own-numbering.js';
import type { FieldChoice } from './choose-fields.js';
import type { ColumnProfile } from './profile-column.js';

// A document, voucher, piece or entry word with a number word (`N° pièce`, `Doc Number`, `Voucher ID`), or an identifier (`Laskun tunniste`);
// a head contractor's payment certificate (`Payment Cert No`) is its own number for a subcontractor's claim.
const VOUCHER_WORD =
  '(?:voucher|document|doc|piece|beleg|bilag|verifikat(?:ion)?|boekstuk|asiento|registrazione|tosite|comprobante|lancamento|protocollo|entry|journal|transaction|trans|txn|paymentcert|paymentcertificate)';
const NUMBER_WORD = '(?:no|nr|nbr|num|number|nummer|numero|id)';
const VOUCHER_HEADER = new RegExp(
  `^(?:(?:(?:n|no|nr|num|numero|codigo)(?:de|do|da|del)?)?${VOUCHER_WORD}${NUMBER_WORD}?|${VOUCHER_WORD}${NUMBER_WORD}|.*tunniste|lopnummer|lopnr)$`,
);

/** A header named as an internal id that names no field: not a vendor's, line's or order's id. */
function namesOwnId(header: string): boolean {
  return namesInternalId(header) && headerCandidates([header]).every((c) => c.field === 'InvoiceId' || c.score < 0.7);
}

/** True when the header names a document or voucher number of the exporting system. */
export function namesVoucherNumber(header: string): boolean {
  return VOUCHER_HEADER.test(headerKey(header));
}

/**
 * The first column named as a voucher number whose values name exactly the invoices the `key`
 * columns name (one value per invoice, one invoice per value, on every sampled row), among
 * three or more invoices.
 */
function findVoucherColumn(
  profiles: readonly ColumnProfile[],
  key: readonly number[],
  taken: ReadonlySet<number>,
): ColumnProfile | undefined {
  if (key.length === 0) return undefined;
  const rows = profiles[0]?.texts.length ?? 0;
  const keyOf = (row: number) => key.map((i) => profiles[i]!.texts[row] ?? '').join('\u0000');
  return profiles.find((p) => {
    if (taken.has(p.index) || key.includes(p.index)) return false;
    if (!namesVoucherNumber(p.header) && !namesOwnId(p.header)) return false;
    if (p.filled !== rows) return false;
    const byKey = new Map<string, string>();
    const byVoucher = new Map<string, string>();
    for (let row = 0; row < rows; row++) {
      const k = keyOf(row);
      const v = p.texts[row]!;
      if ((byKey.get(k) ?? v) !== v || (byVoucher.get(v) ?? k) !== k) return false;
      byKey.set(k, v);
      byVoucher.set(v, k);
    }
    return byKey.size >= 3;
  });
}

/** The voucher column as the InvoiceId choice, where there is one. */
export function chooseVoucherId(
  profiles: readonly ColumnProfile[],
  key: readonly number[],
  taken: ReadonlySet<number>,
): FieldChoice | undefined {
  const voucher = findVoucherColumn(profiles, key, taken);
  return (
    voucher && {
      scope: 'invoice',
      field: 'InvoiceId',
      index: voucher.index,
      header: voucher.header,
      why: `from "${voucher.header}": the system's voucher number, one per invoice of vendor and number in the sample`,
      alternatives: [],
    }
  );
}

/**
 * The book's own number of each invoice beside a column chosen as InvoiceId by a document-number
 * header where no column holds the invoice number (TeamSystem's `Protocollo` beside `Numero
 * documento`): the chosen column holds the suppliers' numbers (not one run), the voucher column
 * numbers the same invoices in one run. The voucher is then the id and the key, the document
 * number the invoice number.
 */
export function chooseVoucherBesideNumber(
  profiles: readonly ColumnProfile[],
  id: FieldChoice,
  taken: ReadonlySet<number>,
): { id: FieldChoice; number: FieldChoice } | undefined {
  if (namesVoucherNumber(id.header) || namesInternalId(id.header) || readOwnNumbering(profiles[id.index]!))
    return undefined;
  const voucher = findVoucherColumn(profiles, [id.index], taken);
  const run = voucher && readOwnNumbering(voucher);
  if (!voucher || !run) return undefined;
  return {
    id: {
      scope: 'invoice',
      field: 'InvoiceId',
      index: voucher.index,
      header: voucher.header,
      why: `from "${voucher.header}": the book's own number of each invoice (${run.first} to ${run.last} in the sample), unique where suppliers' numbers may coincide`,
      alternatives: [],
    },
    number: {
      ...id,
      field: 'Invoice_Number',
      why: `from "${id.header}": the supplier's document number, in the suppliers' own shapes`,
      alternatives: [],
    },
  };
}
