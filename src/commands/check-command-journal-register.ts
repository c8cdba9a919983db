/**
 * The register check of a command that posts (upload, watch), told from its settings: what the
 * journal and its target are named by is written once for both. Every other command that opens the
 * journal refuses a registered one that is gone too: made anew, the next upload would post it all again.
 */
import {
  checkJournalRegister,
  recordSendingJournal,
  refuseEmptiedJournal,
  refuseRecreatedJournal,
  type JournalRegisterCheck,
} from '../batch/check-journal-register.js';
import type { Journal } from '../journal/journal.js';
import type { Settings } from '../settings.js';
import { shellWord } from '../terminal/shell-word.js';
import { sandboxStateDir, targetIdentityOf } from './open-target.js';

function registerCheckOf(settings: Settings, newJournal: boolean | undefined): JournalRegisterCheck {
  return {
    registerFile: settings.journalRegister,
    target: targetIdentityOf(settings.api, sandboxStateDir(settings)),
    journal: settings.journalFile,
    sandbox: settings.api.baseUrl === undefined,
    distinctTarget: settings.api.distinctTarget ?? false,
    newJournal,
    journalFlag: (other) => `--journal ${shellWord(other)}`,
  };
}

/** See refuseRecreatedJournal: before the journal is opened, refuses (exit 2) to make a new one where one that posted was. */
export function refuseCommandJournalRecreated(settings: Settings, newJournal: boolean | undefined): void {
  refuseRecreatedJournal(registerCheckOf(settings, newJournal));
}

/** See checkJournalRegister: refuses a second journal (exit 2), else what to say once when the register cannot be used. */
export function checkCommandJournalRegister(
  journal: Journal,
  settings: Settings,
  newJournal: boolean | undefined,
): Promise<string | undefined> {
  return checkJournalRegister(journal, registerCheckOf(settings, newJournal));
}

/** See recordSendingJournal: names the journal in the register before its first create; what to say once when it could not. */
export function recordCommandJournal(
  journal: Journal,
  settings: Settings,
  newJournal: boolean | undefined,
): Promise<string | undefined> {
  return recordSendingJournal(journal, registerCheckOf(settings, newJournal));
}

/**
 * See refuseEmptiedJournal: a command reading the journal refuses (exit 2) one that posted but holds
 * no run now; with `identity`, one put in its place or an older copy too.
 */
export function refuseCommandJournalEmptied(journal: Journal, settings: Settings, identity = false): Promise<void> {
  return refuseEmptiedJournal(journal, registerCheckOf(settings, undefined), identity);
}
