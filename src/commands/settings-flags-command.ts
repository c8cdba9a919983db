/**
 * A command to print for the user to run next (advertisers --refresh, resolve): with the settings
 * flags the user gave (config, profile, address, journal) again, so it reaches the same finance
 * system and the same journal. The API key is never among them: it is read from where it was.
 */

import type { SettingsFlags } from '../settings.js';
import { shellWord } from '../terminal/shell-word.js';

/** The settings flags that name the finance system and the journal; those absent are left out. */
export type GivenSettingsFlags = Pick<
  SettingsFlags,
  'config' | 'profile' | 'baseUrl' | 'erpSegment' | 'appSegment' | 'envSegment' | 'journal'
>;

/** `invoice-batch <words> --config ... --journal ...`, with the flags of `argv` that were given. */
export function commandWithSettingsFlags(words: readonly string[], argv: GivenSettingsFlags): string {
  const flags: [string, string | undefined][] = [
    ['--config', argv.config],
    ['--profile', argv.profile],
    ['--base-url', argv.baseUrl],
    ['--erp-segment', argv.erpSegment],
    ['--app-segment', argv.appSegment],
    ['--env-segment', argv.envSegment],
    ['--journal', argv.journal],
  ];
  const all = ['invoice-batch', ...words];
  for (const [flag, value] of flags) if (value !== undefined) all.push(flag, shellWord(value));
  return all.join(' ');
}

/** The exact command that refreshes the advertiser list a validate or upload used. */
export function refreshAdvertisersCommand(argv: GivenSettingsFlags): string {
  return commandWithSettingsFlags(['advertisers', '--refresh'], argv);
}
