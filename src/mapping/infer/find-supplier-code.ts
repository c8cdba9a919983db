/**
 * The supplier's own code or number in the books beside its name (PowerChurch's `Vendor #`, a
 * warrant register's `Vendor ID` V002031): one code per supplier name and one name per code on
 * every sampled row. Like a tax id, a code is one supplier's where a name may be written two ways,
 * so it is the supplier's part of a key built from vendor and number. Pure.
 */
import { oneToOne } from './find-supplier-tax-id.js';
import { headerCandidates } from './match-headers.js';
import type { ColumnProfile } from './profile-column.js';
import { namesPartyName } from './read-header-meaning.js';

/** A code as books write one: a digit in it, no space, short. */
const CODE_VALUE = /^(?=\S*\d)\S{1,20}$/u;

/** True when the header names the supplier (`Vendor #`, `Supplier Code`) and not its name. */
function namesSupplierCode(header: string): boolean {
  if (namesPartyName(header)) return false;
  return headerCandidates([header], ['invoice']).some((c) => c.field === 'PayeeId' && c.score >= 0.7);
}

/** The column of the suppliers' codes beside their names in `payee`, if one is there. */
export function findSupplierCode(
  profiles: readonly ColumnProfile[],
  payee: number | undefined,
): ColumnProfile | undefined {
  // A payee written as a code is a key already.
  if (payee === undefined || profiles[payee]!.share.code >= 0.5) return undefined;
  const names = profiles[payee]!.texts;
  return profiles.find(
    (p) =>
      p.index !== payee &&
      p.filled >= 2 &&
      namesSupplierCode(p.header) &&
      p.texts.every((t) => t === undefined || CODE_VALUE.test(t)) &&
      oneToOne(names, p.texts),
  );
}
