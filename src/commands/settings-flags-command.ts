/**
 * A command to print for the user to run next (advertisers --refresh, resolve, journal): with the
 * settings flags the user gave (config, profile, address, journal) again, so it reaches the same
 * finance system and the same journal. The API key is never among them: it is read from where it was.
 * A command that reads only the journal (journal, history) takes no address flags: yargs refuses them.
 */

import type { SettingsFlags } from '../settings.js';
import { shellWord } from '../terminal/shell-word.js';
import { isPostgresLocation } from '../journal/journal-location.js';
import { describePostgresUrl } from '../journal/postgres/describe-postgres-url.js';
import { maskUrlCredentials } from '../finance-api/mask-url-credentials.js';

/** The settings flags that name the finance system and the journal; those absent are left out. */
export type GivenSettingsFlags = Pick<
  SettingsFlags,
  'config' | 'profile' | 'baseUrl' | 'erpSegment' | 'appSegment' | 'envSegment' | 'journal'
>;

/** What the printed command reaches: the journal only, or the finance system too. */
export type CommandReach = 'journal' | 'finance system';

/**
 * The journal as every message shows it: a PostgreSQL URL's password-like parameters (sslpassword)
 * as `***`, which the user types in again; a file as given.
 */
function shownJournal(journal: string | undefined): string | undefined {
  if (journal === undefined || !isPostgresLocation(journal)) return journal;
  try {
    return describePostgresUrl(journal);
  } catch {
    return maskUrlCredentials(journal);
  }
}

/** `invoice-batch <words> --config ... --journal ...`, with the flags of `argv` that were given and the command takes. */
export function commandWithSettingsFlags(
  words: readonly string[],
  argv: GivenSettingsFlags,
  reach: CommandReach = 'finance system',
): string {
  const address = reach === 'finance system';
  const flags: [string, string | undefined][] = [
    ['--config', argv.config],
    ['--profile', argv.profile],
    ['--base-url', address ? argv.baseUrl : undefined],
    ['--erp-segment', address ? argv.erpSegment : undefined],
    ['--app-segment', address ? argv.appSegment : undefined],
    ['--env-segment', address ? argv.envSegment : undefined],
    ['--journal', shownJournal(argv.journal)],
  ];
  const all = ['invoice-batch', ...words];
  for (const [flag, value] of flags) if (value !== undefined) all.push(flag, shellWord(value));
  return all.join(' ');
}

/** The exact command that refreshes the advertiser list a validate or upload used. */
export function refreshAdvertisersCommand(argv: GivenSettingsFlags): string {
  return commandWithSettingsFlags(['advertisers', '--refresh'], argv);
}
