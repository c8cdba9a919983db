/**
 * Documents their issuer cancelled, listed beside the valid ones (a register's `Storniert`, a
 * portal's `ملغى` under `الحالة`, QuickBooks' `Voided`): rows of a status column whose status names
 * a cancellation are not invoices to post. Finds the column and its cancelled words, for a
 * `skipRows` rule that names them. Pure.
 */
import { foldText } from '../fold-text.js';
import { cellText } from '../../sheets/sheet-row.js';
import type { SampledTable } from './sampled-table.js';
import type { SkipProposal } from './propose-skip-rules.js';
import { findVoidFlag } from './find-void-flag.js';
import { namesVoidStatus } from './read-void-status.js';

export interface CancelledRows {
  index: number;
  header: string;
  /** The column's values that name a cancellation, as the sample writes them. */
  values: string[];
  /** True when the column is a yes/no flag of annulment (`Anulado`: Sim) rather than a status. */
  flag?: boolean;
}

// A status column: `Status`, `Document Status`, `State`, `Estado`, `Statut`, `Stato`, `Durum`, `Stan`, `الحالة`, `状态`,
// the buyer's response the Turkish GİB portal lists (`Yanıt`: accepted or rejected), and `Situação`
// (Portugal's e-Fatura: Registado or Anulado; Brazil's NF-e lists: Autorizada or Cancelada).
const STATUS_HEADER =
  /status|^state$|^situa(?:[cç][aã]o|ci[oó]n|tion)(?:\s|$)|^[ée]tat(?:\s|$)|estado|^yan[ıi]t$|^holati?$|^ҳолат$|სტატუსი|statut|stato|zustand|^stan$|^stav$|^tila$|durum|tilstand|состояние|статус|стан|الحالة|حالة|状态|狀態|ステータス|状態|상태|สถานะ|trang ?thai/i;
// Words of a document its issuer cancelled, accents dropped: English, German, the Romance
// languages, Polish, Czech, Turkish, Russian, Ukrainian, Tajik (бекоршуда), Indonesian.
const CANCELLED =
  /^(?:void(?:ed)?|cancell?ed|annull?ed|storniert|storno|annulliert|ungultig|anulad[ao]|cancelad[ao]|annulee?|annullat[ao]|anulowan[aey]|stornowan[aey]|zruseno|stornovano|iptal(?: edildi)?|отмен[её]н[аоы]?|аннулирован[аоы]?|скасован[аоі]?|бекоршуда|anulat[aă]?|dibatalkan|batal|huy|da huy)$/i;
// Arabic, Chinese, Japanese, Korean and Thai words, whole: ملغى (cancelled), 作废 (voided), 取消 (cancelled).
const CANCELLED_WHOLE =
  /^(?:ملغى|ملغاة|ملغي|ملغية|تم الإلغاء|已?作废|已?作廢|取消済?|取り消し|キャンセル|취소|ยกเลิก)$/u;

// Words of a draft, accents dropped: a piece not yet issued is no invoice to post (EBP's
// `Brouillon`, `Borrador`, `Entwurf`, `Rascunho`, `Bozza`, `Concept`, `Szkic`).
const DRAFT = /^(?:draft|brouillon|borrador|entwurf|rascunho|bozza|concept|szkic|wersja robocza|koncept)$/i;

/** True when a status names a draft, a document its issuer has not yet issued. */
const namesDraft = (status: string) => DRAFT.test(foldText(status.trim()));

/** True when a header names a status column. */
export const namesStatusHeader = (header: string) => STATUS_HEADER.test(header.trim());

/** True when a status names a document its issuer cancelled. */
export function namesCancellation(status: string): boolean {
  const plain = foldText(status.trim());
  return CANCELLED.test(plain) || CANCELLED_WHOLE.test(status.trim());
}

// A status column holds a few states; more distinct values are descriptions.
const MAX_STATES = 12;

/** The status column whose values name cancelled documents beside valid ones, or undefined. */
export function findCancelledRows(table: SampledTable): CancelledRows | undefined {
  for (const [index, header] of table.headers.entries()) {
    if (!namesStatusHeader(header)) continue;
    const states = new Set(table.rows.map((r) => cellText(r.cells[index]).trim()).filter((t) => t !== ''));
    if (states.size === 0 || states.size > MAX_STATES) continue;
    const voided = [...states].filter((s) => namesCancellation(s) || namesVoidStatus(s));
    // A draft is skipped only in a column of the document's life (EBP's Brouillon, Validée, Annulée):
    // beside payment states alone (bexio's Offen, Bezahlt, Entwurf) it is a bill not yet approved, still owed.
    const values = voided.length > 0 ? [...states].filter((s) => voided.includes(s) || namesDraft(s)) : [];
    // A column of cancelled documents only is a list of cancellations, not invoices among them.
    if (values.length > 0 && values.length < states.size) return { index, header, values };
  }
  const flag = findVoidFlag(table, (word) => namesCancellation(word) || namesVoidStatus(word));
  return flag && { ...flag, flag: true };
}

/** The `skipRows` rule that skips the cancelled documents. */
export function cancelledSkipRule(cancelled: CancelledRows): SkipProposal {
  if (cancelled.flag)
    return {
      name: 'annulled',
      letter: '',
      column: cancelled.header,
      equals: cancelled.values,
      why: 'documents flagged annulled, not invoices to post',
    };
  const issued = cancelled.values.filter((v) => !namesDraft(v));
  const drafts = issued.length < cancelled.values.length ? 'drafts not yet issued and ' : '';
  const cancelledOnly = issued.every(namesCancellation);
  return {
    name: issued.length === 0 ? 'draft' : cancelledOnly ? 'cancelled' : 'void',
    letter: '',
    column: cancelled.header,
    equals: cancelled.values,
    why:
      issued.length === 0
        ? 'drafts not yet issued, not invoices to post'
        : cancelledOnly
          ? `${drafts}documents their issuer cancelled, not invoices to post`
          : `${drafts}documents cancelled or withdrawn by their issuer or rejected by the buyer, not invoices to post`,
  };
}
