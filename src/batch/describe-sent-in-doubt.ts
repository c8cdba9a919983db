/**
 * What a journal that stopped taking writes mid-post leaves behind: an invoice on its way when it
 * stopped may have been created with its answer never recorded. Running the command again alone
 * does not settle it: the next command marks it in doubt, and a person says what became of it.
 */
import { shellWord } from '../terminal/shell-word.js';

/**
 * @param location the journal as the command names it (a file, or a postgres:// URL without password)
 * @param resolveCommand the resolve command as the user runs it @default 'invoice-batch resolve'
 */
export function describeSentInDoubt(location: string, resolveCommand = 'invoice-batch resolve'): string {
  const show = `invoice-batch journal --journal ${shellWord(location)} --outcome in-doubt`;
  return `any invoice being sent at that moment is now in doubt (the next command marks it so): see them with ${show}, and settle each with ${resolveCommand} <InvoiceId> --instance-id <N> (it was created) or ${resolveCommand} <InvoiceId> --not-created (it was not)`;
}
