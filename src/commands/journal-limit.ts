/** How many invoices `journal` lists when --limit is not given. */

/** The newest this many fit a screen; --limit 0 lists all. */
export const SCREEN_LIMIT = 200;

/**
 * The --limit in effect, 0 for all. With --json and no --limit every match is listed: a script reads
 * the list to act on each invoice (resolve every one in doubt), and a cut it did not ask for would
 * leave some out; a person at a terminal gets a screenful and a line saying how many more there are.
 */
export function journalLimit(limit: number | undefined, json: boolean | undefined): number {
  return limit ?? (json ? 0 : SCREEN_LIMIT);
}
