/**
 * UN/CEFACT 1001 document type codes as e-invoicing exports write them in a type column beside the
 * number (Romania's e-Factura `Tip factură`, Peppol and XRechnung registers, Factur-X lists): 380 an
 * invoice, 381 a credit note, 383 a debit note, 384 a corrected invoice, 389 self-billed, and
 * their kin. Pure.
 */
import type { ColumnProfile } from './profile-column.js';
import { namesDocumentKind } from './read-kind-header.js';

const INVOICE_TYPE_CODES = new Set([
  '326',
  '380',
  '381',
  '383',
  '384',
  '386',
  '389',
  '393',
  '394',
  '395',
  '396',
  '751',
]);

// Chile's SII document types (tipo DTE) as purchase registers write them: 33 an electronic invoice,
// 34 an exempt one, 30 and 32 their paper forms, 45 and 46 purchase invoices, 56 a debit note, 60
// and 61 credit notes. Small numbers any column may hold, so read as codes only under a kind's header.
const SII_TYPE_CODES = new Set(['30', '32', '33', '34', '45', '46', '55', '56', '60', '61']);

/**
 * True when every sampled value is a 1001 code and a handful of them repeat: a type column, whose
 * values never tell one invoice from another. Running numbers that happen to fall among the codes
 * differ on every row and are not taken for one.
 */
export function holdsDocumentTypeCodes(profile: ColumnProfile): boolean {
  const values = profile.texts.filter((t): t is string => t !== undefined);
  return (
    values.length > 0 &&
    (values.every((v) => INVOICE_TYPE_CODES.has(v)) ||
      (namesDocumentKind(profile.header) && values.every((v) => SII_TYPE_CODES.has(v)))) &&
    profile.distinct <= 3 &&
    profile.distinct < values.length
  );
}
