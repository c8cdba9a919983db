/**
 * A fiscal document number a tax authority gave each document from one national register
 * (Uganda's EFRIS FDN): unique in the country, it names the document alone, with no supplier
 * before it. Told by its header (a fiscal document number) and its values: long numbers, no two
 * rows alike. A number the authority only authorizes per issuer (a short series like the Dominican
 * NCF's `B0100000158`) may repeat across suppliers and keeps the supplier in the key. A UUID
 * names its document alone too. Pure.
 */
import { foldText } from '../fold-text.js';
import type { ColumnProfile } from './profile-column.js';

const AUTHORITY_HEADER = /^(?:fdn|fiscal ?doc(?:ument)?\.? ?(?:no|nr|number|num)\.?)$/;
// A national register's numbers run long: twelve digits or more, where a supplier's series is shorter.
const LONG_NUMBER = /^\d{12,}$/;

// A UUID, as Mexico's CFDI (Folio Fiscal), Guatemala's FEL and El Salvador's DTE number each
// document: unique in the world whoever issued it, whatever the header.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True when `profile` holds the authority's own number of each document, or a UUID, unique by itself. */
export function namesDocumentAlone(profile: ColumnProfile): boolean {
  const values = profile.texts.filter((t): t is string => t !== undefined);
  const unique = values.length >= 2 && values.length === profile.texts.length && new Set(values).size === values.length;
  if (unique && values.every((v) => UUID.test(v.trim()))) return true;
  if (!AUTHORITY_HEADER.test(foldText(profile.header).trim())) return false;
  return unique && values.every((v) => LONG_NUMBER.test(v));
}
