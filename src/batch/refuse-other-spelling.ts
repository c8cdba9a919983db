import { existsSync } from 'node:fs';
import { UsageError } from '../errors.js';
import { lookUpHostAddresses } from '../finance-api/look-up-host-addresses.js';
import { possiblySameBackEnd } from '../finance-api/possibly-same-back-end.js';
import { isPostgresLocation } from '../journal/journal-location.js';
import type { JournalRegister } from '../journal/register/journal-register.js';

/** What of the register check (check-journal-register.ts) the refusal reads. */
interface SpellingCheck {
  target: string;
  journal: string;
  registerFile: string;
  journalFlag: (journal: string) => string;
}

/**
 * Refuses (exit 2) a journal with no runs for its target while another journal has posted to a
 * target that may be the same back-end under another spelling (`localhost` for `127.0.0.1`, a
 * trailing slash, a name resolving to the same address): the same notion of one back-end as an
 * upload applies within one journal (plan-other-target.ts), where it holds the invoice back.
 */
export async function refuseOtherSpelling(check: SpellingCheck, register: JournalRegister): Promise<void> {
  const targets = Object.keys(register).filter((target) => target !== check.target);
  if (targets.length === 0) return;
  const addresses = await lookUpHostAddresses([check.target, ...targets]);
  const addressesOf = (host: string) => addresses.get(host) ?? [];
  for (const target of targets) {
    if (!possiblySameBackEnd(check.target, target, addressesOf)) continue;
    const other = (register[target] ?? []).findLast(
      (journal) => journal !== check.journal && (isPostgresLocation(journal) || existsSync(journal)),
    );
    if (other === undefined) continue;
    throw new UsageError(
      `the journal ${check.journal} has no runs for ${check.target}, but the journal ${other} has posted to ${target} (${check.registerFile}), which may be the same finance system under another spelling: uploading through this one could send its invoices again. Use that journal (${check.journalFlag(other)}, or journal: in the config) with the same base URL, or, if ${check.target} is a different finance system, upload again with --distinct-target`,
    );
  }
}
