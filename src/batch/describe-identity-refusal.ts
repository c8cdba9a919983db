/** The words of a journal refused for its identity (judge-journal-identity.ts): what happened, and what to do. */
import type { IdentityRefusal, JournalInHand } from './judge-journal-identity.js';

export interface IdentityWords {
  target: string;
  registerFile: string;
  /** `--journal <file>` in shell words. */
  journalFlag: (journal: string) => string;
}

/** What happened, in one clause. */
export function describeIdentityRefusal(refusal: IdentityRefusal, inHand: JournalInHand, words: IdentityWords): string {
  const { journal } = inHand;
  const last = inHand.highestRun === undefined ? 'no run for it' : `runs up to ${inHand.highestRun} for it`;
  switch (refusal.kind) {
    case 'other':
      return `the journal ${journal} is not the journal that posted to ${words.target} from there (${words.registerFile}): that one has the identity ${refusal.seenId}, this one ${inHand.id}; another journal was put in its place (another team's, a test copy, one made anew), and it does not know what that one posted`;
    case 'older':
      return `the journal ${journal} is an older copy of the journal that posted to ${words.target}: it holds ${last}, but the register (${words.registerFile}) saw run ${refusal.seenRun}${refusal.seenAt === journal ? '' : ` at ${refusal.seenAt}`}; a backup restored from before the last uploads does not know what they posted`;
    case 'copy':
      return `the journal ${journal} is a copy of the journal ${refusal.seenAt}, which has posted to ${words.target} and is still there (${words.registerFile}): uploads through two copies would each send what the other posted`;
  }
}

/** The refusal of an upload or watch (`byUpload`), or of a command that reads the journal. */
export function identityRefusalMessage(
  refusal: IdentityRefusal,
  inHand: JournalInHand,
  words: IdentityWords,
  byUpload: boolean,
): string {
  const knowingly = byUpload
    ? 'pass --new-journal to take this one knowingly'
    : 'take this one knowingly with an upload or watch given --new-journal';
  const back =
    refusal.kind === 'copy'
      ? `use that journal (${words.journalFlag(refusal.seenAt)}, or journal: in the config), or remove it to take this copy as the journal moved here`
      : refusal.kind === 'older'
        ? `import into it the results workbooks written since the backup was taken, from the output folder and each drop folder's results/ (invoice-batch import-results <workbook>... ${words.journalFlag(inHand.journal)}; "After restoring an older backup" in docs/operations.md), which records what they posted so it is never posted again; or put back the latest copy of the journal`
        : `put back the journal that was there (from a backup)`;
  return `${describeIdentityRefusal(refusal, inHand, words)}. Nothing was sent: ${back}, or ${knowingly}, after which invoices posted before may be posted again unless the finance system refuses duplicates`;
}
