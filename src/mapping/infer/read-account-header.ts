/**
 * A header that names a ledger account (`Grootboekrekening`, `Sachkonto`, `Account`, `Hesap Kodu`,
 * `계정과목`): in a journal export one row per posting, so the account tells a voucher's rows apart
 * as a row-type column does, though it holds many values (each cost account its own). Pure.
 */
import { foldText } from '../fold-text.js';
import { headerCandidates } from './match-headers.js';

/** The least score at which a header is read as an account's. */
const READ = 0.7;

// Dutch ledgers (AFAS, Exact) head the account `Rekening` alone, a word everyday Dutch also uses for a bill,
// so it is no GLAccount alias: it tells a journal's rows apart only here, where the postings balance.
const BARE_ACCOUNT = /^rekening(?:nummer|nr)?$/;

/** True when the header is read as a ledger account's before any other field's. */
export function namesLedgerAccount(header: string): boolean {
  if (BARE_ACCOUNT.test(foldText(header).replace(/[^\p{L}]/gu, ''))) return true;
  const [best] = headerCandidates([header]).sort((a, b) => b.score - a.score);
  return best?.field === 'GLAccount' && best.score >= READ;
}
