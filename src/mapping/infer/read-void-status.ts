/**
 * Statuses of documents that stand beside the valid ones in a portal's or register's list but are
 * void all the same: one its issuer withdrew or revoked (Kazakhstan's ESF `Отозван`), one the buyer
 * rejected (`Отклонён` in Didox, `Reddedildi` in Türkiye's GİB portal, `Rejected`, `Abgelehnt`), and
 * cancellations in the scripts the cancelled-status words do not read (Georgian `გაუქმებული` in
 * rs.ge). Each is issued again when it is to count, so its row is not an invoice to post. Pure.
 */

import { foldText } from '../fold-text.js';

/**
 * Words of a rejected or withdrawn document, accents dropped, lower case: English, German, the
 * Romance languages, Dutch, Polish, Czech, Turkish, Russian (ё as е), Ukrainian, Kazakh, Uzbek,
 * Serbian and Croatian (Cyrillic and Latin: SEF's `Одбијено`, `Сторнирано`), Indonesian, Vietnamese, Albanian
 * (e-Fatura's `Refuzuar`, refused by the buyer; `Anuluar`, `Tërhequr`).
 */
const VOID =
  /^(?:rejected|declined|withdrawn|revoked|abgelehnt|zuruckgewiesen|widerrufen|zuruckgezogen|rejetee?|refusee?|revoquee?|rechazad[ao]|revocad[ao]|rejeitad[ao]|recusad[ao]|revogad[ao]|rifiutat[ao]|respint[ao]|revocat[ao]|afgewezen|geweigerd|ingetrokken|odrzucon[aey]|wycofan[aey]|zamitnut[oa]?|reddedildi|reddedilen|red edildi|отклонен[аоы]?|отозван[аоы]?|отказан[аоы]?|відхилен[аоі]?|відкликан[аоі]?|кабылданбаган|кері кайтарылган|rad etilgan|bekor qilingan|qaytarib olingan|одбијен[аои]?|сторниран[аои]?|поништен[аои]?|odbijen[aoi]?|otkazan[aoi]?|storniran[aoi]?|ponisten[aoi]?|ditolak|tu choi|bi tu choi|refuzuar|anuluar|terhequr)$/;
/** Words of scripts with no accents to drop, whole: Georgian, Arabic, Hebrew, Chinese, Japanese, Korean. */
const VOID_WHOLE =
  /^(?:გაუქმებული|გაუქმდა|უარყოფილი|მიუღებელი|مرفوض|مرفوضة|تم الرفض|נדחה|נדחתה|已?拒绝|已?拒絕|已?驳回|却下|否認|거절|반려)$/u;

/** True when a status names a document rejected by its buyer or withdrawn or cancelled by its issuer. */
export function namesVoidStatus(status: string): boolean {
  const text = status.trim();
  const plain = foldText(text).replace(/\s+/g, ' ');
  return VOID.test(plain) || VOID_WHOLE.test(text);
}
