/**
 * A header that names a ledger account (`Grootboekrekening`, `Sachkonto`, `Account`, `Hesap Kodu`,
 * `계정과목`): in a journal export one row per posting, so the account tells a voucher's rows apart
 * as a row-type column does, though it holds many values (each cost account its own). Pure.
 */
import { headerCandidates } from './match-headers.js';

/** The least score at which a header is read as an account's. */
const READ = 0.7;

/** True when the header is read as a ledger account's before any other field's. */
export function namesLedgerAccount(header: string): boolean {
  const [best] = headerCandidates([header]).sort((a, b) => b.score - a.score);
  return best?.field === 'GLAccount' && best.score >= READ;
}
